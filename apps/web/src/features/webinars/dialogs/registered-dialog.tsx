import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { formatWebinarDate, formatWebinarTime, safeHttpUrl, type WebinarAnswer } from '@tradecircle/domain';
import { WEBINAR_TEXTS } from '../webinar-texts.ts';

/** After a registration: the server's message, when it starts and the joining link. */
export function RegisteredDialog({ answer, onClose }: { answer: WebinarAnswer; onClose: () => void }) {
  const { webinar } = answer;
  const joiningLink = webinar.joining_link ? safeHttpUrl(webinar.joining_link) : null;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{WEBINAR_TEXTS.successTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={1}>
          <Typography>{answer.message}</Typography>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{webinar.title}</Typography>
          <Typography variant="body2" color="text.secondary">
            {formatWebinarDate(webinar.date)}, {formatWebinarTime(webinar.time)}
          </Typography>
          {joiningLink ? (
            <Button
              variant="contained"
              href={joiningLink}
              target="_blank"
              rel="noopener noreferrer"
              endIcon={<OpenInNewIcon />}
              sx={{ alignSelf: 'flex-start' }}
            >
              {WEBINAR_TEXTS.join}
            </Button>
          ) : (
            <Typography variant="body2">{WEBINAR_TEXTS.successNoLink}</Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{WEBINAR_TEXTS.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
