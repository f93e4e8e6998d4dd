import { Box, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { ProfileDetails } from '@tradecircle/domain';
import { lazy, type ReactNode, Suspense } from 'react';
import { withTimeout } from '../../shared/lazy/lazy-page.ts';
import { UserAvatar } from '../../shared/ui/user-avatar.tsx';
import { VerifiedBadge } from '../../shared/ui/verified-badge.tsx';
import { loadConnectBrokerButton } from '../broker/lazy.ts';
import { CopySettingsButton } from '../copy-guardrails/index.ts';
import { ProfileFollowBar } from '../follows/index.ts';
import { ProfileReportMenu } from '../moderation/index.ts';
import { useTradeCounts } from '../trades/index.ts';

// One's own profile only: the photo picker (its tooltip, upload and crop flow) and the broker link
// load with it, not with every profile a visitor opens.
const ProfilePhotoPicker = lazy(() =>
  withTimeout(import('./photo/profile-photo-picker.tsx')).then((m) => ({ default: m.ProfilePhotoPicker })),
);
const ConnectBrokerButton = lazy(() =>
  withTimeout(loadConnectBrokerButton()).then((m) => ({
    default: m.ConnectBrokerButton,
  })),
);

const COUNT_LABELS = [
  ['posted_count', 'Posted'],
  ['followed_count', 'Followed'],
  ['active_count', 'Live'],
  ['inactive_count', 'Upcoming'],
  ['closed_count', 'Closed'],
] as const;

/**
 * Name, photo (a picker on one's own profile), SEBI badge, bio, follower and following counts
 * (each opening its list), the Follow and Copy settings buttons on another user's profile, and
 * trade counts. The counts are the get-trades-count query the trade tabs read too (profile-details'
 * copy only until it answers), so whatever refreshes the trades (a post, an exit, the real-trade
 * flow, a pushed status change) refreshes the header with them and the two can never disagree.
 */
export function ProfileCard({ profile, isOwn }: { profile: ProfileDetails | undefined; isOwn: boolean }) {
  const counts = useTradeCounts(profile?.user_id ?? 0, profile !== undefined);
  if (!profile) return <Skeleton variant="rounded" height={140} aria-label="Loading profile" />;
  const tradeCounts = counts.data ?? profile.trade_counts;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {isOwn ? (
          <Suspense fallback={<UserAvatar name={profile.name} image={profile.profile_image} size={80} />}>
            <ProfilePhotoPicker name={profile.name} image={profile.profile_image} size={80} />
          </Suspense>
        ) : (
          <UserAvatar name={profile.name} image={profile.profile_image} size={80} />
        )}
        <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h5" component="h1" noWrap>
              {profile.name}
            </Typography>
            {profile.is_sebi_registered && <VerifiedBadge />}
            <ProfileReportMenu userId={profile.user_id} profileId={profile.id} name={profile.name} />
          </Stack>
          {profile.bio && (
            <Typography variant="body2" color="text.secondary">
              {profile.bio}
            </Typography>
          )}
          <ProfileFollowBar
            profile={profile}
            isOwn={isOwn}
            action={
              isOwn ? undefined : (
                <CopySettingsButton expert={{ user_id: profile.user_id, name: profile.name }} />
              )
            }
          />
          {isOwn && (
            <Stack direction="row" sx={{ pt: 0.5 }}>
              <Suspense fallback={null}>
                <ConnectBrokerButton />
              </Suspense>
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

/**
 * The trades under the profile card, laid out only once the card has its real height: the card's
 * skeleton is shorter than most cards (a bio, the follow bar), and trades painted under it would jump
 * down when the card arrives (a layout shift of 0.13 on a phone). They still load meanwhile.
 */
export function TradesBelowProfileCard({
  profilePending,
  children,
}: {
  profilePending: boolean;
  children: ReactNode;
}) {
  return (
    <Box hidden={profilePending} data-testid="profile-trades-section">
      {children}
    </Box>
  );
}
