/**
 * What money leaves behind (docs/api.md "Payments"): the expert's transactions with their filters
 * and pages, report purchases and their downloads, payouts and the ledger identity, the
 * payment_received notification and the /subscribe offer.
 */
import { ORDER_MESSAGES } from '@tradecircle/domain';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { recordedEvents } from '../../../test/recorded-events.ts';
import type { TestContext } from '../../../test/support.ts';
import { type Session, signInWithProfile } from '../../../test/trade-helpers.ts';
import { groupPlans, notifications, paymentOrders, securities, stockReports } from '../../db/schema/index.ts';
import {
  buyPlan,
  createPaymentsTestApp,
  givePayoutInfo,
  ledgerOf,
  orderFor,
  patchOrder,
  payInCheckout,
  premiumGroup,
  successPatch,
} from './payments.fixtures.ts';

let ctx: TestContext;
let expert: Session;
let members: Session[];
let groups: Awaited<ReturnType<typeof premiumGroup>>[];

beforeAll(async () => {
  ctx = await createPaymentsTestApp();
  expert = await signInWithProfile(ctx.app, 'Ledger Expert');
  members = await Promise.all(['Asha', 'Bala', 'Chitra'].map((name) => signInWithProfile(ctx.app, name)));
  groups = [
    await premiumGroup(ctx, expert, { plans: [{ period: 'Monthly', pricePaise: 49_900 }] }),
    await premiumGroup(ctx, expert, { plans: [{ period: 'Yearly', pricePaise: 300_000 }] }),
  ];
  // Three paid in the first group, one in the second; one order left unpaid.
  for (const member of members) await buyPlan(ctx, member, groups[0]!.id, groups[0]!.plans[0]!.id);
  await buyPlan(ctx, members[0]!, groups[1]!.id, groups[1]!.plans[0]!.id);
  await orderFor(ctx, members[1]!, groups[1]!.id, groups[1]!.plans[0]!.id);
});
afterAll(() => ctx.close());

const history = (session: Session, query = '') =>
  ctx.app.inject({
    url: `/backend/api/transaction-history/?${query}`,
    headers: bearer(session.token.access),
  });

describe('transaction-history', () => {
  it("lists payments to the caller's groups, newest first, with fee and payable amount", async () => {
    const response = await history(expert, 'page_number=1&detail_count=10&user_id=1');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.page_info).toEqual({ page_number: 1, detail_count: 10, total_page: 1, total_count: 5 });
    expect(body.is_account).toEqual({ acc_info_id: expect.any(Number) });
    const [unpaid, yearly] = body.transaction_history;
    expect(unpaid).toMatchObject({
      payment_status: 'initiated',
      payment_id: null,
      fee: null,
      membership: null,
    });
    expect(yearly).toMatchObject({
      product: 'group',
      group_detail: { id: groups[1]!.id, name: groups[1]!.name },
      report_detail: null,
      member_detail: { id: members[0]!.user_id, profile: { name: 'Asha' } },
      membership: { status: 'Active' },
      total_price: 3000,
      fee: 300,
      payable_amount: 2700,
      payment_status: 'successful',
    });
    expect(yearly.payment_id).toMatch(/^pay_/);
    expect(yearly.order_id).toMatch(/^order_/);
  });

  it('filters by group, status and days, and pages', async () => {
    const byGroup = (await history(expert, `group_id=${groups[0]!.id}&detail_count=5`)).json();
    expect(byGroup.page_info.total_count).toBe(3);
    const initiated = (await history(expert, 'status=initiated')).json();
    expect(initiated.transaction_history).toHaveLength(1);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    expect(
      (await history(expert, `start_date=${today}&end_date=${today}`)).json().page_info.total_count,
    ).toBe(5);
    expect(
      (await history(expert, 'start_date=2000-01-01&end_date=2000-01-02')).json().transaction_history,
    ).toEqual([]);
    const paged = (await history(expert, 'page_number=2&detail_count=5')).json();
    expect(paged.transaction_history).toEqual([]);
    expect((await history(expert, 'detail_count=7')).statusCode).toBe(400);
  });

  it("shows nobody else's payments; no payout info is is_account false", async () => {
    const body = (await history(members[0]!)).json();
    expect(body.transaction_history).toEqual([]);
    expect(body.is_account).toBe(false);
    const videos = await ctx.app.inject({
      url: '/backend/api/video-transaction-history/?detail_count=5',
      headers: bearer(expert.token.access),
    });
    expect(videos.json()).toMatchObject({ transaction_list: [], page_info: { total_count: 0 } });
  });

  it('tells the payee of each payment (payment_received)', async () => {
    await ctx.app.notificationWorker.drain();
    const rows = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, expert.user_id));
    const received = rows.filter((row) => row.notificationType === 'payment_received');
    expect(received).toHaveLength(4);
    expect(received.map((row) => row.notificationText)).toContain(
      `Asha paid ₹3,000.00 for ${groups[1]!.name}`,
    );
  });
});

describe('payouts and the ledger', () => {
  const payout = (path: string, userId: number) =>
    ctx.app.inject({
      method: 'POST',
      url: `/backend/api/dev/payouts/${path}`,
      payload: { user_id: userId },
      remoteAddress: '127.0.0.1',
    });
  const balanceOf = async (userId: number) =>
    (await ledgerOf(ctx, userId)).reduce((sum, entry) => sum + entry.amountPaise, 0);

  it('pays out the balance (payout processed) and settles it (payout settled)', async () => {
    expect(await balanceOf(expert.user_id)).toBe(3 * 44_910 + 270_000);
    const paid = await payout('', expert.user_id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ amount: 4047.3, orders: 4 });
    expect(await balanceOf(expert.user_id)).toBe(0);
    expect((await history(expert, 'status=payout processed')).json().page_info.total_count).toBe(4);
    expect((await payout('', expert.user_id)).statusCode).toBe(400);
    expect((await payout('settle/', expert.user_id)).statusCode).toBe(200);
    expect((await history(expert, 'status=payout settled')).json().page_info.total_count).toBe(4);
    expect((await payout('settle/', expert.user_id)).statusCode).toBe(400);
  });

  it('keeps balance = successful payments − fees − payouts, whatever the sequence', async () => {
    const seller = await signInWithProfile(ctx.app, 'Property Expert');
    const group = await premiumGroup(ctx, seller, { plans: [{ period: 'Daily', pricePaise: 100 }] });
    const buyers = await Promise.all([1, 2].map((n) => signInWithProfile(ctx.app, `Buyer ${n}`)));
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.constant('payout' as const), fc.integer({ min: 100, max: 500_000 })), {
          minLength: 1,
          maxLength: 4,
        }),
        async (steps) => {
          for (const [index, step] of steps.entries()) {
            if (step === 'payout') {
              await payout('', seller.user_id);
              continue;
            }
            // The admin reprices the plan between sales.
            await ctx.database.db
              .update(groupPlans)
              .set({ pricePaise: step })
              .where(eq(groupPlans.groupId, group.id));
            const order = await orderFor(ctx, buyers[index % 2]!, group.id, group.plans[0]!.id);
            const paid = await payInCheckout(ctx, order);
            expect((await patchOrder(ctx, buyers[index % 2]!, successPatch(order, paid))).statusCode).toBe(
              200,
            );
          }
          const orders = await ctx.database.db
            .select()
            .from(paymentOrders)
            .where(eq(paymentOrders.payeeUserId, seller.user_id));
          const paidOrders = orders.filter(
            (order) => order.status !== 'initiated' && order.status !== 'failed',
          );
          const amounts = paidOrders.reduce((sum, order) => sum + order.amountPaise, 0);
          const fees = paidOrders.reduce((sum, order) => sum + (order.feePaise ?? 0), 0);
          const payouts = (await ledgerOf(ctx, seller.user_id))
            .filter((entry) => entry.kind === 'payout')
            .reduce((sum, entry) => sum - entry.amountPaise, 0);
          expect(await balanceOf(seller.user_id)).toBe(amounts - fees - payouts);
          for (const order of paidOrders)
            expect(order.feePaise! + order.payablePaise!).toBe(order.amountPaise);
        },
      ),
      { numRuns: 6 },
    );
  });
});

describe('research report purchases', () => {
  it('a bought report downloads until it expires; others still get 403; the author downloads it', async () => {
    const author = await signInWithProfile(ctx.app, 'Report Author');
    const stranger = await signInWithProfile(ctx.app, 'Report Stranger');
    const buyerSession = members[2]!;
    const [security] = await ctx.database.db
      .insert(securities)
      .values({ name: 'Payments Test Ltd', symbol: `PAYT${Date.now() % 100000}`, exchange: 'NSE' })
      .returning();
    const [report] = await ctx.database.db
      .insert(stockReports)
      .values({
        securityId: security!.id,
        authorProfileId: author.profile_id,
        fileKey: 'reports/payments-test.pdf',
        price: '499.00',
        discountPrice: '299.50',
        validTillMonths: 3,
        expiresAt: new Date(Date.now() + 90 * 86_400_000),
      })
      .returning();
    const download = (session: Session) =>
      ctx.app.inject({
        method: 'POST',
        url: `/backend/api/trade/stock-reports/${report!.id}/download/`,
        headers: bearer(session.token.access),
      });
    const buy = (session: Session) =>
      ctx.app.inject({
        method: 'POST',
        url: '/backend/api/trade/report-payment/',
        headers: bearer(session.token.access),
        payload: { report_id: report!.id },
      });

    expect((await download(buyerSession)).statusCode).toBe(403);
    const own = await buy(author);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(ORDER_MESSAGES.ownReport);

    const ordered = await buy(buyerSession);
    expect(ordered.statusCode, ordered.body).toBe(200);
    const order = ordered.json();
    expect(order.order_detail).toMatchObject({
      amount: 29_950,
      total_price: 299.5,
      report_detail: { id: report!.id, stock_name: 'Payments Test Ltd', posted_by_name: 'Report Author' },
    });
    expect(order.duration_detail).toBeUndefined();
    const paid = await payInCheckout(ctx, order);
    const patched = await patchOrder(ctx, buyerSession, successPatch(order, paid));
    expect(patched.json()).toEqual({
      message: ORDER_MESSAGES.successful,
      status: 'successful',
      report_id: report!.id,
    });
    expect(
      await recordedEvents(ctx.database.db, 'report.purchased', (event) => event.reportId === report!.id),
    ).toEqual([
      {
        type: 'report.purchased',
        reportId: report!.id,
        buyerUserId: buyerSession.user_id,
        paymentOrderId: expect.any(Number),
      },
    ]);

    expect((await download(buyerSession)).statusCode).toBe(200);
    expect((await download(author)).statusCode).toBe(200);
    const refused = await download(stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Buy this report to download it');
    const again = await buy(buyerSession);
    expect(again.json().message).toBe(ORDER_MESSAGES.reportBought);
    const listed = await ctx.app.inject({
      url: `/backend/api/trade/stock-reports/?filter_by=stock&stock=${security!.id}`,
      headers: bearer(buyerSession.token.access),
    });
    expect(listed.json().data[0]).toMatchObject({ is_purchased: true, is_downloaded: true });
    const ledger = await ledgerOf(ctx, author.user_id);
    expect(ledger.map((entry) => entry.amountPaise)).toEqual([26_955]);

    await ctx.database.db
      .update(stockReports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(stockReports.id, report!.id));
    expect((await download(buyerSession)).statusCode).toBe(404);
  });
});

describe('subscribe-offer', () => {
  it('offers the busiest Premium group taking payments', async () => {
    const offer = await ctx.app.inject({ url: '/backend/api/subscribe-offer/' });
    expect(offer.statusCode, offer.body).toBe(200);
    expect(groups.map((group) => group.id)).toContain(offer.json().group.id);
    expect(offer.json().group.group_type).toBe('Premium');
    // Its admin's payouts no longer Verified: the group is not offered.
    await givePayoutInfo(ctx, expert.user_id, 'Pending');
    const after = (await ctx.app.inject({ url: '/backend/api/subscribe-offer/' })).json();
    expect(groups.map((group) => group.id)).not.toContain(after.group?.id);
    await givePayoutInfo(ctx, expert.user_id, 'Verified');
  });
});
