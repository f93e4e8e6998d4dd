import {
  chargePaise,
  GROUP_MESSAGES,
  isChargeable,
  MAX_REPORT_PRICE_PAISE,
  membershipWindow,
  NOTIFIED_PRODUCTS,
  ORDER_MESSAGES,
  type OrderAnswer,
  type OrderPatch,
  type OrderPatchAnswer,
  type OrderProduct,
  PAYMENT_CURRENCY,
  type PlanPeriod,
  paiseToRupees,
} from '@tradecircle/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { resultRows } from '../../db/driver-results.ts';
import { AppError, badRequest, conflict, notFound } from '../../http/app-error.ts';
import {
  PaymentProviderError,
  PaymentProviderUnavailableError,
  type PaymentsProvider,
  type ProviderPayment,
} from '../../providers/payments/index.ts';
import { findActivePlan, findGroup, type GroupRow, groupTakesPayments } from '../groups/index.ts';
import { hasBoughtReport, type ReportForSale, reportForSale } from '../reports/index.ts';
import { findProfileByUserId, findUserById } from '../users/index.ts';
import { checkCouponForOrder } from './coupons.service.ts';
import {
  type GrantDeps,
  type GrantResult,
  grantPayment,
  isPaid,
  markOrderFailed,
  paidAnswer,
} from './grant.service.ts';
import { paymentOrders } from './payments.tables.ts';
import { currentMembershipEnd } from './subscriptions.repository.ts';

export type OrderDeps = GrantDeps & { provider: PaymentsProvider };

/** What the buyer is told when the grant refused their payment. */
const grantRefusal = (result: Extract<GrantResult, { ok: false }>) =>
  result.reason === 'coupon_lapsed'
    ? conflict(ORDER_MESSAGES.couponLapsed)
    : badRequest(ORDER_MESSAGES.notVerified);

export type NewOrder = {
  product: OrderProduct;
  userId: number;
  payeeUserId: number;
  groupId: number | null;
  planId: number | null;
  planPeriod: PlanPeriod | null;
  reportId: number | null;
  webinarId?: number | null;
  videoId?: number | null;
  playlistId?: number | null;
  couponId: number | null;
  amountPaise: number;
  discountPaise: number;
};

const unavailable = () => new AppError('UNAVAILABLE', ORDER_MESSAGES.providerDown);

/** The buyer's prefill for the checkout; a profile is needed to buy, as to join. */
export async function buyerPrefill(db: AppDb, userId: number) {
  const [profile, user] = await Promise.all([findProfileByUserId(db, userId), findUserById(db, userId)]);
  if (!profile || !user) throw badRequest('Complete your profile first');
  return { name: profile.name, contact: user.phone ? `+91${user.phone}` : '', email: user.email ?? '' };
}

/**
 * Creates the provider's order for a priced purchase, then our row with it: the receipt is our id
 * (taken from the sequence first, `tc_{id}`), and no transaction is held open while the provider
 * answers. `recheck` runs in the insert's transaction and answers the values to store (the price is
 * checked again there: a plan or coupon that changed meanwhile refuses the order).
 */
export async function placeOrder(
  deps: OrderDeps,
  quoted: NewOrder,
  recheck: (tx: AppDb) => Promise<NewOrder>,
): Promise<typeof paymentOrders.$inferSelect> {
  const { db, provider } = deps;
  const [next] = resultRows<{ id: number }>(
    await db.execute(sql`select nextval(pg_get_serial_sequence('payment_orders', 'id'))::int as id`),
  );
  const id = Number(next!.id);
  const receipt = `tc_${id}`;
  let providerOrderId: string;
  try {
    const order = await provider.createOrder({
      amount: quoted.amountPaise,
      currency: PAYMENT_CURRENCY,
      receipt,
      notes: {
        product: quoted.product,
        user_id: String(quoted.userId),
        ...(quoted.groupId !== null ? { group_id: String(quoted.groupId) } : {}),
        ...(quoted.planId !== null ? { plan_id: String(quoted.planId) } : {}),
        ...(quoted.reportId !== null ? { report_id: String(quoted.reportId) } : {}),
        ...(quoted.webinarId ? { webinar_id: String(quoted.webinarId) } : {}),
        ...(quoted.videoId ? { video_id: String(quoted.videoId) } : {}),
        ...(quoted.playlistId ? { playlist_id: String(quoted.playlistId) } : {}),
      },
    });
    providerOrderId = order.id;
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      deps.log.warn({ err: error, receipt }, 'payments: the provider refused an order');
      throw badRequest(error.error.description);
    }
    if (error instanceof PaymentProviderUnavailableError) {
      deps.log.warn({ err: error, receipt }, 'payments: the provider is not reachable');
      throw unavailable();
    }
    throw error;
  }
  return db.transaction(async (tx) => {
    const values = await recheck(tx);
    if (values.amountPaise !== quoted.amountPaise) {
      throw new AppError('CONFLICT', 'The price changed while the order was made; please try again');
    }
    const [row] = await tx
      .insert(paymentOrders)
      .values({ id, ...values, currency: PAYMENT_CURRENCY, receipt, providerOrderId, status: 'initiated' })
      .returning();
    return row!;
  });
}

type GroupQuote = {
  order: NewOrder;
  group: GroupRow;
  period: PlanPeriod;
  window: { start: Date; end: Date };
};

/** Prices a group order from the server's plan and coupon, with every rule that refuses one. */
async function quoteGroupOrder(
  tx: AppDb,
  input: { userId: number; groupId: number; planId: number; couponCode: string | undefined },
  now: Date,
): Promise<GroupQuote> {
  const group = await findGroup(tx, input.groupId);
  if (!group) throw notFound('Group not found');
  if (group.groupType !== 'Premium') throw badRequest(ORDER_MESSAGES.premiumOnly);
  if (group.adminUserId === input.userId) throw badRequest(ORDER_MESSAGES.ownGroup);
  const plan = await findActivePlan(tx, group.id, input.planId);
  if (!plan) throw notFound(ORDER_MESSAGES.planNotFound);
  // The listing rule (the group and its admin's payouts Verified, an active plan), read in this transaction.
  if (!(await groupTakesPayments(tx, group.id))) throw badRequest(GROUP_MESSAGES.paymentNotActive);
  let coupon: { couponId: number; percent: number } | null = null;
  if (input.couponCode) {
    const checked = await checkCouponForOrder(tx, {
      code: input.couponCode,
      groupId: group.id,
      adminUserId: group.adminUserId,
      userId: input.userId,
      now,
    });
    if (!checked.ok) throw badRequest(checked.message);
    coupon = { couponId: checked.couponId, percent: checked.percent };
  }
  const { amount, discount } = chargePaise(plan, coupon?.percent ?? 0);
  if (!isChargeable(amount)) throw badRequest(ORDER_MESSAGES.belowMinimum);
  const window = membershipWindow(
    plan.period,
    now,
    await currentMembershipEnd(tx, input.userId, group.id, now),
  );
  return {
    group,
    period: plan.period,
    window,
    order: {
      product: 'group',
      userId: input.userId,
      payeeUserId: group.adminUserId,
      groupId: group.id,
      planId: plan.id,
      planPeriod: plan.period,
      reportId: null,
      couponId: coupon?.couponId ?? null,
      amountPaise: amount,
      discountPaise: discount,
    },
  };
}

export function orderDetail(row: typeof paymentOrders.$inferSelect) {
  return {
    id: row.id,
    order_id: row.providerOrderId,
    total_price: paiseToRupees(row.amountPaise),
    amount: row.amountPaise,
    currency: PAYMENT_CURRENCY as 'INR',
    status: row.status as OrderAnswer['order_detail']['status'],
  };
}

/** POST order-payment: a Premium group's plan, priced by the server (the browser sends no amount). */
export async function createGroupOrder(
  deps: OrderDeps,
  input: { userId: number; groupId: number; planId: number; couponCode: string | undefined },
): Promise<OrderAnswer> {
  const now = deps.now?.() ?? new Date();
  const quote = await deps.db.transaction((tx) => quoteGroupOrder(tx, input, now));
  const prefill = await buyerPrefill(deps.db, input.userId);
  const row = await placeOrder(
    deps,
    quote.order,
    async (tx) => (await quoteGroupOrder(tx, input, now)).order,
  );
  return {
    order_detail: {
      ...orderDetail(row),
      group_detail: {
        id: quote.group.id,
        name: quote.group.name,
        picture: quote.group.picture,
        admin: { id: quote.group.adminUserId },
      },
    },
    duration_detail: {
      plan_id: input.planId,
      plan: quote.period,
      start_date: quote.window.start.toISOString(),
      end_date: quote.window.end.toISOString(),
    },
    key_id: deps.provider.keyId,
    checkout_script: deps.provider.checkoutScript,
    prefill,
  };
}

async function quoteReportOrder(db: AppDb, userId: number, reportId: number, now: Date) {
  const report = await reportForSale(db, reportId);
  if (!report || report.expiresAt <= now) throw notFound(ORDER_MESSAGES.reportNotFound);
  if (report.authorUserId === userId) throw badRequest(ORDER_MESSAGES.ownReport);
  if (report.isFree) throw badRequest(ORDER_MESSAGES.freeReport);
  if (await hasBoughtReport(db, reportId, userId)) throw badRequest(ORDER_MESSAGES.reportBought);
  if (!isChargeable(report.pricePaise)) throw badRequest(ORDER_MESSAGES.belowMinimum);
  // The upload refuses such a price; a report priced before the bound existed is refused here.
  if (report.pricePaise > MAX_REPORT_PRICE_PAISE) throw badRequest(ORDER_MESSAGES.reportAboveMaximum);
  return report;
}

/** Every product but a group's: no plan, no coupon, the whole price. */
export const singleOrder = (
  product: 'report' | 'webinar' | 'video' | 'playlist',
  userId: number,
  payeeUserId: number,
  amountPaise: number,
  ids: { reportId?: number; webinarId?: number; videoId?: number; playlistId?: number },
): NewOrder => ({
  product,
  userId,
  payeeUserId,
  groupId: null,
  planId: null,
  planPeriod: null,
  reportId: ids.reportId ?? null,
  webinarId: ids.webinarId ?? null,
  videoId: ids.videoId ?? null,
  playlistId: ids.playlistId ?? null,
  couponId: null,
  amountPaise,
  discountPaise: 0,
});

const reportOrder = (userId: number, report: ReportForSale): NewOrder =>
  singleOrder('report', userId, report.authorUserId, report.pricePaise, { reportId: report.id });

/** POST trade/report-payment: a paid, unexpired report of someone else, not already bought. */
export async function createReportOrder(
  deps: OrderDeps,
  input: { userId: number; reportId: number },
): Promise<OrderAnswer> {
  const now = deps.now?.() ?? new Date();
  const report = await quoteReportOrder(deps.db, input.userId, input.reportId, now);
  const prefill = await buyerPrefill(deps.db, input.userId);
  const row = await placeOrder(deps, reportOrder(input.userId, report), async (tx) =>
    reportOrder(input.userId, await quoteReportOrder(tx, input.userId, input.reportId, now)),
  );
  return {
    order_detail: {
      ...orderDetail(row),
      report_detail: { id: report.id, stock_name: report.stockName, posted_by_name: report.postedByName },
    },
    key_id: deps.provider.keyId,
    checkout_script: deps.provider.checkoutScript,
    prefill,
  };
}

/**
 * The payment as the provider lists it for the order: undefined when the order has no such
 * payment, null when the provider could not be asked (the signature alone then vouches for it;
 * the webhooks follow).
 */
async function providerPayment(
  deps: OrderDeps,
  providerOrderId: string,
  paymentId: string,
): Promise<ProviderPayment | null | undefined> {
  try {
    const payments = await deps.provider.fetchOrderPayments(providerOrderId);
    return payments.find((payment) => payment.id === paymentId);
  } catch (error) {
    if (error instanceof PaymentProviderError) return undefined;
    deps.log.warn({ err: error, providerOrderId }, 'payments: could not fetch the order’s payments');
    return null;
  }
}

/**
 * PATCH order-payment, by the order's buyer. Successful: the checkout signature over the stored
 * `order_id|payment_id` (constant time), then the grant. Failed: an unpaid order becomes failed.
 */
export async function updateOrderPayment(
  deps: OrderDeps,
  userId: number,
  patch: OrderPatch,
): Promise<OrderPatchAnswer> {
  const { db, log } = deps;
  const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, patch.id));
  if (!order || order.userId !== userId) throw notFound(ORDER_MESSAGES.orderNotFound);

  if (patch.payment_status === 'failed') {
    const after = await markOrderFailed(db, { orderId: order.id }, patch.reason ?? null);
    if (after && isPaid(after.status)) return paidAnswer(db, after);
    if (after?.status === 'refunded') return { message: ORDER_MESSAGES.couponLapsed, status: 'refunded' };
    return { message: ORDER_MESSAGES.failed, status: 'failed' };
  }

  const refuse = (reason: string) => {
    log.warn(
      { orderId: order.id, paymentId: patch.payment_id, userId, reason },
      'payments: payment not verified',
    );
    return badRequest(ORDER_MESSAGES.notVerified);
  };
  if (
    !deps.provider.verifyCheckoutSignature(order.providerOrderId, patch.payment_id, patch.payment_signature)
  ) {
    throw refuse('bad_signature');
  }
  if (isPaid(order.status) && order.providerPaymentId === patch.payment_id) return paidAnswer(db, order);
  const payment = await providerPayment(deps, order.providerOrderId, patch.payment_id);
  if (payment === undefined) throw refuse('payment_not_found');
  const result = await grantPayment(deps, patch.payment_id, {
    source: 'checkout',
    orderId: order.id,
    payment,
  });
  if (!result.ok) throw grantRefusal(result);
  return result.answer;
}

/**
 * notify-{product}-payments: the browser says a checkout of `product` for `amountPaise` ended. Its
 * word grants nothing: the caller's latest unpaid order of that product and amount is looked up,
 * the provider is asked for its payments (as integrations.md advises, since payment.failed and the
 * browser's handler can both go missing), and a captured one goes through the same grant.
 */
export async function reconcileNotifiedPayment(
  deps: OrderDeps,
  userId: number,
  product: string,
  amountPaise: number,
): Promise<OrderPatchAnswer> {
  if (!(NOTIFIED_PRODUCTS as readonly string[]).includes(product))
    throw badRequest(ORDER_MESSAGES.productNotSold(product));
  const orders = await deps.db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.userId, userId),
        eq(paymentOrders.product, product),
        eq(paymentOrders.amountPaise, amountPaise),
      ),
    )
    .orderBy(desc(paymentOrders.createdAt))
    .limit(1);
  const order = orders[0];
  if (!order) throw notFound(ORDER_MESSAGES.noSuchPayment);
  if (isPaid(order.status)) return paidAnswer(deps.db, order);
  let payments: ProviderPayment[];
  try {
    payments = await deps.provider.fetchOrderPayments(order.providerOrderId);
  } catch (error) {
    deps.log.warn({ err: error, orderId: order.id }, 'payments: could not reconcile a notified payment');
    throw unavailable();
  }
  const captured = payments.find((payment) => payment.status === 'captured');
  if (!captured)
    return { message: ORDER_MESSAGES.notCaptured, status: order.status as OrderPatchAnswer['status'] };
  const result = await grantPayment(deps, captured.id, {
    source: 'checkout',
    orderId: order.id,
    payment: captured,
  });
  if (!result.ok) throw grantRefusal(result);
  return result.answer;
}
