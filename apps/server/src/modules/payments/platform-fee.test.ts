/**
 * The payments side of the groups queue and set margin (issue 30): a Premium group takes orders only
 * once staff verified it, and a group's or an expert's margin is the fee a payment records (fee +
 * share = amount, the ledger holds the shares). The admin calls' access rules and the queue are
 * admin/admin-groups.test.ts.
 */
import { GROUP_MESSAGES, GROUP_REVIEW_MESSAGES, MARGIN_MESSAGES } from '@tradecircle/domain';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../../test/auth-helpers.ts';
import { eventsApplied } from '../../../test/events-applied.ts';
import { createUser, reviewGroup, type SignedIn } from '../../../test/factories.ts';
import { recordedEvents } from '../../../test/recorded-events.ts';
import type { TestContext } from '../../../test/support.ts';
import type { Session } from '../../../test/trade-helpers.ts';
import { adminAuditLog, notifications, paymentOrders, users } from '../../db/schema/index.ts';
import {
  buyPlan,
  createPaymentsTestApp,
  givePayoutInfo,
  ledgerOf,
  orderRequest,
  premiumGroup,
} from './payments.fixtures.ts';

let ctx: TestContext;
let superAdmin: SignedIn;
let reviewer: SignedIn;
let finance: SignedIn;

const call = (session: SignedIn | null, options: InjectOptions) => injectAs(ctx.app, session, options);
const api = (path: string) => `/backend/api/${path}`;

/** Everything appended so far is applied by the outbox's consumer (notifications, audit log). */
const applied = () => eventsApplied(ctx.app);

beforeAll(async () => {
  ctx = await createPaymentsTestApp();
  [superAdmin, reviewer, finance] = await Promise.all([
    createUser(ctx.app, { name: 'Super Admin' }),
    createUser(ctx.app, { name: 'Group Reviewer' }),
    createUser(ctx.app, { name: 'Finance Staff' }),
  ]);
  await ctx.database.db.update(users).set({ isSuperuser: true }).where(eq(users.id, superAdmin.user_id));
  for (const [member, name, permissions] of [
    [reviewer, 'Content', ['groups', 'videos']],
    [finance, 'Finance', ['margins']],
  ] as const) {
    const team = await call(superAdmin, {
      method: 'POST',
      url: api('admin/teams/'),
      payload: { name, permissions },
    });
    expect(team.statusCode, team.body).toBe(200);
    const added = await call(superAdmin, {
      method: 'POST',
      url: api('admin/staff/'),
      payload: { user_id: member.user_id, team_id: team.json().team.id },
    });
    expect(added.statusCode, added.body).toBe(200);
  }
});
afterAll(() => ctx.close());

const NOWHERE = 2_147_483_647;

describe('the review gates orders', () => {
  it('verifies a pending Premium group: it is listed and takes payments only then, and only once', async () => {
    const admin = (await createUser(ctx.app, { name: 'Verified Admin' })) as Session;
    const group = await premiumGroup(ctx, admin, { review: 'Pending' });
    const buyer = (await createUser(ctx.app, { name: 'Early Buyer' })) as Session;
    const refused = await orderRequest(ctx, buyer, group.id, group.plans[0]!.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(GROUP_MESSAGES.paymentNotActive);
    const listed = async () =>
      (await call(null, { url: api('premium-groups/?page_number=1&detail_count=50') }))
        .json()
        .premium_groups.some((row: { id: number }) => row.id === group.id);
    expect(await listed()).toBe(false);

    const approved = await call(reviewer, { method: 'POST', url: api(`admin/groups/${group.id}/approve/`) });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      message: GROUP_REVIEW_MESSAGES.approved,
      group: {
        id: group.id,
        verification_status: 'Verified',
        verification_remark: null,
        admin_payout_status: 'Verified',
      },
    });
    expect(await listed()).toBe(true);
    expect((await orderRequest(ctx, buyer, group.id, group.plans[0]!.id)).statusCode).toBe(200);

    for (const path of ['approve/', 'reject/']) {
      const again = await call(reviewer, {
        method: 'POST',
        url: api(`admin/groups/${group.id}/${path}`),
        payload: { remark: 'Too late' },
      });
      expect(again.statusCode, path).toBe(409);
      expect(again.json()).toEqual({ message: GROUP_REVIEW_MESSAGES.notPending });
    }
    const unknown = await call(reviewer, { method: 'POST', url: api(`admin/groups/${NOWHERE}/approve/`) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: GROUP_REVIEW_MESSAGES.groupNotFound });
    expect(
      await recordedEvents(ctx.database.db, 'group.reviewed', (event) => event.targetId === group.id),
    ).toEqual([
      {
        type: 'group.reviewed',
        actorUserId: reviewer.user_id,
        action: 'group.verify',
        targetType: 'group',
        targetId: group.id,
        before: { verification_status: 'Pending', remark: null },
        after: { verification_status: 'Verified', remark: null },
        remark: null,
        ownerUserId: admin.user_id,
      },
    ]);
  });
});

describe('set margin', () => {
  const putExpert = (session: SignedIn, userId: number, payload: unknown) =>
    call(session, {
      method: 'PUT',
      url: api(`admin/margins/experts/${userId}/`),
      payload: payload as object,
    });
  const putGroup = (session: SignedIn, groupId: number, payload: unknown) =>
    call(session, {
      method: 'PUT',
      url: api(`admin/margins/groups/${groupId}/`),
      payload: payload as object,
    });

  it('refuses margins outside 0-100 or with more than two decimals, and unknown experts and groups', async () => {
    const expert = await createUser(ctx.app, { name: 'Margin Expert' });
    for (const payload of [
      {},
      { margin_percent: 101 },
      { margin_percent: -1 },
      { margin_percent: 12.345 },
      { margin_percent: '5' },
    ]) {
      const refused = await putExpert(finance, expert.user_id, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().message).toBe(MARGIN_MESSAGES.marginPercent);
    }
    expect((await putExpert(finance, NOWHERE, { margin_percent: 5 })).json()).toEqual({
      message: MARGIN_MESSAGES.expertNotFound,
    });
    expect((await putGroup(finance, NOWHERE, { margin_percent: 5 })).statusCode).toBe(404);
    const listed = await call(finance, { url: api('admin/margins/') });
    expect(listed.json()).toMatchObject({ default_margin_percent: 10, results: [] });
  });

  it("a group's and an expert's margin each change the fee a payment records; fee + share = amount", async () => {
    const admin = (await createUser(ctx.app, { name: 'Fee Expert' })) as Session;
    const group = await premiumGroup(ctx, admin);
    const other = await premiumGroup(ctx, admin);
    const buyer = async () => (await createUser(ctx.app, { name: 'Fee Buyer' })) as Session;
    const feeOfPurchase = async (groupId: number, planId: number) => {
      const { order } = await buyPlan(ctx, await buyer(), groupId, planId);
      const [row] = await ctx.database.db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.id, order.order_detail.id));
      expect(row!.feePaise! + row!.payablePaise!).toBe(row!.amountPaise);
      return { fee: row!.feePaise, payable: row!.payablePaise };
    };
    // ₹499 at the global 10%.
    expect(await feeOfPurchase(group.id, group.plans[0]!.id)).toEqual({ fee: 4_990, payable: 44_910 });

    const expertSaved = await putExpert(finance, admin.user_id, { margin_percent: 12.5 });
    expect(expertSaved.json()).toEqual({
      message: MARGIN_MESSAGES.saved,
      margin_percent: 12.5,
      effective_margin_percent: 12.5,
    });
    // 12.5% of 49,900 paise is 6,237.5: rounded half up to 6,238.
    expect(await feeOfPurchase(group.id, group.plans[0]!.id)).toEqual({ fee: 6_238, payable: 43_662 });

    const groupSaved = await putGroup(superAdmin, group.id, { margin_percent: 7.25 });
    expect(groupSaved.json()).toMatchObject({ margin_percent: 7.25, effective_margin_percent: 7.25 });
    // 7.25% of 49,900 is 3,617.75 → 3,618; the expert's other group still pays the expert's 12.5%.
    expect(await feeOfPurchase(group.id, group.plans[0]!.id)).toEqual({ fee: 3_618, payable: 46_282 });
    expect(await feeOfPurchase(other.id, other.plans[0]!.id)).toEqual({ fee: 6_238, payable: 43_662 });

    const listed = (await call(finance, { url: api('admin/margins/') })).json();
    expect(listed.results).toEqual([
      { kind: 'expert', id: admin.user_id, name: 'Fee Expert', admin: null, margin_percent: 12.5 },
      {
        kind: 'group',
        id: group.id,
        name: group.name,
        admin: { id: admin.user_id, name: 'Fee Expert' },
        margin_percent: 7.25,
      },
    ]);
    expect(listed.page_info).toMatchObject({ total_count: 2, total_page: 1 });

    // Cleared: the group falls back to its expert's, the expert to the global setting.
    const groupCleared = await putGroup(finance, group.id, { margin_percent: null });
    expect(groupCleared.json()).toEqual({
      message: MARGIN_MESSAGES.cleared,
      margin_percent: null,
      effective_margin_percent: 12.5,
    });
    expect((await putExpert(finance, admin.user_id, { margin_percent: null })).json()).toMatchObject({
      effective_margin_percent: 10,
    });
    expect(await feeOfPurchase(group.id, group.plans[0]!.id)).toEqual({ fee: 4_990, payable: 44_910 });

    // The ledger holds exactly the payable shares of the expert's successful payments.
    const paid = await ctx.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.payeeUserId, admin.user_id));
    const credits = await ledgerOf(ctx, admin.user_id);
    expect(credits.reduce((sum, entry) => sum + entry.amountPaise, 0)).toBe(
      paid.reduce((sum, order) => sum + (order.payablePaise ?? 0), 0),
    );
    expect(credits).toHaveLength(5);

    await applied();
    const audit = await ctx.database.db
      .select({ action: adminAuditLog.action, before: adminAuditLog.before, after: adminAuditLog.after })
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, 'group'), eq(adminAuditLog.targetId, group.id)))
      .orderBy(adminAuditLog.id);
    expect(audit).toEqual([
      { action: 'margin.group', before: { margin_bps: null }, after: { margin_bps: 725 } },
      { action: 'margin.group', before: { margin_bps: 725 }, after: { margin_bps: null } },
    ]);
    // The expert hears of each change, the staff member who made it as the actor.
    const told = await ctx.database.db
      .select({
        type: notifications.notificationType,
        actor: notifications.actorId,
        group: notifications.groupId,
        text: notifications.notificationText,
      })
      .from(notifications)
      .where(
        and(
          eq(notifications.recipientId, admin.user_id),
          eq(notifications.notificationType, 'margin_changed'),
        ),
      )
      .orderBy(notifications.id);
    expect(told).toEqual([
      {
        type: 'margin_changed',
        actor: finance.user_id,
        group: null,
        text: "The platform's fee on your payments is now 12.5%",
      },
      {
        type: 'margin_changed',
        actor: superAdmin.user_id,
        group: group.id,
        text: `The platform's fee on ${group.name} is now 7.25%`,
      },
      {
        type: 'margin_changed',
        actor: finance.user_id,
        group: group.id,
        text: `The platform's fee on ${group.name} is now your own fee again`,
      },
      {
        type: 'margin_changed',
        actor: finance.user_id,
        group: null,
        text: "The platform's fee on your payments is now the platform's default",
      },
    ]);
  });

  it('gives a payout-verified expert in review no way to take payments through a margin', async () => {
    // A margin changes the fee, never the listing rule.
    const admin = (await createUser(ctx.app, { name: 'Unreviewed Expert' })) as Session;
    await givePayoutInfo(ctx, admin.user_id, 'Verified');
    const group = await premiumGroup(ctx, admin, { review: 'Rejected' });
    expect((await putGroup(finance, group.id, { margin_percent: 0 })).statusCode).toBe(200);
    const refused = await orderRequest(
      ctx,
      (await createUser(ctx.app, { name: 'Late Buyer' })) as Session,
      group.id,
      group.plans[0]!.id,
    );
    expect(refused.statusCode).toBe(400);
    await reviewGroup(ctx.app, group.id, 'Verified');
  });
});
