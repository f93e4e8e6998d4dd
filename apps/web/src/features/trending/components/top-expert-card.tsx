import { Box, Stack, Typography } from '@mui/material';
import { formatIndianNumber, formatSignedNumber, type TrendingExpert } from '@tradecircle/domain';
import type { ReactNode } from 'react';
import { ExpertCardFrame } from '../../follows/components/expert-card-frame.tsx';
import { FollowButton } from '../../follows/components/follow-button.tsx';
import { SmallSampleChip } from '../../track-record/components/small-sample-chip.tsx';

/** `1 call`, `24 calls`: the closed calls behind the figures (the sample size). */
export function callsLabel(count: number): string {
  return `${formatIndianNumber(count, 0)} ${count === 1 ? 'call' : 'calls'}`;
}

/**
 * A top-performing expert: identity, accuracy with the number of closed calls behind it (marked as
 * a small sample below the track record's threshold), the average return, and Follow.
 */
export function TopExpertCard({ expert }: { expert: TrendingExpert }) {
  const returnColour =
    expert.avg_trade_return > 0
      ? 'success.main'
      : expert.avg_trade_return < 0
        ? 'error.main'
        : 'text.secondary';
  return (
    <ExpertCardFrame expert={expert} avatarSize={48}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Figure label="Accuracy">
          <Box component="span" sx={{ fontWeight: 700 }}>
            {formatIndianNumber(expert.accuracy)}%
          </Box>
          <Box component="span" sx={{ display: 'block', color: 'text.secondary', typography: 'caption' }}>
            {callsLabel(expert.closed_trades)}
          </Box>
        </Figure>
        <Figure label="Avg. return">
          <Box component="span" sx={{ fontWeight: 700, color: returnColour }}>
            {formatSignedNumber(expert.avg_trade_return)}%
          </Box>
        </Figure>
      </Stack>
      {expert.small_sample && (
        <Box>
          <SmallSampleChip />
        </Box>
      )}
      <Box sx={{ mt: 'auto' }}>
        <FollowButton
          target={{ user_id: expert.user_id, name: expert.name, influencer: expert }}
          isFollowed={expert.is_followed}
          fullWidth
        />
      </Box>
    </ExpertCardFrame>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Typography>
    </Stack>
  );
}
