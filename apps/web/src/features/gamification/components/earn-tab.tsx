import { Paper, Stack, Typography } from '@mui/material';
import { GAMIFICATION_TEXTS } from '../gamification-texts.ts';
import { useDailyTasks, useOneTimeTasks } from '../hooks.ts';
import { DailyProgress } from './daily-progress.tsx';
import { RowsSkeleton, SectionError } from './section-states.tsx';
import { TaskList } from './task-list.tsx';

/** Earn Reward: today's tasks with the day's counter and bar, then the one-time tasks. */
export function EarnTab() {
  const daily = useDailyTasks();
  const oneTime = useOneTimeTasks();
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" component="section" aria-label={GAMIFICATION_TEXTS.dailyTasks} sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {GAMIFICATION_TEXTS.dailyTasks}
        </Typography>
        {daily.isPending ? (
          <RowsSkeleton rows={4} label={`Loading ${GAMIFICATION_TEXTS.dailyTasks.toLowerCase()}`} />
        ) : daily.isError ? (
          <SectionError onRetry={() => void daily.refetch()} />
        ) : (
          <Stack spacing={1.5}>
            <DailyProgress earned={daily.data.earned_today} target={daily.data.daily_target} />
            <TaskList tasks={daily.data.data} label={GAMIFICATION_TEXTS.dailyTasks} />
          </Stack>
        )}
      </Paper>
      <Paper
        variant="outlined"
        component="section"
        aria-label={GAMIFICATION_TEXTS.oneTimeTasks}
        sx={{ p: 2 }}
      >
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {GAMIFICATION_TEXTS.oneTimeTasks}
        </Typography>
        {oneTime.isPending ? (
          <RowsSkeleton rows={4} label={`Loading ${GAMIFICATION_TEXTS.oneTimeTasks.toLowerCase()}`} />
        ) : oneTime.isError ? (
          <SectionError onRetry={() => void oneTime.refetch()} />
        ) : (
          <TaskList tasks={oneTime.data.data} label={GAMIFICATION_TEXTS.oneTimeTasks} />
        )}
      </Paper>
    </Stack>
  );
}
