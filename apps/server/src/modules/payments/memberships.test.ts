/**
 * My Memberships (docs/api.md "Payments"): the free trial through subscribe-for-free or a join, the list's
 * pages, statuses and counts, and the expiry job (Expired when the end passes, one
 * membership_expiring notice three days before).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { createPaidMembership } from '../../../test/factories.ts';
import type { TestContext } from '../../../test/support.ts';
import { type Session, signInWithProfile } from '../../../test/trade-helpers.ts';
import { groupMembers, groupSubscriptions, groups, notifications } from '../../db/schema/index.ts';
import { createPaymentsTestApp, premiumGroup, subscriptionsOf } from './payments.fixtures.ts';

let ctx: TestContext;
let admin: Session;

beforeAll(async () => {
  ctx = await createPaymentsTestApp();
  admin = await signInWithProfile(ctx.app, 'Membership Admin');
});
afterAll(() => ctx.close());

const DAY = 86_400_000;
const memberships = (session: Session, query = '') =>
  ctx.app.inject({ url: `/backend/api/membership/?${query}`, headers: bearer(session.token.access) });
const subscribeForFree = (session: Session, payload: string | Record<string, unknown>, form = false) =>
  ctx.app.inject({
    method: 'POST',
    url: '/backend/api/subscribe-for-free/',
    headers: {
      ...bearer(session.token.access),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    payload,
  });

describe('subscribe-for-free', () => {
  it('starts the one-week trial once per user per group, as a trial membership', async () => {
    const group = await premiumGroup(ctx, admin, { freeTrial: true });
    const user = await signInWithProfile(ctx.app, 'Trial User');
    const started = await subscribeForFree(user, `group=${group.id}`, true);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().message).toBe(`Your one-week free trial of ${group.name} has started`);
    const [subscription] = await subscriptionsOf(ctx, user.user_id);
    expect(subscription).toMatchObject({
      groupId: group.id,
      isTrial: true,
      paymentOrderId: null,
      status: 'Active',
    });
    expect(subscription!.endDate.getTime() - subscription!.startDate.getTime()).toBe(7 * DAY);

    const again = await subscribeForFree(user, { group: group.id });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Already a member of this group');
    await ctx.app.inject({
      method: 'POST',
      url: `/backend/api/groups/${group.id}/leave/`,
      headers: bearer(user.token.access),
    });
    // Left: the trial reads as past (leaving keeps no access).
    expect((await memberships(user)).json()).toMatchObject({
      count: { active: 0, expired: 1 },
      membership: [{ is_trial: true, status: 'Expired', total_price: 0, plan: null }],
    });
    const afterLeaving = await subscribeForFree(user, { group: group.id });
    expect(afterLeaving.json().message).toBe('You have already used the free trial of this group');

    const noTrial = await premiumGroup(ctx, admin);
    expect((await subscribeForFree(user, { group: noTrial.id })).json().message).toBe(
      'This group has no free trial',
    );
    expect((await subscribeForFree(user, {})).statusCode).toBe(400);
  });
});

describe('a free trial started by a join', () => {
  it('is listed in My Memberships, whether through groups/{id}/join/ or join-leave', async () => {
    const group = await premiumGroup(ctx, admin, { freeTrial: true });
    const joiner = await signInWithProfile(ctx.app, 'Joining Trialist');
    const joined = await ctx.app.inject({
      method: 'POST',
      url: `/backend/api/groups/${group.id}/join/`,
      headers: bearer(joiner.token.access),
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().message).toBe(`Your one-week free trial of ${group.name} has started`);
    const listed = (await memberships(joiner, 'status=Active')).json();
    expect(listed.count).toEqual({ active: 1, expired: 0 });
    expect(listed.membership).toMatchObject([
      { group_detail: { id: group.id }, is_trial: true, status: 'Active', total_price: 0, plan: null },
    ]);
    const [membership] = listed.membership;
    expect(Date.parse(membership.end_date) - Date.parse(membership.start_date)).toBe(7 * DAY);

    const other = await signInWithProfile(ctx.app, 'Join-Leave Trialist');
    const viaJoinLeave = await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/join-leave/',
      headers: bearer(other.token.access),
      payload: { membership_type: 'member', group: group.id },
    });
    expect(viaJoinLeave.statusCode, viaJoinLeave.body).toBe(200);
    expect((await memberships(other)).json().membership).toMatchObject([
      { is_trial: true, status: 'Active' },
    ]);
    // The trial is used: a second one by subscribe-for-free is refused, and no second row is written.
    expect((await subscribeForFree(joiner, { group: group.id })).statusCode).toBe(400);
    expect(await subscriptionsOf(ctx, joiner.user_id)).toHaveLength(1);
  });
});

describe('membership', () => {
  it('lists the caller’s memberships with statuses, counts and pages', async () => {
    const user = await signInWithProfile(ctx.app, 'Many Memberships');
    const bought = [];
    for (let i = 0; i < 3; i++) {
      const group = await premiumGroup(ctx, admin, { plans: [{ period: 'Quarterly', pricePaise: 29_900 }] });
      bought.push(
        await createPaidMembership(ctx.app, user, group, { period: 'Quarterly', amountPaise: 29_900 }),
      );
    }
    // One of them ended yesterday (the job has not run yet: it reads as Expired anyway).
    await ctx.database.db
      .update(groupSubscriptions)
      .set({ startDate: new Date(Date.now() - 90 * DAY), endDate: new Date(Date.now() - DAY) })
      .where(eq(groupSubscriptions.paymentOrderId, bought[0]!.id));

    const all = (await memberships(user, 'user_id=5')).json();
    expect(all.count).toEqual({ active: 2, expired: 1 });
    expect(all.page_info).toMatchObject({ page_number: 1, detail_count: 12, total_count: 3 });
    expect(all.membership[0]).toMatchObject({
      group_detail: { group_type: 'Premium', admin: { id: admin.user_id, name: 'Membership Admin' } },
      plan: 'Quarterly',
      status: 'Active',
      is_trial: false,
      total_price: 299,
    });
    expect(all.membership[0].payment_id).toMatch(/^pay_/);
    const active = (await memberships(user, 'status=Active&detail_count=1&page_number=2')).json();
    expect(active.membership).toHaveLength(1);
    expect(active.page_info).toMatchObject({ total_page: 2, total_count: 2 });
    const expired = (await memberships(user, 'status=Expired')).json();
    expect(expired.membership.map((row: { status: string }) => row.status)).toEqual(['Expired']);
    expect((await memberships(admin)).json()).toMatchObject({
      membership: [],
      count: { active: 0, expired: 0 },
    });
    const videos = await ctx.app.inject({
      url: '/backend/api/video-subscriptions/?status=Active',
      headers: bearer(user.token.access),
    });
    expect(videos.json()).toMatchObject({ membership: [], page_info: { total_count: 0 } });
  });
});

describe('the expiry job', () => {
  it('expires ended memberships and sends one notice three days before the end', async () => {
    const group = await premiumGroup(ctx, admin, { plans: [{ period: 'Weekly', pricePaise: 9_900 }] });
    const ending = await signInWithProfile(ctx.app, 'Ending Soon');
    const ended = await signInWithProfile(ctx.app, 'Already Ended');
    const renewed = await signInWithProfile(ctx.app, 'Renewed Member');
    const weekly = { period: 'Weekly', amountPaise: 9_900 } as const;
    for (const user of [ending, ended, renewed]) await createPaidMembership(ctx.app, user, group, weekly);
    await createPaidMembership(ctx.app, renewed, group, weekly);
    const move = (userId: number, endDate: Date) =>
      ctx.database.db
        .update(groupSubscriptions)
        .set({ endDate })
        .where(and(eq(groupSubscriptions.userId, userId), eq(groupSubscriptions.groupId, group.id)));
    await move(ending.user_id, new Date(Date.now() + 2 * DAY));
    await move(ended.user_id, new Date(Date.now() - 60_000));
    await ctx.database.db
      .update(groupMembers)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(and(eq(groupMembers.userId, ended.user_id), eq(groupMembers.groupId, group.id)));
    // The renewed member's first week ends in two days, but the second continues it: no notice.
    const [first] = (await subscriptionsOf(ctx, renewed.user_id)).sort((a, b) => a.id - b.id);
    await ctx.database.db
      .update(groupSubscriptions)
      .set({ endDate: new Date(Date.now() + 2 * DAY) })
      .where(eq(groupSubscriptions.id, first!.id));

    const job = ctx.app.payments.expiry!;
    const pass = await job.runOnce();
    expect(pass.expired).toBeGreaterThanOrEqual(1);
    expect(pass.noticed).toBe(1);
    expect((await job.runOnce()).noticed).toBe(0);
    const [endedRow] = await subscriptionsOf(ctx, ended.user_id);
    expect(endedRow!.status).toBe('Expired');
    const [counts] = await ctx.database.db.select().from(groups).where(eq(groups.id, group.id));
    expect(counts!.activeGroupMembers).toBe(2);

    await ctx.app.notificationWorker.drain();
    const notices = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.notificationType, 'membership_expiring'));
    expect(notices.map((row) => row.recipientId)).toEqual([ending.user_id]);
    expect(notices[0]).toMatchObject({ groupId: group.id, actorId: admin.user_id });
    expect(notices[0]!.notificationText).toMatch(new RegExp(`^Your membership of ${group.name} ends on `));
  });
});
