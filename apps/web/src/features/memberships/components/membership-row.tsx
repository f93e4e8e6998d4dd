import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import { FREE_TRIAL_DAYS, formatDate, formatRupees } from '@tradecircle/domain';
import { Link as RouterLink } from 'react-router';
import { routeTo, toQueryString } from '../../../shared/routing/route-names.ts';
import { UserAvatar } from '../../../shared/ui/user-avatar.tsx';
import type { Membership, VideoSubscription } from '../api.ts';

export const FREE_TRIAL_LABEL = 'Free trial';
export const VIDEO_LABEL = 'Video';
export const PLAYLIST_LABEL = 'Whole playlist';
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

/** Where a bought video or playlist plays (the spec's /video-detail and /playlist-detail queries). */
export function videoSubscriptionPath(subscription: VideoSubscription): string | null {
  if (subscription.playlist) return `/playlist-detail${toQueryString({ ptid: subscription.playlist.id })}`;
  if (subscription.video)
    return `/video-detail${toQueryString({ vdid: subscription.video.id, usid: subscription.owner.id, type: 'video' })}`;
  return null;
}

/** What a video purchase's window reads: bought for good, from the payment. */
export const BOUGHT_SINCE = (start: string) => `Bought ${formatDate(start)}`;

/** A video or a whole playlist bought: its title (to where it plays), owner, price, since when, status. */
export function VideoSubscriptionRow({ subscription }: { subscription: VideoSubscription }) {
  const isPlaylist = subscription.subscription_type === 'playlist';
  const title = (isPlaylist ? subscription.playlist?.name : subscription.video?.title) ?? 'Removed';
  const image = (isPlaylist ? subscription.playlist?.thumbnail : subscription.video?.thumbnail) ?? null;
  const path = videoSubscriptionPath(subscription);
  return (
    <Stack
      component="li"
      direction="row"
      spacing={1.5}
      aria-label={title}
      sx={{ alignItems: { xs: 'flex-start', md: 'center' }, py: 1.5 }}
    >
      <UserAvatar name={title} image={image} size={44} />
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
          {path ? (
            <Link
              component={RouterLink}
              to={path}
              underline="hover"
              sx={{ fontWeight: 700, display: 'block', overflowWrap: 'anywhere' }}
            >
              {title}
            </Link>
          ) : (
            <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
          )}
          <Typography variant="caption" color="text.secondary">
            by {subscription.owner.name}
          </Typography>
        </Box>
        <Typography variant="body2">
          {isPlaylist ? PLAYLIST_LABEL : VIDEO_LABEL}
          <Typography component="span" variant="body2" color="text.secondary">
            {' · '}
            {formatRupees(subscription.total_price)}
          </Typography>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {BOUGHT_SINCE(subscription.start_date)}
        </Typography>
        <Stack direction="row" spacing={0.75} sx={{ justifySelf: { md: 'end' } }}>
          <StatusChip status={subscription.status} />
        </Stack>
      </Box>
    </Stack>
  );
}
