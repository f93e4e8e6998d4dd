import CloseIcon from '@mui/icons-material/Close';
import {
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { DAILY_TASKS, ONE_TIME_TASKS } from '@tradecircle/domain';
import { useId } from 'react';
import { useIsFullScreenDialog } from '../../../shared/ui/use-full-screen-dialog.ts';
import { GAMIFICATION_TEXTS } from '../gamification-texts.ts';
import { RuleList } from './rule-list.tsx';
import { StreakRewardsTable } from './streak-dialog.tsx';

type Task = { key: string; title: string; coin_reward: number };

/** Need Help › How to earn: every task with its reward, and the streak's rules and rewards. */
export function HowToEarnDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const fullScreen = useIsFullScreenDialog();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {GAMIFICATION_TEXTS.howToEarnTitle}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography>{GAMIFICATION_TEXTS.howToEarnIntro}</Typography>
          <TaskRewards
            heading={GAMIFICATION_TEXTS.dailyTasks}
            tasks={DAILY_TASKS}
            note="Each pays once a day."
          />
          <TaskRewards
            heading={GAMIFICATION_TEXTS.oneTimeTasks}
            tasks={ONE_TIME_TASKS}
            note="Each pays once."
          />
          <Stack spacing={0.5}>
            <Typography variant="subtitle1" component="h3">
              {GAMIFICATION_TEXTS.streakHeading}
            </Typography>
            <RuleList rules={GAMIFICATION_TEXTS.streakRules} label="Streak rules" />
            <StreakRewardsTable />
          </Stack>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}

function TaskRewards({ heading, tasks, note }: { heading: string; tasks: readonly Task[]; note: string }) {
  return (
    <Stack spacing={0.5}>
      <Typography variant="subtitle1" component="h3">
        {heading}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {note}
      </Typography>
      <List dense aria-label={heading} disablePadding>
        {tasks.map((task) => (
          <ListItem
            key={task.key}
            disableGutters
            secondaryAction={<Typography variant="body2">+{task.coin_reward}</Typography>}
          >
            <ListItemText primary={task.title} />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
