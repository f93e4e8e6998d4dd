import LocalFireDepartment from '@mui/icons-material/LocalFireDepartment';
import { Box, Typography } from '@mui/material';
import { STREAK_REWARDS } from '@tradecircle/domain';
import { GAMIFICATION_TEXTS } from '../gamification-texts.ts';
import {
  NextToGamificationDialog,
  type NextToGamificationDialogProps,
} from './next-to-gamification-dialog.tsx';
import { RuleList } from './rule-list.tsx';

/** The streak modal: how a streak is built, kept and paid, day by day. */
export function StreakDialog(props: NextToGamificationDialogProps) {
  return (
    <NextToGamificationDialog
      {...props}
      title={GAMIFICATION_TEXTS.streakModalTitle}
      icon={<LocalFireDepartment color="warning" aria-hidden />}
    >
      <RuleList rules={GAMIFICATION_TEXTS.streakRules} label="Streak rules" />
      <StreakRewardsTable />
    </NextToGamificationDialog>
  );
}

export function StreakRewardsTable() {
  return (
    <Box
      component="table"
      aria-label="Streak rewards"
      sx={{ width: '100%', borderCollapse: 'collapse', '& td, & th': { py: 0.5, textAlign: 'left' } }}
    >
      <thead>
        <tr>
          <Typography component="th" variant="caption" color="text.secondary">
            Day
          </Typography>
          <Typography component="th" variant="caption" color="text.secondary">
            Coins
          </Typography>
        </tr>
      </thead>
      <tbody>
        {STREAK_REWARDS.map(({ day, reward }) => (
          <tr key={day}>
            <Typography component="td" variant="body2">
              {GAMIFICATION_TEXTS.dayLabel(day)}
            </Typography>
            <Typography component="td" variant="body2">
              {reward}
            </Typography>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
