import { Box, Stack, Typography } from '@mui/material';
import type { Influencer } from '@tradecircle/domain';
import { formatPercent } from '@tradecircle/domain';
import { isSmallSample, performanceColour, SEBI_TYPE_LABELS, tradesLabel } from '../expert-labels.ts';
import { ExpertCardFrame } from './expert-card-frame.tsx';
import { FollowButton } from './follow-button.tsx';

/** An expert of the SEBI directory: identity, registration, the last seven days, Follow. */
export function ExpertCard({ expert }: { expert: Influencer }) {
  const { percent_last_seven_days: percent, trades_count_last_seven_days: trades } = expert;
  const registration = expert.sebi_user_type
    ? SEBI_TYPE_LABELS[expert.sebi_user_type].long
    : 'SEBI Registered';
  return (
    <ExpertCardFrame expert={expert} avatarSize={52}>
      <Typography variant="caption" color="text.secondary">
        {registration}
      </Typography>
      <Stack direction="row" spacing={3} sx={{ mt: 'auto' }}>
        <Figure label="Last 7 days">
          <Box component="span" sx={{ color: performanceColour(percent, trades), fontWeight: 700 }}>
            {trades === 0 ? '—' : formatPercent(percent)}
          </Box>
        </Figure>
        <Figure label="Trades in 7 days">
          {tradesLabel(trades)}
          {isSmallSample(trades) && (
            <Box component="span" sx={{ display: 'block', color: 'warning.main', typography: 'caption' }}>
              small sample
            </Box>
          )}
        </Figure>
      </Stack>
      <FollowButton
        target={{ user_id: expert.user_id, name: expert.name, influencer: expert }}
        isFollowed={expert.is_followed}
        fullWidth
      />
    </ExpertCardFrame>
  );
}

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Typography>
    </Stack>
  );
}
