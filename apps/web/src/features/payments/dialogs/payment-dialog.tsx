import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import Close from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import {
  chargePaise,
  formatDate,
  formatRupees,
  type Group,
  ORDER_MESSAGES,
  PAYMENT_DIALOG_WIDTH,
  PAYMENT_MESSAGES,
  PAYMENT_SNACKBAR_MS,
  paiseToRupees,
  rupeesToPaise,
} from '@tradecircle/domain';
import { type ReactNode, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../shared/api/app-bridge.ts';
import { rememberGroupForLogin } from '../../../shared/api/auth-state.ts';
import { useIsLoggedIn } from '../../../shared/api/use-session.ts';
import { routeTo } from '../../../shared/routing/route-names.ts';
import { UserAvatar } from '../../../shared/ui/user-avatar.tsx';
import type { MembershipTerm, Plan } from '../api.ts';
import { type AppliedCoupon, CouponField } from '../components/coupon-field.tsx';
import { PlanChoices } from '../components/plan-choices.tsx';
import { notifyPaymentRefusal, type PaidResult, useFreeTrial, useGroupCheckout } from '../hooks.ts';
import { PAYMENT_TEXTS, plansOf } from '../payment-texts.ts';

export interface PaymentDialogProps {
  group: Group;
  open: boolean;
  onClose: () => void;
  /** After a payment (when the member leaves the Congratulation view) or a started free trial. */
  onPaid?: () => void;
  /** The plan chosen when the dialog opens (else the first, cheapest period). */
  planId?: number;
  /**
   * The group's not-investment-advice notice (groups' AdviceNotice, null when the admin is
   * SEBI-registered), shown above the no-refund note: the opener passes it, since groups sits above
   * payments.
   */
  notice: ReactNode;
}

/** What the chosen plan costs with the coupon, for display: the server prices the order itself. */
function toPay(plan: Plan, coupon: AppliedCoupon | null) {
  const { amount, discount } = chargePaise(
    {
      pricePaise: rupeesToPaise(plan.price),
      discountPricePaise: plan.discount_price === null ? null : rupeesToPaise(plan.discount_price),
      isDiscountPriceLive: plan.is_discount_price_live,
    },
    coupon?.percent ?? 0,
  );
  return { amount: paiseToRupees(amount), discount: paiseToRupees(discount) };
}

/**
 * The premium group payment dialog (§2, §4 "Payment", §8), 423 px wide: the group, its plans as radio
 * choices, the coupon field, the price to pay, the free trial where offered, the not-investment-advice
 * notice when the admin is not SEBI-registered, the no-refund note and Pay & Join; after the payment
 * the 'Congratulation' view with the membership's dates and Go Back.
 */
export function PaymentDialog({ group, open, onClose, onPaid, planId, notice }: PaymentDialogProps) {
  const navigate = useNavigate();
  const titleId = useId();
  const isLoggedIn = useIsLoggedIn();
  const plans = plansOf(group);
  const [chosenId, setChosenId] = useState<number | null>(planId ?? null);
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [paid, setPaid] = useState<PaidResult | null>(null);
  // The last payment came too late for its coupon: refunded, the coupon dropped (the field starts afresh).
  const [hasCouponLapsed, setHasCouponLapsed] = useState(false);
  const [couponFieldKey, setCouponFieldKey] = useState(0);
  // Each opening starts afresh: the dialog's content (the coupon field) unmounts while it is closed.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setChosenId(planId ?? null);
      setCoupon(null);
      setPaid(null);
      setHasCouponLapsed(false);
    }
  }
  const trial = useFreeTrial(group.id);
  const checkout = useGroupCheckout(group, {
    onPaid: setPaid,
    onFailed: onClose,
    onCouponLapsed: () => {
      setCoupon(null);
      setCouponFieldKey((key) => key + 1);
      setHasCouponLapsed(true);
    },
  });
  const chosen = plans.find((plan) => plan.id === chosenId) ?? plans[0] ?? null;
  const isBusy = checkout.isBusy || trial.isPending;

  const toLogin = () => {
    rememberGroupForLogin(group.id);
    onClose();
    navigate(routeTo('login'));
  };

  const payAndJoin = () => {
    if (!isLoggedIn) return toLogin();
    if (!chosen) return;
    setHasCouponLapsed(false);
    void checkout.pay({ planId: chosen.id, planName: chosen.plan_name, couponCode: coupon?.code ?? null });
  };

  const startTrial = () => {
    if (!isLoggedIn) return toLogin();
    trial.mutate(undefined, {
      onSuccess: (answer) => {
        notify(answer.message, 'success', PAYMENT_SNACKBAR_MS);
        onClose();
        onPaid?.();
      },
      onError: (error) => notifyPaymentRefusal(error),
    });
  };

  const close = () => {
    if (isBusy) return;
    onClose();
    if (paid) onPaid?.();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      // The provider's checkout opens above this dialog and needs the focus while it is up.
      disableEnforceFocus={checkout.phase === 'checkout'}
      slotProps={{
        paper: { sx: { width: PAYMENT_DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)', m: 2 } },
      }}
    >
      <DialogTitle id={`${titleId}-heading`} sx={{ pr: 6 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <UserAvatar name={group.name} image={group.picture} size={44} />
          <Box component="span" id={titleId} sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {group.name}
          </Box>
        </Stack>
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={close}
        disabled={isBusy}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <Close />
      </IconButton>
      {paid ? (
        <PaidView result={paid} groupName={group.name} onBack={close} />
      ) : (
        <>
          <DialogContent dividers>
            <Stack spacing={2}>
              {plans.length === 0 ? (
                <Typography color="text.secondary">{PAYMENT_TEXTS.noPlans}</Typography>
              ) : (
                <PlanChoices
                  plans={plans}
                  value={chosen?.id ?? null}
                  onChange={setChosenId}
                  disabled={isBusy}
                />
              )}
              {plans.length > 0 && (
                <CouponField
                  key={couponFieldKey}
                  groupId={group.id}
                  onApplied={setCoupon}
                  disabled={isBusy || !isLoggedIn}
                />
              )}
              {hasCouponLapsed && (
                <Alert severity="warning" variant="outlined">
                  {ORDER_MESSAGES.couponLapsed}
                </Alert>
              )}
              {chosen && <PriceToPay plan={chosen} coupon={coupon} />}
              {group.free_trail && (
                <>
                  <Divider />
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center', justifyContent: 'space-between' }}
                  >
                    <Typography variant="body2">{PAYMENT_TEXTS.freeTrialNote}</Typography>
                    <Button
                      variant="outlined"
                      onClick={startTrial}
                      loading={trial.isPending}
                      disabled={checkout.isBusy}
                      sx={{ flexShrink: 0 }}
                    >
                      {PAYMENT_TEXTS.startFreeTrial}
                    </Button>
                  </Stack>
                </>
              )}
              {notice}
              <Alert severity="info" variant="outlined" role="note">
                {PAYMENT_TEXTS.noRefund}
              </Alert>
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2 }}>
            <Button
              fullWidth
              size="large"
              variant="contained"
              onClick={payAndJoin}
              disabled={!chosen || trial.isPending}
              loading={checkout.isBusy}
            >
              {PAYMENT_MESSAGES.payAndJoin}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

function PriceToPay({ plan, coupon }: { plan: Plan; coupon: AppliedCoupon | null }) {
  const { amount, discount } = toPay(plan, coupon);
  return (
    <Stack spacing={0.25} aria-live="polite">
      {discount > 0 && (
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary">
            Coupon {coupon?.code}
          </Typography>
          <Typography variant="body2" color="success.main" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            −{formatRupees(discount)}
          </Typography>
        </Stack>
      )}
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography sx={{ fontWeight: 600 }}>{PAYMENT_TEXTS.toPay}</Typography>
        <Typography variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatRupees(amount)}
        </Typography>
      </Stack>
    </Stack>
  );
}

function PaidView({
  result,
  groupName,
  onBack,
}: {
  result: PaidResult;
  groupName: string;
  onBack: () => void;
}) {
  const term: MembershipTerm | undefined = result.answer.membership ?? result.order.duration_detail;
  return (
    <>
      <DialogContent dividers>
        <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}>
          <CheckCircleOutline color="success" sx={{ fontSize: 56 }} />
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            {PAYMENT_MESSAGES.congratulation}
          </Typography>
          <Typography>{PAYMENT_TEXTS.welcome(groupName)}</Typography>
          {term && (
            <Typography color="text.secondary">
              {PAYMENT_TEXTS.memberSince(formatDate(term.start_date), formatDate(term.end_date))}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button fullWidth size="large" variant="contained" onClick={onBack}>
          {PAYMENT_TEXTS.goBack}
        </Button>
      </DialogActions>
    </>
  );
}
