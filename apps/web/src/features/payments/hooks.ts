/** Queries and mutations of the payments area; a change refreshes what it touches. */
import { useTheme } from '@mui/material/styles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Group,
  ORDER_MESSAGES,
  PAYMENT_MESSAGES,
  PAYMENT_SNACKBAR_MS,
  SNACKBAR_MESSAGE_MS,
} from '@tradecircle/domain';
import { useState } from 'react';
import { notify } from '../../shared/api/app-bridge.ts';
import { HttpError, serverMessage } from '../../shared/api/http-errors.ts';
import { isAbortError, SessionExpiredError } from '../../shared/api/request.ts';
import { useSession } from '../../shared/api/use-session.ts';
import {
  type CouponInput,
  checkCouponCode,
  createCoupon,
  createGroupOrder,
  createVideoOrder,
  deactivateCoupon,
  fetchCoupons,
  fetchPaymentInfo,
  type OrderAnswer,
  type PaymentInfoInput,
  type PaymentOutcome,
  type PaymentOutcomeAnswer,
  type PlanInput,
  reportPaymentOutcome,
  saveGroupPlans,
  savePaymentInfo,
  subscribeForFree,
} from './api.ts';
import { type CheckoutInstance, openCheckout } from './checkout.ts';
import { PAYMENT_TEXTS } from './payment-texts.ts';
import { usePaymentPorts } from './ports.ts';
import { paymentKeys } from './query-keys.ts';

/** The server's message of a refusal these calls handle themselves (400, 403, 404, 409), else null. */
export function refusalMessage(error: unknown): string | null {
  if (isAbortError(error) || error instanceof SessionExpiredError) return null;
  if (!(error instanceof HttpError) || ![400, 403, 404, 409].includes(error.status)) return null;
  return serverMessage(error.body);
}

/** A refusal in an error snackbar (4.5 s); the not-active one as the spec's warning (2.5 s). */
export function notifyPaymentRefusal(error: unknown, fallback?: string): void {
  const message = refusalMessage(error) ?? fallback;
  if (!message) return;
  if (message === PAYMENT_MESSAGES.notActive) notify(message, 'warning', PAYMENT_SNACKBAR_MS);
  else notify(message, 'error', SNACKBAR_MESSAGE_MS);
}

// ---- plans ----

export function useSaveGroupPlans(groupId: number) {
  const queryClient = useQueryClient();
  const { refreshGroups } = usePaymentPorts();
  return useMutation({
    mutationFn: (plans: PlanInput[]) => saveGroupPlans(groupId, plans),
    // A group's plans are its `price`: every group answer shows them.
    onSuccess: () => refreshGroups(queryClient),
  });
}

// ---- coupons ----

export function useCoupons(enabled = true) {
  return useQuery({
    queryKey: paymentKeys.coupons(),
    queryFn: ({ signal }) => fetchCoupons(signal),
    enabled,
  });
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CouponInput) => createCoupon(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.coupons() }),
  });
}

export function useDeactivateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deactivateCoupon(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.coupons() }),
  });
}

export function useCouponCheck() {
  return useMutation({
    mutationFn: ({ code, groupId }: { code: string; groupId: number }) => checkCouponCode(code, groupId),
  });
}

// ---- payout information ----

export function usePaymentInfo(enabled = true) {
  return useQuery({
    queryKey: paymentKeys.paymentInfo(),
    queryFn: ({ signal }) => fetchPaymentInfo(signal),
    enabled,
  });
}

export function useSavePaymentInfo() {
  const queryClient = useQueryClient();
  const { refreshGroups } = usePaymentPorts();
  return useMutation({
    mutationFn: ({ input, isFirst }: { input: PaymentInfoInput; isFirst: boolean }) =>
      savePaymentInfo(input, isFirst),
    onSuccess: (answer) => {
      queryClient.setQueryData(paymentKeys.paymentInfo(), { payment_info: answer.payment_info });
      return refreshGroups(queryClient);
    },
  });
}

// ---- joining ----

export function useFreeTrial(groupId: number) {
  const queryClient = useQueryClient();
  const { refreshGroups } = usePaymentPorts();
  return useMutation({
    mutationFn: () => subscribeForFree(groupId),
    onSuccess: () =>
      Promise.all([
        refreshGroups(queryClient, groupId),
        queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
      ]),
  });
}

export type CheckoutPhase = 'idle' | 'ordering' | 'checkout' | 'verifying';

export interface PaidResult {
  answer: PaymentOutcomeAnswer;
  order: OrderAnswer;
}

/** What the provider's checkout shows for the product being bought (the theme's colour is added). */
export interface CheckoutDisplay {
  name: string;
  description: string;
  image: string | null;
}

export interface CheckoutPurchase {
  /** Creates the product's order on the server. */
  createOrder: () => Promise<OrderAnswer>;
  /** What the checkout shows, or how to read it from the order (its product's details). */
  display: CheckoutDisplay | ((order: OrderAnswer) => CheckoutDisplay);
  /**
   * Reports the checkout's outcome to the server; order-payment's PATCH unless the product has its
   * own call (a webinar's update-webinar-payment).
   */
  reportOutcome?: (outcome: PaymentOutcome, order: OrderAnswer) => Promise<PaymentOutcomeAnswer>;
  /** After the server verified the payment, still while verifying: refresh what the purchase changed. */
  onVerified: (answer: PaymentOutcomeAnswer, order: OrderAnswer) => Promise<void>;
  /** After the verified purchase, once idle again. */
  onPaid?: (result: PaidResult) => void;
  /** After a failed payment, once idle again. */
  onFailed?: () => void;
  /** After the server refused the payment (its message, also shown in the snackbar), once idle again. */
  onRefused?: (message: string | null) => void;
}

/**
 * Any product's purchase: the order, the provider's checkout, then the outcome reported to the
 * server, which verifies the signature and records the purchase. A failure is reported too, shown
 * as 'failed : {reason}, Payment ID: {id}' for 2.5 s, and ends the attempt.
 */
export function useCheckout() {
  const color = useTheme().palette.primary.main;
  const [phase, setPhase] = useState<CheckoutPhase>('idle');

  const pay = async ({
    createOrder,
    display,
    reportOutcome = (outcome) => reportPaymentOutcome(outcome),
    onVerified,
    onPaid,
    onFailed,
    onRefused,
  }: CheckoutPurchase) => {
    setPhase('ordering');
    let order: OrderAnswer;
    try {
      order = await createOrder();
    } catch (error) {
      setPhase('idle');
      notifyPaymentRefusal(error);
      return;
    }
    // One outcome per attempt: Checkout may fire payment.failed again (its retry) or dismiss after it.
    let isSettled = false;
    const settle = () => {
      const wasSettled = isSettled;
      isSettled = true;
      return !wasSettled;
    };
    const orderId = order.order_detail.id;
    let checkout: CheckoutInstance | null = null;
    try {
      setPhase('checkout');
      checkout = await openCheckout(
        order,
        { ...(typeof display === 'function' ? display(order) : display), color },
        {
          onSuccess: (response) => {
            if (!settle()) return;
            setPhase('verifying');
            reportOutcome(
              {
                id: orderId,
                payment_status: 'successful',
                payment_id: response.razorpay_payment_id,
                payment_signature: response.razorpay_signature,
              },
              order,
            )
              .then(async (answer) => {
                await onVerified(answer, order);
                setPhase('idle');
                onPaid?.({ answer, order });
              })
              .catch((error: unknown) => {
                setPhase('idle');
                notifyPaymentRefusal(error);
                onRefused?.(refusalMessage(error));
              });
          },
          onFailure: ({ error }) => {
            if (!settle()) return;
            checkout?.close();
            const reason = error.reason || error.description;
            const paymentId = error.metadata.payment_id;
            // The failure is recorded for the order; the snackbar does not wait for it.
            reportOutcome(
              { id: orderId, payment_status: 'failed', payment_id: paymentId, reason },
              order,
            ).catch(() => {});
            notify(PAYMENT_MESSAGES.failure(reason, paymentId), 'error', PAYMENT_SNACKBAR_MS);
            setPhase('idle');
            onFailed?.();
          },
          onDismiss: () => {
            if (settle()) setPhase('idle');
          },
        },
      );
    } catch {
      setPhase('idle');
      notify(PAYMENT_TEXTS.checkoutFailed, 'error', SNACKBAR_MESSAGE_MS);
    }
  };

  return { pay, phase, isBusy: phase !== 'idle' };
}

/**
 * Pay & Join (§4 "Payment"): a group plan's purchase, which grants the membership. A payment that
 * arrived when its coupon could no longer be used is refused and refunded (ORDER_MESSAGES.couponLapsed):
 * `onCouponLapsed` lets the dialog drop the coupon, so the next Pay & Join is at the full price.
 */
export function useGroupCheckout(
  group: Pick<Group, 'id' | 'name' | 'picture'>,
  {
    onPaid,
    onFailed,
    onCouponLapsed,
  }: { onPaid: (result: PaidResult) => void; onFailed: () => void; onCouponLapsed?: () => void },
) {
  const queryClient = useQueryClient();
  const { refreshGroups } = usePaymentPorts();
  const { userId } = useSession();
  const checkout = useCheckout();

  const pay = ({
    planId,
    planName,
    couponCode,
  }: {
    planId: number;
    planName: string;
    couponCode: string | null;
  }) =>
    checkout.pay({
      createOrder: () => createGroupOrder({ groupId: group.id, planId, userId: userId ?? '', couponCode }),
      display: {
        name: group.name,
        description: `${planName} plan`,
        image: group.picture ? new URL(group.picture, window.location.origin).href : null,
      },
      onVerified: async () => {
        await Promise.all([
          refreshGroups(queryClient, group.id),
          queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
        ]);
      },
      onPaid,
      onFailed,
      onRefused: (message) => {
        if (message === ORDER_MESSAGES.couponLapsed) onCouponLapsed?.();
      },
    });

  return { pay, phase: checkout.phase, isBusy: checkout.isBusy };
}

/** What useVideoCheckout buys: a video on its own, or a whole playlist. */
export interface VideoProduct {
  kind: 'video' | 'playlist';
  id: number;
}

/**
 * Buying a paid video or a whole playlist (video/video-payment/, priced by the server): the order,
 * the provider's checkout, the outcome through order-payment's PATCH; once verified, every query
 * under ['videos'] (the video pages' keys) and the payments lists are read again, and the server's
 * message is shown.
 */
export function useVideoCheckout() {
  const queryClient = useQueryClient();
  const checkout = useCheckout();

  const buy = (product: VideoProduct) =>
    checkout.pay({
      createOrder: () => createVideoOrder(product),
      display: (order) => {
        const video = order.order_detail.video_detail;
        const playlist = order.order_detail.playlist_detail;
        const thumbnail = video?.thumbnail ?? playlist?.thumbnail ?? null;
        return {
          name: video?.title ?? playlist?.name ?? (product.kind === 'video' ? 'Video' : 'Playlist'),
          description: product.kind === 'video' ? 'Video' : 'Playlist (every video in it)',
          image: thumbnail ? new URL(thumbnail, window.location.origin).href : null,
        };
      },
      onVerified: async (answer) => {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: ['videos'] }),
          queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
        ]);
        notify(answer.message, 'success', PAYMENT_SNACKBAR_MS);
      },
    });

  return { buy, isPending: checkout.isBusy, phase: checkout.phase };
}
