import LockOutlined from '@mui/icons-material/LockOutlined';
import { GAMIFICATION_TEXTS } from '../gamification-texts.ts';
import {
  NextToGamificationDialog,
  type NextToGamificationDialogProps,
} from './next-to-gamification-dialog.tsx';
import { RuleList } from './rule-list.tsx';

/** The lock trade modal: which calls can be unlocked, at what price; Next leads to where coins are earned. */
export function LockTradeDialog(props: NextToGamificationDialogProps) {
  return (
    <NextToGamificationDialog
      {...props}
      title={GAMIFICATION_TEXTS.lockModalTitle}
      icon={<LockOutlined color="action" aria-hidden />}
    >
      <RuleList rules={GAMIFICATION_TEXTS.lockModalText} label="Unlocking rules" />
    </NextToGamificationDialog>
  );
}
