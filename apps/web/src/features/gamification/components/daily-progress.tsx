import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { GAMIFICATION_TEXTS } from '../gamification-texts.ts';

/** Today's coins from daily tasks against what they pay all done: `40/100` and a bar. */
export function DailyProgress({ earned, target }: { earned: number; target: number }) {
  const percent = target > 0 ? Math.min(100, Math.round((earned / target) * 100)) : 0;
  return (
    <Stack spacing={0.75}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography variant="body2" color="text.secondary">
          {GAMIFICATION_TEXTS.dailyProgressLabel}
        </Typography>
        <Typography variant="subtitle2" component="p" data-testid="daily-counter">
          {GAMIFICATION_TEXTS.dailyCounter(earned, target)}
        </Typography>
      </Stack>
      <Box>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={GAMIFICATION_TEXTS.dailyProgressLabel}
          sx={{ height: 8, borderRadius: 4 }}
        />
      </Box>
    </Stack>
  );
}
