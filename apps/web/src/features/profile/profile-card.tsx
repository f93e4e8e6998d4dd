import { Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { ProfileDetails } from '@tradecircle/domain';
import { UserAvatar } from '../../ui/user-avatar.tsx';
import { VerifiedBadge } from '../../ui/verified-badge.tsx';
import { ConnectBrokerButton } from '../broker/index.ts';
import { useTradeCounts } from '../trades/hooks.ts';
import { ProfilePhotoPicker } from './photo/index.ts';

const COUNT_LABELS = [
  ['posted_count', 'Posted'],
  ['followed_count', 'Followed'],
  ['active_count', 'Live'],
  ['inactive_count', 'Upcoming'],
  ['closed_count', 'Closed'],
] as const;

/**
 * Name, photo (a picker on one's own profile), SEBI badge, bio and trade counts. The counts are the
 * get-trades-count query the trade tabs read too (profile-details' copy only until it answers), so
 * whatever refreshes the trades (a post, an exit, the real-trade flow, a pushed status change)
 * refreshes the header with them and the two can never disagree.
 */
export function ProfileCard({ profile, isOwn }: { profile: ProfileDetails | undefined; isOwn: boolean }) {
  const counts = useTradeCounts(profile?.user_id ?? 0, profile !== undefined);
  if (!profile) return <Skeleton variant="rounded" height={140} aria-label="Loading profile" />;
  const tradeCounts = counts.data ?? profile.trade_counts;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {isOwn ? (
          <ProfilePhotoPicker name={profile.name} image={profile.profile_image} size={80} />
        ) : (
          <UserAvatar name={profile.name} image={profile.profile_image} size={80} />
        )}
        <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h5" component="h1" noWrap>
              {profile.name}
            </Typography>
            {profile.is_sebi_registered && <VerifiedBadge />}
          </Stack>
          {profile.bio && (
            <Typography variant="body2" color="text.secondary">
              {profile.bio}
            </Typography>
          )}
          {isOwn && (
            <Stack direction="row" sx={{ pt: 0.5 }}>
              <ConnectBrokerButton />
            </Stack>
          )}
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, pt: 1 }}>
            {COUNT_LABELS.map(([key, label]) => (
              <Typography key={key} variant="body2">
                <strong>{tradeCounts[key]}</strong> {label}
              </Typography>
            ))}
          </Stack>
        </Stack>
      </Stack>
    </Paper>
  );
}
