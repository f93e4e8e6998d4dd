import { Box, Stack, Typography } from '@mui/material';
import { formatIndianNumber, formatSignedNumber, type TrendingExpert } from '@tradecircle/domain';
import type { ReactNode } from 'react';
import { ExpertCardFrame, FollowButton } from '../../follows/index.ts';
import { callsLabel, figureBasis, SmallSampleChip, WINDOW_TEXT } from '../../track-record/index.ts';

/**
 * A top-performing expert: identity, accuracy and the average return, each with the closed calls
 * behind it and the ranking's window (`12 calls · 1M`; a small sample marked below the track
 * record's threshold), and Follow.
 */
export function TopExpertCard({ expert }: { expert: TrendingExpert }) {
  const returnColour =
    expert.avg_trade_return > 0
      ? 'success.main'
      : expert.avg_trade_return < 0
        ? 'error.main'
        : 'text.secondary';
  const basis = figureBasis(expert.closed_trades, expert.window);
  const basisTitle = `${WINDOW_TEXT[expert.window]}: ${callsLabel(expert.closed_trades)}`;
  return (
    <ExpertCardFrame expert={expert} avatarSize={48}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Figure label="Accuracy" basis={basis} basisTitle={basisTitle}>
          <Box component="span" sx={{ fontWeight: 700 }}>
            {formatIndianNumber(expert.accuracy)}%
          </Box>
        </Figure>
        <Figure label="Avg. return" basis={basis} basisTitle={basisTitle}>
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

function Figure({
  label,
  basis,
  basisTitle,
  children,
}: {
  label: string;
  /** The calls and window behind the figure, under it. */
  basis: string;
  basisTitle: string;
  children: ReactNode;
}) {
  return (
    <Stack>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Typography>
      <Typography variant="caption" color="text.secondary" title={basisTitle}>
        {basis}
      </Typography>
    </Stack>
  );
}
