import CheckCircle from '@mui/icons-material/CheckCircle';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import { Alert, AlertTitle, Button, Stack, Typography } from '@mui/material';
import type { Group } from '@tradecircle/domain';
import { lazy, useState } from 'react';
import { withTimeout } from '../../../shared/lazy/lazy-page.ts';
import { OnceOpened } from '../../../shared/lazy/once-opened.tsx';
import { PAYMENT_TEXTS } from '../../payments/index.ts';
import { loadPayoutFormDialog } from '../../payments/lazy.ts';
import { GROUP_TEXTS } from '../group-texts.ts';

const PayoutFormDialog = lazy(() =>
  withTimeout(loadPayoutFormDialog()).then((m) => ({
    default: m.PayoutFormDialog,
  })),
);

/**
 * The admin's payment setup card (§2, §4 "Admin payout information"): missing (add it), Pending (in
 * review, editable), Rejected (the remark, editable); once Verified a 'Payments active' line.
 */
export function PaymentSetupCard({ group }: { group: Pick<Group, 'is_admin' | 'admin_payment_info'> }) {
  const [isEditing, setIsEditing] = useState(false);
  if (!group.is_admin) return null;
  const info = group.admin_payment_info;
  const status = info?.verification_status ?? null;

  if (status === 'Verified') {
    return (
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
        <CheckCircle color="success" fontSize="small" />
        <Typography variant="body2" color="success.main">
          {PAYMENT_TEXTS.paymentsActive}
        </Typography>
      </Stack>
    );
  }

  const edit = (
    <Button
      color="inherit"
      variant="outlined"
      size="small"
      onClick={() => setIsEditing(true)}
      sx={{ flexShrink: 0 }}
    >
      {status === null ? PAYMENT_TEXTS.addPaymentInfo : PAYMENT_TEXTS.editPaymentInfo}
    </Button>
  );

  return (
    <>
      <Alert
        severity={status === 'Rejected' ? 'error' : status === 'Pending' ? 'info' : 'warning'}
        icon={<PaymentsOutlined />}
        variant="outlined"
        action={edit}
        sx={{ flexWrap: { xs: 'wrap', md: 'nowrap' }, '& .MuiAlert-action': { ml: { xs: 0, md: 'auto' } } }}
      >
        <AlertTitle>
          {status === 'Rejected'
            ? PAYMENT_TEXTS.setupRejected
            : status === 'Pending'
              ? PAYMENT_TEXTS.setupPending
              : GROUP_TEXTS.paymentInfoMissing}
        </AlertTitle>
        {status === 'Rejected'
          ? info?.remark || 'Please correct your bank and KYC details and save them again.'
          : status === 'Pending'
            ? 'Your bank and KYC details are being reviewed. Subscriptions open once they are verified.'
            : 'Add your bank and KYC details to take paid subscriptions.'}
      </Alert>
      <OnceOpened open={isEditing}>
        <PayoutFormDialog open={isEditing} onClose={() => setIsEditing(false)} />
      </OnceOpened>
    </>
  );
}
