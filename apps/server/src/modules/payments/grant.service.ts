import {
  membershipWindow,
  ORDER_MESSAGES,
  type OrderPatchAnswer,
  type OrderStatus,
  type PlanPeriod,
  splitPayment,
} from '@tradecircle/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/driver-results.ts';
import type { PaymentsProvider, ProviderPayment } from '../../providers/payments/index.ts';
import { grantPaidMembership, lockGroup } from '../groups/index.ts';
import { recordEvents } from '../outbox/index.ts';
import { creditPayment } from '../payouts/index.ts';
import { recordReportPurchase } from '../reports/index.ts';
import { recordVideoPurchase } from '../videos/index.ts';
import { recordPaidRegistration } from '../webinars/index.ts';
import { confirmCouponAtGrant } from './coupons.service.ts';
import { paymentOrders, paymentWebhookEvents } from './payments.tables.ts';
import { feePercentFor } from './platform-fee.ts';
import { refundRefusedPayment } from './refunds.service.ts';
import { currentMembershipEnd, insertSubscription, subscriptionOfOrder } from './subscriptions.repository.ts';

export type OrderRow = typeof paymentOrders.$inferSelect;

/** Statuses of an order that was paid (and so granted). */
export const PAID_STATUSES: readonly string[] = ['successful', 'payout processed', 'payout settled'];
export const isPaid = (status: string) => PAID_STATUSES.includes(status);

export type PaymentLog = { warn(details: object, message: string): void };

export type GrantDeps = {
  db: AppDb;
  /** PLATFORM_FEE_PERCENT: the fee when neither the group nor its expert has a margin (platform-fee.ts). */
  feePercent: number;
  log: PaymentLog;
  /** Refunds a payment the grant refused (coupon_lapsed). */
  provider: PaymentsProvider;
  now?: () => Date;
};

/**
 * Why a payment granted nothing (logged; the PATCH answers 400 'Payment could not be verified', or
 * 409 ORDER_MESSAGES.couponLapsed for coupon_lapsed).
 */
export type GrantRefusal =
  | 'unknown_order'
  | 'payment_not_found'
  | 'other_order'
  | 'amount_mismatch'
  | 'not_captured'
  | 'replayed'
  | 'duplicate_event';

export type GrantResult =
  | { ok: true; order: OrderRow; answer: OrderPatchAnswer }
  | { ok: false; reason: GrantRefusal }
  /** The order's coupon could no longer be used: nothing granted, the order refunded, its payment given back. */
  | { ok: false; reason: 'coupon_lapsed'; order: OrderRow };

/**
 * What proves the payment: the checkout's signature (checked by the caller) with the payment as
 * the provider lists it for the order (null when the provider could not be asked), or a signed
 * webhook with its payment entity and event id.
 */
export type GrantEvidence =
  | { source: 'checkout'; orderId: number; payment: ProviderPayment | null }
  | { source: 'webhook'; providerOrderId: string; payment: ProviderPayment; eventId: string; event: string };

const dateText = (date: Date) => date.toISOString();

/** The PATCH's answer for a paid order (the same however often it is asked). */
export async function paidAnswer(db: AppDb, order: OrderRow): Promise<OrderPatchAnswer> {
  const status = order.status as OrderStatus;
  if (order.product !== 'group') {
    return {
      message: ORDER_MESSAGES.successful,
      status,
      ...(order.reportId ? { report_id: order.reportId } : {}),
      ...(order.webinarId ? { webinar_id: order.webinarId } : {}),
      ...(order.videoId ? { video_id: order.videoId } : {}),
      ...(order.playlistId ? { playlist_id: order.playlistId } : {}),
    };
  }
  const subscription = await subscriptionOfOrder(db, order.id);
  return {
    message: ORDER_MESSAGES.successful,
    status,
    ...(order.groupId ? { group_id: order.groupId } : {}),
    ...(subscription
      ? {
          membership: {
            start_date: dateText(subscription.startDate),
            end_date: dateText(subscription.endDate),
            status: subscription.status === 'Expired' ? 'Expired' : 'Active',
          },
        }
      : {}),
  };
}

function checkPayment(
  order: OrderRow,
  paymentId: string,
  payment: ProviderPayment | null,
): GrantRefusal | null {
  if (!payment) return null;
  if (payment.id !== paymentId || payment.order_id !== order.providerOrderId) return 'other_order';
  if (payment.amount !== order.amountPaise || payment.currency !== order.currency) return 'amount_mismatch';
  if (payment.status !== 'captured' && payment.status !== 'authorized') return 'not_captured';
  return null;
}

/**
 * THE grant, used by the browser's PATCH and by the webhooks alike. In one transaction, under a
 * lock on the order row: an order already paid answers as it did (a payment grants once, however
 * often and in whatever order the PATCH and the webhooks arrive); otherwise the payment must be the
 * order's, for its amount and currency, and not already used by another order. Then the order is
 * successful with the fee and payable amount, the payee's ledger is credited, and the product is
 * granted (a group membership window, renewals extending from the current end; a report purchase;
 * a paid webinar's registration; a video's or playlist's purchase).
 * A discounted order's coupon is checked again (confirmCouponAtGrant): one that can no longer be
 * used leaves the order refunded, with the payment, and the payment is given back once the
 * transaction has committed (refundRefusedPayment); the buyer is told to pay again at the full price.
 * Every grant takes its locks in one order: the order row, then its coupon's, then the group's
 * (before anything that references the group), so concurrent grants queue instead of deadlocking.
 * A webhook's event id is recorded in the same transaction (a redelivery does nothing).
 */
export async function grantPayment(
  deps: GrantDeps,
  paymentId: string,
  evidence: GrantEvidence,
): Promise<GrantResult> {
  const { db, log } = deps;
  const now = deps.now?.() ?? new Date();
  try {
    const result = await db.transaction(async (tx): Promise<GrantResult> => {
      if (evidence.source === 'webhook') {
        const recorded = await tx
          .insert(paymentWebhookEvents)
          .values({ eventId: evidence.eventId, event: evidence.event })
          .onConflictDoNothing()
          .returning({ eventId: paymentWebhookEvents.eventId });
        if (recorded.length === 0) return { ok: false, reason: 'duplicate_event' };
      }
      const where =
        evidence.source === 'checkout'
          ? eq(paymentOrders.id, evidence.orderId)
          : eq(paymentOrders.providerOrderId, evidence.providerOrderId);
      const [order] = await tx.select().from(paymentOrders).where(where).for('update');
      if (!order) return { ok: false, reason: 'unknown_order' };
      if (isPaid(order.status)) {
        if (order.providerPaymentId !== paymentId) {
          log.warn(
            { orderId: order.id, paymentId, paidWith: order.providerPaymentId },
            'payments: second payment on a paid order',
          );
        }
        return { ok: true, order, answer: await paidAnswer(tx, order) };
      }
      if (order.status === 'refunded') return { ok: false, reason: 'coupon_lapsed', order };
      const refusal = checkPayment(order, paymentId, evidence.payment);
      if (refusal) return { ok: false, reason: refusal };
      const [used] = await tx
        .select({ id: paymentOrders.id })
        .from(paymentOrders)
        .where(and(eq(paymentOrders.providerPaymentId, paymentId), ne(paymentOrders.id, order.id)));
      if (used) return { ok: false, reason: 'replayed' };
      if (order.couponId !== null) {
        const coupon = await confirmCouponAtGrant(tx, { ...order, couponId: order.couponId }, now);
        if (!coupon.ok) {
          const [refunded] = await tx
            .update(paymentOrders)
            .set({
              status: 'refunded',
              providerPaymentId: paymentId,
              failureReason: `Coupon no longer applies: ${coupon.message}`,
              updatedAt: now,
            })
            .where(eq(paymentOrders.id, order.id))
            .returning();
          return { ok: false, reason: 'coupon_lapsed', order: refunded! };
        }
      }
      // The group's row before any row that references it: inserting one (the subscription, the
      // membership) takes a key-share lock on the group, and two grants each holding one while
      // waiting for the update lock that the member counts need deadlock on PostgreSQL. Locked
      // first, the grants of one group take turns, and the window below reads a settled end.
      const groupId = order.product === 'group' && order.planPeriod ? order.groupId : null;
      if (groupId !== null) await lockGroup(tx, groupId);

      const feePercent = await feePercentFor(tx, order, deps.feePercent);
      const { feePaise, payablePaise } = splitPayment(order.amountPaise, feePercent);
      const [paid] = await tx
        .update(paymentOrders)
        .set({
          status: 'successful',
          providerPaymentId: paymentId,
          feePaise,
          payablePaise,
          failureReason: null,
          paidAt: now,
          updatedAt: now,
        })
        .where(eq(paymentOrders.id, order.id))
        .returning();
      await creditPayment(tx, { expertUserId: order.payeeUserId, paymentOrderId: order.id, payablePaise });
      if (groupId !== null) {
        const period = order.planPeriod as PlanPeriod;
        const window = membershipWindow(
          period,
          now,
          await currentMembershipEnd(tx, order.userId, groupId, now),
        );
        await insertSubscription(tx, {
          userId: order.userId,
          groupId,
          paymentOrderId: order.id,
          planPeriod: period,
          isTrial: false,
          startDate: window.start,
          endDate: window.end,
        });
        await grantPaidMembership(tx, {
          groupId,
          userId: order.userId,
          expiresAt: window.end,
        });
      } else if (order.product === 'report' && order.reportId !== null) {
        await recordReportPurchase(tx, {
          reportId: order.reportId,
          buyerUserId: order.userId,
          paymentOrderId: order.id,
        });
      } else if (order.product === 'webinar' && order.webinarId !== null) {
        await recordPaidRegistration(tx, {
          webinarId: order.webinarId,
          buyerUserId: order.userId,
          paymentOrderId: order.id,
        });
      } else if (order.product === 'video' && order.videoId !== null) {
        await recordVideoPurchase(tx, {
          videoId: order.videoId,
          buyerUserId: order.userId,
          paymentOrderId: order.id,
        });
      } else if (order.product === 'playlist' && order.playlistId !== null) {
        await recordVideoPurchase(tx, {
          playlistId: order.playlistId,
          buyerUserId: order.userId,
          paymentOrderId: order.id,
        });
      }
      await recordEvents(tx, [
        {
          type: 'payment.received',
          paymentOrderId: order.id,
          payerUserId: order.userId,
          payeeUserId: order.payeeUserId,
          amountPaise: order.amountPaise,
          groupId: order.groupId,
          reportId: order.reportId,
        },
      ]);
      return { ok: true, order: paid!, answer: await paidAnswer(tx, paid!) };
    });
    if (!result.ok && result.reason !== 'duplicate_event') {
      log.warn(
        { paymentId, source: evidence.source, reason: result.reason },
        'payments: payment granted nothing',
      );
    }
    if (!result.ok && result.reason === 'coupon_lapsed') await refundRefusedPayment(deps, result.order);
    return result;
  } catch (error) {
    // Two orders racing to claim one payment id: the unique index lets one win.
    if (!isUniqueViolation(error)) throw error;
    log.warn({ paymentId, source: evidence.source, reason: 'replayed' }, 'payments: payment granted nothing');
    return { ok: false, reason: 'replayed' };
  }
}

/**
 * A payment failed (the browser's PATCH, or a payment.failed webhook): an order not yet paid becomes
 * failed with the reason (its coupon's hold ends); a paid one stays paid, a refunded one refunded.
 * Answers the order as it is after.
 */
export async function markOrderFailed(
  db: AppDb,
  where: { orderId: number } | { providerOrderId: string },
  reason: string | null,
  webhook?: { eventId: string; event: string },
): Promise<OrderRow | undefined> {
  return db.transaction(async (tx) => {
    if (webhook) {
      const recorded = await tx
        .insert(paymentWebhookEvents)
        .values(webhook)
        .onConflictDoNothing()
        .returning({ eventId: paymentWebhookEvents.eventId });
      if (recorded.length === 0) return undefined;
    }
    const condition =
      'orderId' in where
        ? eq(paymentOrders.id, where.orderId)
        : eq(paymentOrders.providerOrderId, where.providerOrderId);
    const [order] = await tx.select().from(paymentOrders).where(condition).for('update');
    if (!order || isPaid(order.status) || order.status === 'refunded') return order;
    const [failed] = await tx
      .update(paymentOrders)
      .set({ status: 'failed', failureReason: reason?.slice(0, 500) ?? null, updatedAt: new Date() })
      .where(eq(paymentOrders.id, order.id))
      .returning();
    return failed;
  });
}
