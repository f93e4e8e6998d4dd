import AddIcon from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import {
  Alert,
  Box,
  Button,
  Container,
  Skeleton,
  Stack,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { Webinar, WebinarAnswer } from '@tradecircle/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useIsLoggedIn } from '../../../shared/api/use-session.ts';
import { routeTo } from '../../../shared/routing/route-names.ts';
import { WebinarCard } from '../components/webinar-card.tsx';
import { AddWebinarDialog } from '../dialogs/add-webinar-dialog.tsx';
import { GuestRegisterDialog } from '../dialogs/guest-register-dialog.tsx';
import { RegisteredDialog } from '../dialogs/registered-dialog.tsx';
import { WebinarDetailsDialog } from '../dialogs/webinar-details-dialog.tsx';
import { notifyWebinarRefusal, useRegisterForWebinar, useWebinarCheckout, useWebinars } from '../hooks.ts';
import { WEBINAR_TEXTS } from '../webinar-texts.ts';

/** One column on phones, two from 768 px, three from 1200 px. */
function useColumnCount(): number {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const isWide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  if (isPhone) return 1;
  return isWide ? 3 : 2;
}

/**
 * /webinars (guests too) and /trending/webinars (groups-and-payments.md §2 Webinars): the list with
 * Add Webinar for signed-in users, details, and registration: a free webinar for a signed-in user
 * in one click, for a guest through the 'Register for webinar' dialog; a paid one through the
 * payment checkout (a guest is sent to sign in first, §6).
 */
export function WebinarsPage() {
  const navigate = useNavigate();
  const isLoggedIn = useIsLoggedIn();
  const webinars = useWebinars();
  const columns = useColumnCount();
  const gridTemplateColumns = `repeat(${columns}, minmax(0, 1fr))`;
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const [guestRegistering, setGuestRegistering] = useState<Webinar | null>(null);
  const [registered, setRegistered] = useState<WebinarAnswer | null>(null);
  const [isAdding, setIsAdding] = useState(false);

  const onRegistered = (answer: WebinarAnswer) => {
    setGuestRegistering(null);
    setDetailsId(null);
    setRegistered(answer);
  };
  const oneClick = useRegisterForWebinar(onRegistered);
  const checkout = useWebinarCheckout(onRegistered);
  const register = (webinar: Webinar) => {
    if (!webinar.is_free) {
      if (isLoggedIn) void checkout.pay(webinar);
      else navigate(routeTo('AuthPage'));
      return;
    }
    if (!isLoggedIn) {
      setGuestRegistering(webinar);
      return;
    }
    oneClick.mutate({ webinarId: webinar.id }, { onError: notifyWebinarRefusal });
  };
  const registeringId = oneClick.isPending ? oneClick.variables?.webinarId : (checkout.payingId ?? undefined);
  // The dialog follows the list, so a registration shows in it too.
  const details = webinars.data?.find((webinar) => webinar.id === detailsId) ?? null;

  const back = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate(isLoggedIn ? routeTo('mainPage') : routeTo('landing'));
  };

  return (
    <Container maxWidth="lg" disableGutters>
      <Button startIcon={<ArrowBack />} onClick={back} sx={{ mb: 1 }}>
        {WEBINAR_TEXTS.back}
      </Button>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between', mb: 3 }}
      >
        <Typography variant="h5" component="h1">
          {WEBINAR_TEXTS.heading}
        </Typography>
        <Tooltip title={isLoggedIn ? '' : WEBINAR_TEXTS.signInToAdd}>
          <span>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              disabled={!isLoggedIn}
              onClick={() => setIsAdding(true)}
              fullWidth
            >
              {WEBINAR_TEXTS.addWebinar}
            </Button>
          </span>
        </Tooltip>
      </Stack>

      {webinars.isPending ? (
        <Box aria-busy="true" sx={{ display: 'grid', gap: 2, gridTemplateColumns }}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={320} />
          ))}
        </Box>
      ) : webinars.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void webinars.refetch()}>
              Retry
            </Button>
          }
        >
          {WEBINAR_TEXTS.failed}
        </Alert>
      ) : webinars.data.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {WEBINAR_TEXTS.empty}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={WEBINAR_TEXTS.listLabel}
          data-columns={columns}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns }}
        >
          {webinars.data.map((webinar) => (
            <li key={webinar.id}>
              <WebinarCard
                webinar={webinar}
                onOpenDetails={(chosen) => setDetailsId(chosen.id)}
                onRegister={register}
                isRegistering={registeringId === webinar.id}
              />
            </li>
          ))}
        </Box>
      )}

      {details && (
        <WebinarDetailsDialog
          webinar={details}
          onClose={() => setDetailsId(null)}
          onRegister={register}
          isRegistering={registeringId === details.id}
        />
      )}
      {guestRegistering && (
        <GuestRegisterDialog
          webinar={guestRegistering}
          onClose={() => setGuestRegistering(null)}
          onRegistered={onRegistered}
        />
      )}
      {registered && <RegisteredDialog answer={registered} onClose={() => setRegistered(null)} />}
      {isLoggedIn && <AddWebinarDialog open={isAdding} onClose={() => setIsAdding(false)} />}
    </Container>
  );
}
