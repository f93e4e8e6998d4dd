import { Alert, Button, Container, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { HttpError } from '../../../shared/api/http-errors.ts';
import { readSession } from '../../../shared/api/session.ts';
import { routeTo } from '../../../shared/routing/route-names.ts';
import { PaymentInfoQueuePanel } from '../components/payment-info-queue.tsx';
import { useAdminMe } from '../hooks.ts';

export const ADMIN_TEXTS = {
  heading: 'Admin Panel',
  noAccess: 'The admin panel is for TradeCircle staff. Your account has no access to it.',
  failed: 'The admin panel could not be loaded.',
  noQueues: 'Your teams have no queues you can work on here yet.',
  superAdmin: 'Super admin',
} as const;

/**
 * /admin: the queues the caller's role opens (the server's admin/me decides; every call is checked
 * again there). For now the payout queue, which lets a new expert's Premium groups take payments.
 */
export function AdminPage() {
  const me = useAdminMe();

  if (me.isPending)
    return (
      <Container maxWidth="lg" disableGutters>
        <Skeleton variant="text" width={220} height={48} />
        <Skeleton variant="rounded" height={240} />
      </Container>
    );

  if (me.isError) {
    const noAccess = me.error instanceof HttpError && me.error.status === 403;
    return (
      <Container maxWidth="md" disableGutters>
        <Alert
          severity={noAccess ? 'info' : 'error'}
          action={
            noAccess ? (
              <Button
                component={RouterLink}
                to={routeTo('HomePage', { id: readSession().userId ?? '' })}
                color="inherit"
                size="small"
              >
                Home
              </Button>
            ) : (
              <Button color="inherit" size="small" onClick={() => void me.refetch()}>
                Retry
              </Button>
            )
          }
        >
          {noAccess ? ADMIN_TEXTS.noAccess : ADMIN_TEXTS.failed}
        </Alert>
      </Container>
    );
  }

  const { is_superuser, teams, permissions } = me.data;
  const canReviewPayouts = is_superuser || permissions.includes('payouts');
  const role = is_superuser ? ADMIN_TEXTS.superAdmin : teams.map((team) => team.name).join(', ');

  return (
    <Container maxWidth="lg" disableGutters>
      <Stack spacing={0.5} sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1">
          {ADMIN_TEXTS.heading}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {role}
        </Typography>
      </Stack>
      {canReviewPayouts ? (
        <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2.5 } }}>
          <PaymentInfoQueuePanel />
        </Paper>
      ) : (
        <Typography color="text.secondary">{ADMIN_TEXTS.noQueues}</Typography>
      )}
    </Container>
  );
}
