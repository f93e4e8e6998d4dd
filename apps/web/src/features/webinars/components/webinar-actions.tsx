import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { canRegisterForWebinar, formatRupees, safeHttpUrl, type Webinar } from '@tradecircle/domain';
import { registrationsLabel, WEBINAR_TEXTS } from '../webinar-texts.ts';

interface WebinarActionsProps {
  webinar: Webinar;
  onRegister: (webinar: Webinar) => void;
  isRegistering: boolean;
}

/**
 * The register button by the domain's rule (§4): none for a Closed or one's own webinar, disabled
 * 'Registered' once registered. A paid webinar's opens the payment (the page decides how: a guest
 * is sent to sign in first), with the price beside it.
 * The owner sees the joining link and the registrations; a registered user Join.
 */
export function WebinarActions({ webinar, onRegister, isRegistering }: WebinarActionsProps) {
  const joiningLink = webinar.joining_link ? safeHttpUrl(webinar.joining_link) : null;
  return (
    <Stack spacing={1}>
      {webinar.is_my_webinar && (
        <Box>
          {webinar.registrations_count !== null && (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {registrationsLabel(webinar.registrations_count)}
            </Typography>
          )}
          {joiningLink && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {WEBINAR_TEXTS.joiningLink}:{' '}
              <Link href={joiningLink} target="_blank" rel="noopener noreferrer">
                {joiningLink}
              </Link>
            </Typography>
          )}
        </Box>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <RegisterButton webinar={webinar} onRegister={onRegister} isRegistering={isRegistering} />
        {!webinar.is_my_webinar && webinar.is_registered && joiningLink && (
          <Button
            variant="outlined"
            href={joiningLink}
            target="_blank"
            rel="noopener noreferrer"
            endIcon={<OpenInNewIcon />}
            aria-label={`${WEBINAR_TEXTS.join} ${webinar.title}`}
          >
            {WEBINAR_TEXTS.join}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

function RegisterButton({ webinar, onRegister, isRegistering }: WebinarActionsProps) {
  if (!canRegisterForWebinar(webinar)) return null;
  const label = `${WEBINAR_TEXTS.register} for ${webinar.title}`;
  if (webinar.is_registered) {
    return (
      <Button variant="contained" disabled aria-label={`${WEBINAR_TEXTS.registered} for ${webinar.title}`}>
        {WEBINAR_TEXTS.registered}
      </Button>
    );
  }
  const button = (
    <Button
      variant="contained"
      aria-label={label}
      loading={isRegistering}
      onClick={() => onRegister(webinar)}
    >
      {WEBINAR_TEXTS.register}
    </Button>
  );
  if (webinar.is_free) return button;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {button}
      <Typography variant="caption" color="text.secondary">
        {WEBINAR_TEXTS.paidNote(formatRupees(webinar.price))}
      </Typography>
    </Stack>
  );
}
