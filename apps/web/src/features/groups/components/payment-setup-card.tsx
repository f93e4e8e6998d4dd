import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import { Alert, AlertTitle } from '@mui/material';
import type { Group } from '@tradecircle/domain';
import { GROUP_TEXTS } from '../group-texts.ts';

/**
 * The admin's payment setup card (§2): shown while payout information is missing. Entering it comes
 * with the payments issue, so for now the card states the state and offers nothing to press.
 */
export function PaymentSetupCard({ group }: { group: Pick<Group, 'is_admin' | 'admin_payment_info'> }) {
  if (!group.is_admin || group.admin_payment_info !== null) return null;
  return (
    <Alert severity="info" icon={<PaymentsOutlined />} variant="outlined">
      <AlertTitle>{GROUP_TEXTS.paymentInfoMissing}</AlertTitle>
      Payouts need your bank and KYC details. Adding them opens with online payments; until then premium
      subscriptions cannot be taken.
    </Alert>
  );
}
