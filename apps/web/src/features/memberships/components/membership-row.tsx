import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import { FREE_TRIAL_DAYS, formatDate, formatRupees } from '@tradecircle/domain';
import { Link as RouterLink } from 'react-router';
import { routeTo } from '../../../shared/routing/route-names.ts';
import { UserAvatar } from '../../../shared/ui/user-avatar.tsx';
import type { Membership, VideoSubscription } from '../api.ts';

export const FREE_TRIAL_LABEL = 'Free trial';
/** A trial has no plan: it runs FREE_TRIAL_DAYS (one week). */
const TRIAL_PLAN_LABEL = `${FREE_TRIAL_DAYS} days`;

function StatusChip({ status }: { status: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'Active' ? 'success' : 'default'}
      label={status}
    />
  );
}

function Dates({ start, end }: { start: string; end: string }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {formatDate(start)} – {formatDate(end)}
    </Typography>
  );
}

/** A group subscription: the group (to its premium page), plan, window, status, trial. */
export function MembershipRow({ membership }: { membership: Membership }) {
  const group = membership.group_detail;
  return (
    <Stack
      component="li"
      direction="row"
      spacing={1.5}
      aria-label={group.name}
      sx={{ alignItems: { xs: 'flex-start', md: 'center' }, py: 1.5 }}
    >
      <UserAvatar name={group.name} image={group.picture} size={44} />
      <Box
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1.5fr) auto' },
          gap: { xs: 0.5, md: 2 },
          alignItems: 'center',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={routeTo('premiumGroup', { id: group.id })}
            underline="hover"
            sx={{ fontWeight: 700, display: 'block', overflowWrap: 'anywhere' }}
          >
            {group.name}
          </Link>
          <Typography variant="caption" color="text.secondary">
            by {group.admin.name}
          </Typography>
        </Box>
        <Typography variant="body2">
          {membership.plan ?? (membership.is_trial ? TRIAL_PLAN_LABEL : '—')}
          {!membership.is_trial && membership.total_price > 0 && (
            <Typography component="span" variant="body2" color="text.secondary">
              {' · '}
              {formatRupees(membership.total_price)}
            </Typography>
          )}
        </Typography>
        <Dates start={membership.start_date} end={membership.end_date} />
        <Stack direction="row" spacing={0.75} sx={{ justifySelf: { md: 'end' } }}>
          {membership.is_trial && <Chip size="small" color="info" label={FREE_TRIAL_LABEL} />}
          <StatusChip status={membership.status} />
        </Stack>
      </Box>
    </Stack>
  );
}

/** A video or playlist subscription (the videos issue brings them). */
export function VideoSubscriptionRow({ subscription }: { subscription: VideoSubscription }) {
  const title = subscription.video?.title ?? subscription.playlist?.name ?? 'Video';
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', md: 'row' }}
      spacing={{ xs: 0.5, md: 2 }}
      aria-label={title}
      sx={{ py: 1.5, justifyContent: 'space-between', alignItems: { md: 'center' } }}
    >
      <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
      <Dates start={subscription.start_date} end={subscription.end_date} />
      <StatusChip status={subscription.status} />
    </Stack>
  );
}
