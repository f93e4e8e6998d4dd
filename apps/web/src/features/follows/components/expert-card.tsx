import { Box, Stack, Typography } from '@mui/material';
import { formatPercent, type Influencer } from '@tradecircle/domain';
import { figureBasis, windowLabel } from '../../track-record/index.ts';
import { isSmallSample, performanceColour, SEBI_TYPE_LABELS, tradesLabel } from '../expert-labels.ts';
import { ExpertCardFrame } from './expert-card-frame.tsx';
import { FollowButton } from './follow-button.tsx';

/** What the directory's week figures are, for the title beside them. */
const WEEK_BASIS_TITLE =
  'Mean P&L of the public calls posted in the last 7 days that are live (at the live price) or closed';

/**
 * An expert of the SEBI directory: identity, registration, the last seven days (the mean P&L with
 * the calls behind it and the window, and the trades posted), Follow.
 */
export function ExpertCard({ expert }: { expert: Influencer }) {
  const {
    percent_last_seven_days: percent,
    trades_count_last_seven_days: trades,
    performance_calls: calls,
    performance_window: window,
  } = expert;
  const registration = expert.sebi_user_type
    ? SEBI_TYPE_LABELS[expert.sebi_user_type].long
    : 'SEBI Registered';
  return (
    <ExpertCardFrame expert={expert} avatarSize={52}>
      <Typography variant="caption" color="text.secondary">
        {registration}
      </Typography>
      <Stack direction="row" spacing={3} sx={{ mt: 'auto' }}>
        <Figure label="Avg. P&L">
          <Box component="span" sx={{ color: performanceColour(percent, calls), fontWeight: 700 }}>
            {calls === 0 ? '—' : formatPercent(percent)}
          </Box>
          <Box
            component="span"
            title={WEEK_BASIS_TITLE}
            sx={{ display: 'block', color: 'text.secondary', typography: 'caption' }}
          >
            {figureBasis(calls, window)}
          </Box>
          {isSmallSample(calls) && (
            <Box component="span" sx={{ display: 'block', color: 'warning.main', typography: 'caption' }}>
              small sample
            </Box>
          )}
        </Figure>
        <Figure label="Posted">
          {tradesLabel(trades)}
          <Box component="span" sx={{ display: 'block', color: 'text.secondary', typography: 'caption' }}>
            {windowLabel(window)}
          </Box>
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
