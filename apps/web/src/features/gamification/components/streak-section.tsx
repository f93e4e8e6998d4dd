import AcUnitOutlined from '@mui/icons-material/AcUnitOutlined';
import LocalFireDepartment from '@mui/icons-material/LocalFireDepartment';
import { Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import type { StreakDetailResponse } from '@tradecircle/domain';
import { GAMIFICATION_TEXTS } from '../gamification-texts.ts';
import { useStreakDetail } from '../hooks.ts';
import { RowsSkeleton, SectionError } from './section-states.tsx';

type Streak = StreakDetailResponse['data'];

/**
 * The daily streak: the 7 days of the reward cycle with each day's coins, the current day marked,
 * days already behind ticked off, the cycle's percentage as a bar and the freezes held. How streaks
 * work opens the streak modal.
 */
export function StreakSection({ onOpenDetails }: { onOpenDetails: () => void }) {
  const streak = useStreakDetail();
  return (
    <Paper variant="outlined" component="section" aria-label={GAMIFICATION_TEXTS.streakHeading} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, gap: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <LocalFireDepartment color="warning" aria-hidden />
          <Typography variant="h6" component="h2">
            {GAMIFICATION_TEXTS.streakHeading}
          </Typography>
        </Stack>
        <Button size="small" onClick={onOpenDetails}>
          {GAMIFICATION_TEXTS.streakDetails}
        </Button>
      </Stack>
      {streak.isPending ? (
        <RowsSkeleton rows={2} height={56} label="Loading streak" />
      ) : streak.isError ? (
        <SectionError onRetry={() => void streak.refetch()} />
      ) : (
        <StreakBody streak={streak.data.data} />
      )}
    </Paper>
  );
}

function StreakBody({ streak }: { streak: Streak }) {
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {streak.streak_days > 0
          ? GAMIFICATION_TEXTS.streakDays(streak.streak_days)
          : GAMIFICATION_TEXTS.noStreak}
      </Typography>
      {streak.streak_days > 0 && (
        <Typography variant="body2" color="text.secondary">
          {streak.active_today ? GAMIFICATION_TEXTS.streakActiveToday : GAMIFICATION_TEXTS.streakNotYet}
        </Typography>
      )}
      <Box
        component="ol"
        aria-label="Streak rewards by day"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
          gap: { xs: 0.5, sm: 1 },
        }}
      >
        {streak.rewards.map(({ day, reward }) => (
          <StreakDay key={day} day={day} reward={reward} currentDay={streak.current_day} />
        ))}
      </Box>
      <LinearProgress
        variant="determinate"
        value={Math.max(0, Math.min(100, streak.percentage))}
        aria-label="Streak cycle progress"
        color="warning"
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <AcUnitOutlined fontSize="small" color="info" aria-hidden />
        <Typography variant="body2" color="text.secondary">
          {GAMIFICATION_TEXTS.freezes(streak.freezes)}
        </Typography>
      </Stack>
    </Stack>
  );
}

function StreakDay({ day, reward, currentDay }: { day: number; reward: number; currentDay: number }) {
  const isCurrent = day === currentDay;
  const isDone = day < currentDay;
  return (
    <Box
      component="li"
      aria-current={isCurrent ? 'step' : undefined}
      aria-label={`${GAMIFICATION_TEXTS.dayLabel(day)}: ${reward} coins${isCurrent ? ', today' : ''}`}
      sx={{
        textAlign: 'center',
        py: 1,
        borderRadius: 2,
        border: 2,
        borderColor: isCurrent ? 'warning.main' : 'divider',
        bgcolor: isCurrent ? 'warning.light' : isDone ? 'action.selected' : 'transparent',
        color: isCurrent ? 'warning.contrastText' : 'text.primary',
      }}
    >
      <Typography variant="caption" component="p" sx={{ lineHeight: 1.2 }}>
        {GAMIFICATION_TEXTS.dayLabel(day)}
      </Typography>
      <Typography variant="subtitle2" component="p">
        {reward}
      </Typography>
    </Box>
  );
}
