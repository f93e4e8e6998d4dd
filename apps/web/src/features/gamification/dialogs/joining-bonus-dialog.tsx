import RedeemOutlined from '@mui/icons-material/RedeemOutlined';
import { SIGNUP_BONUS_CREDITS } from '@tradecircle/domain';
import { GAMIFICATION_TEXTS } from '../gamification-texts.ts';
import {
  NextToGamificationDialog,
  type NextToGamificationDialogProps,
} from './next-to-gamification-dialog.tsx';
import { RuleList } from './rule-list.tsx';

/** The joining bonus modal: the coins every new account starts with; Next leads to Gamification. */
export function JoiningBonusDialog(props: NextToGamificationDialogProps) {
  return (
    <NextToGamificationDialog
      {...props}
      title={GAMIFICATION_TEXTS.joiningBonusTitle}
      icon={<RedeemOutlined color="warning" aria-hidden />}
    >
      <RuleList rules={GAMIFICATION_TEXTS.joiningBonusText(SIGNUP_BONUS_CREDITS)} label="Joining bonus" />
    </NextToGamificationDialog>
  );
}
