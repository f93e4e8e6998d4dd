import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import type { Webinar } from '@tradecircle/domain';
import { useIsFullScreenDialog } from '../../../shared/ui/use-full-screen-dialog.ts';
import { WebinarActions } from '../components/webinar-actions.tsx';
import { WebinarDescription, WebinarFacts, WebinarStatusChip } from '../components/webinar-facts.tsx';
import { WEBINAR_TEXTS } from '../webinar-texts.ts';

interface WebinarDetailsDialogProps {
  webinar: Webinar;
  onClose: () => void;
  onRegister: (webinar: Webinar) => void;
  isRegistering: boolean;
}

/** A webinar with its whole description, opened from the card's title or Read More. */
export function WebinarDetailsDialog({
  webinar,
  onClose,
  onRegister,
  isRegistering,
}: WebinarDetailsDialogProps) {
  const fullScreen = useIsFullScreenDialog();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle sx={{ overflowWrap: 'anywhere' }}>{webinar.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          {webinar.picture && (
            <img
              src={webinar.picture}
              alt=""
              style={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 8 }}
            />
          )}
          <Stack direction="row" spacing={1}>
            <WebinarStatusChip status={webinar.status} />
            <Chip size="small" label={webinar.level} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            By {webinar.owner.name}
          </Typography>
          <WebinarDescription html={webinar.description} />
          <WebinarFacts webinar={webinar} />
          <WebinarActions webinar={webinar} onRegister={onRegister} isRegistering={isRegistering} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{WEBINAR_TEXTS.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
