import CheckCircle from '@mui/icons-material/CheckCircle';
import { Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { GamificationTask } from '@tradecircle/domain';
import { GAMIFICATION_TEXTS } from '../gamification-texts.ts';
import { TaskIcon } from './task-icon.tsx';

/** Tasks with their icon, title and reward; a completed one says Done. */
export function TaskList({ tasks, label }: { tasks: readonly GamificationTask[]; label: string }) {
  if (tasks.length === 0) {
    return <Typography color="text.secondary">{GAMIFICATION_TEXTS.tasksEmpty}</Typography>;
  }
  return (
    <List aria-label={label} disablePadding>
      {tasks.map((task) => (
        <ListItem
          key={task.key}
          divider
          disableGutters
          aria-label={`${task.title}${task.is_completed ? ` (${GAMIFICATION_TEXTS.done})` : ''}`}
          sx={{ gap: 1.5, opacity: task.is_completed ? 0.7 : 1 }}
        >
          <TaskIcon file={task.file} />
          <ListItemText
            primary={task.title}
            secondary={`+${task.coin_reward} coins`}
            slotProps={{ primary: { sx: { textDecoration: task.is_completed ? 'line-through' : 'none' } } }}
          />
          {task.is_completed && (
            <Chip
              size="small"
              color="success"
              icon={<CheckCircle aria-hidden />}
              label={GAMIFICATION_TEXTS.done}
              sx={{ flexShrink: 0 }}
            />
          )}
        </ListItem>
      ))}
    </List>
  );
}
