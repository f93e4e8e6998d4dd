import { useNavigate } from 'react-router';
import { routeTo } from '../../shared/routing/route-names.ts';
import { useHoldSignupBonus } from '../auth/index.ts';
import { AdviceNotice } from '../groups/index.ts';
import { LazyPaymentDialog } from '../payments/index.ts';
import { useSubscribeOffer } from './api.ts';
import { OfferStatusDialog } from './offer-status-dialog.tsx';

/**
 * The payment modal of /subscribe (groups-and-payments.md §2, §4 "Phone-OTP flow"): the premium
 * group the server offers, in the payment dialog; after paying (or a started trial) the browser
 * goes to that group's page. No offer: the page says so, with nothing to pay.
 */
export function SubscribePaymentStep({ open, onClose }: { open: boolean; onClose: () => void }) {
  // The signup greeting waits until this step is answered, instead of covering it.
  useHoldSignupBonus(open);
  const navigate = useNavigate();
  const offer = useSubscribeOffer(open);
  const group = offer.data?.group ?? null;
  if (group) {
    return (
      <LazyPaymentDialog
        group={group}
        open={open}
        onClose={onClose}
        onPaid={() => navigate(routeTo('premiumGroup', { id: group.id }))}
        notice={<AdviceNotice group={group} />}
      />
    );
  }
  return (
    <OfferStatusDialog
      open={open}
      state={offer.isPending ? 'loading' : offer.isError ? 'failed' : 'closed'}
      onClose={onClose}
      onRetry={() => void offer.refetch()}
    />
  );
}
