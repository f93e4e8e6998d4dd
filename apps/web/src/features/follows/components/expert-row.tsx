import { Box, Typography } from '@mui/material';
import type { Influencer } from '@tradecircle/domain';
import { performanceColour, weekPerformanceLabel } from '../expert-labels.ts';
import { ExpertIdentity } from './expert-identity.tsx';
import { FollowButton } from './follow-button.tsx';

/**
 * One expert in a list: who they are, how the last week went, and the Follow / Following button.
 * `compact` (a side column) takes a smaller avatar and button, leaving the name room.
 */
export function ExpertRow({ expert, compact = false }: { expert: Influencer; compact?: boolean }) {
  return (
    <Box
      component="li"
      aria-label={expert.name}
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1.25, listStyle: 'none', minWidth: 0 }}
    >
      <ExpertIdentity expert={expert} avatarSize={compact ? 36 : 44}>
        <Typography
          variant="caption"
          sx={{
            color: performanceColour(expert.percent_last_seven_days, expert.performance_calls),
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {weekPerformanceLabel(expert)}
        </Typography>
      </ExpertIdentity>
      <FollowButton
        target={{ user_id: expert.user_id, name: expert.name, influencer: expert }}
        isFollowed={expert.is_followed}
        compact={compact}
      />
    </Box>
  );
}
