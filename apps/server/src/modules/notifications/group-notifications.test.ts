import type { DomainEvent, MyNotificationsResponse, Notification } from '@tradecircle/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import {
  buyTradeBody,
  ENTER_NOW,
  findSecurity,
  livePriceOf,
  type Session,
  signInWithProfile,
} from '../../../test/trade-helpers.ts';
import { audiencesOf as audiencesOfEvent } from '../../audiences.ts';
import type { AppDb } from '../../db/client.ts';
import { resultRows } from '../../db/driver-results.ts';
import { groupMembers, notifications } from '../../db/schema/index.ts';
import { everyAudience } from '../../notification-audiences.ts';

const audiencesOf = (db: AppDb, event: DomainEvent) => audiencesOfEvent(db, event, everyAudience);

/*
 * The group notifications (audiences.ts): a join request to the admin, an accepted request and a
 * join to the member, a group trade's events to its members now, and the list's group fields.
 * Groups and memberships are made through the groups API, so the outbox events are the real ones.
 */

let ctx: TestContext;
let admin: Session;
let member: Session;
let requester: Session;
let leaver: Session;
let blocker: Session;
let stranger: Session;
let follower: Session;
let privateGroup: number;
let publicGroup: number;
let stockId: number;
let price: number;

const as = (session: Session) => bearer(session.token.access);
async function call(options: InjectOptions, status = 200) {
  const response = await ctx.app.inject(options);
  expect(response.statusCode, response.body).toBe(status);
  return response;
}

async function delivered() {
  for (let waited = 0; !ctx.app.notificationWorker.isLeader(); waited += 20) {
    if (waited > 5000) throw new Error('the notification worker was not elected');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await ctx.app.notificationWorker.drain();
}

async function listOf(session: Session): Promise<Notification[]> {
  const response = await call({
    url: `/backend/api/my-notifications/${session.user_id}?detail_count=1000`,
    headers: as(session),
  });
  return (response.json() as MyNotificationsResponse).results;
}

/** The session's notifications of the given types, oldest first, as [type, text]. */
async function about(session: Session, ...types: string[]): Promise<[string, string][]> {
  return (await listOf(session))
    .filter((item) => types.includes(item.notification_type))
    .reverse()
    .map((item) => [item.notification_type, item.notification_text]);
}

async function createGroup(session: Session, name: string, groupType: 'Public' | 'Private'): Promise<number> {
  const response = await call(
    {
      method: 'POST',
      url: '/backend/api/own-groups/',
      headers: as(session),
      payload: { name, group_type: groupType },
    },
    201,
  );
  return response.json().group_detail.id;
}

const join = (session: Session, group: number) =>
  call({ method: 'POST', url: `/backend/api/groups/${group}/join/`, headers: as(session) });
const leave = (session: Session, group: number) =>
  call({ method: 'POST', url: `/backend/api/groups/${group}/leave/`, headers: as(session) });
const accept = (group: number, memberUserId: number) =>
  call({
    method: 'PATCH',
    url: '/backend/api/join-leave/',
    headers: as(admin),
    payload: { membership_type: 'member', group, member: memberUserId },
  });

/** An Upcoming group trade 25% above the live price, or with `live` a market order (Live at once). */
async function postGroupTrade(group: number, live = false): Promise<number> {
  const response = await call(
    {
      method: 'POST',
      url: `/backend/api/own-groups/${group}/post-trade/`,
      headers: as(admin),
      payload: live ? buyTradeBody(stockId, price, ENTER_NOW) : buyTradeBody(stockId, price * 1.25),
    },
    201,
  );
  return response.json().id;
}

async function block(who: Session, whom: Session) {
  const [reason] = (await ctx.app.inject({ url: '/backend/master/reason_list/' })).json();
  await call(
    {
      method: 'POST',
      url: '/backend/api/report-and-block/',
      headers: as(who),
      payload: { block_reason: reason.id, blocked_profile: whom.profile_id },
    },
    201,
  );
}

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  [admin, member, requester, leaver, blocker, stranger, follower] = await Promise.all([
    signInWithProfile(ctx.app, 'Gita Admin'),
    signInWithProfile(ctx.app, 'Mohan Member'),
    signInWithProfile(ctx.app, 'Rhea Requester'),
    signInWithProfile(ctx.app, 'Lata Leaver'),
    signInWithProfile(ctx.app, 'Bela Blocker'),
    signInWithProfile(ctx.app, 'Sam Stranger'),
    signInWithProfile(ctx.app, 'Farah Follower'),
  ]);
  stockId = (await findSecurity(ctx.database.db, 'INFY', 'NSE')).id;
  price = await livePriceOf(ctx.app, stockId);
  await call({
    method: 'POST',
    url: '/backend/api/follow-influencer/',
    headers: as(follower),
    payload: { to_follow_id: admin.user_id },
  });
  privateGroup = await createGroup(admin, 'Alpha Circle', 'Private');
  publicGroup = await createGroup(admin, 'Open Desk', 'Public');
  await delivered();
});
afterAll(() => ctx.close());

describe('group membership notifications', () => {
  it("tells a private group's admin of a join request, with its status read now", async () => {
    await join(requester, privateGroup);
    await delivered();
    expect(await about(admin, 'group_join_request')).toEqual([
      ['group_join_request', 'Rhea Requester asked to join Alpha Circle'],
    ]);
    const [request] = (await listOf(admin)).filter((item) => item.notification_type === 'group_join_request');
    expect(request).toMatchObject({
      user_id: requester.user_id,
      follower_name: 'Rhea Requester',
      trade: null,
      group: privateGroup,
      group_name: 'Alpha Circle',
      group_request_status: 'Pending',
    } satisfies Partial<Notification>);
    // Nobody else hears of it, the requester included.
    for (const session of [requester, member, stranger, follower])
      expect(await about(session, 'group_join_request')).toEqual([]);
  });

  it('tells the member their request was accepted, and the request then reads Accepted', async () => {
    await accept(privateGroup, requester.user_id);
    await delivered();
    expect(await about(requester, 'request_accepted')).toEqual([
      ['request_accepted', 'Gita Admin accepted your request to join Alpha Circle'],
    ]);
    const [accepted] = (await listOf(requester)).filter(
      (item) => item.notification_type === 'request_accepted',
    );
    expect(accepted).toMatchObject({
      user_id: admin.user_id,
      group: privateGroup,
      group_name: 'Alpha Circle',
      group_request_status: null,
    } satisfies Partial<Notification>);
    expect(await about(admin, 'request_accepted')).toEqual([]);
    const [request] = (await listOf(admin)).filter((item) => item.notification_type === 'group_join_request');
    expect(request?.group_request_status).toBe('Accepted');
  });

  it('reads a declined request as Cancelled', async () => {
    await join(stranger, privateGroup);
    await delivered();
    await call({
      method: 'DELETE',
      url: '/backend/api/join-leave/',
      headers: as(admin),
      payload: { membership_type: 'request', group: privateGroup, member: stranger.user_id },
    });
    const requests = (await listOf(admin)).filter(
      (item) => item.notification_type === 'group_join_request' && item.user_id === stranger.user_id,
    );
    expect(requests.map((item) => item.group_request_status)).toEqual(['Cancelled']);
    expect(await about(stranger, 'request_accepted', 'group_joined')).toEqual([]);
  });

  it('tells one who joins a public group that they are a member, and nobody else', async () => {
    for (const session of [member, leaver, blocker]) await join(session, publicGroup);
    await delivered();
    expect(await about(member, 'group_joined')).toEqual([
      ['group_joined', 'You are now a member of Open Desk'],
    ]);
    const [joined] = (await listOf(member)).filter((item) => item.notification_type === 'group_joined');
    expect(joined).toMatchObject({ user_id: admin.user_id, group: publicGroup, group_name: 'Open Desk' });
    expect(await about(admin, 'group_joined')).toEqual([]);
    expect(await about(stranger, 'group_joined')).toEqual([]);
  });
});

describe('group trade notifications', () => {
  it("tell the group's members now, never a non-member, one who left, a pending requester, a follower or a blocker", async () => {
    await leave(leaver, publicGroup);
    await join(stranger, privateGroup); // a pending request in the other group
    await block(blocker, admin);
    const id = await postGroupTrade(publicGroup);
    await delivered();
    expect(await about(member, 'new_group_trade')).toEqual([
      ['new_group_trade', 'Gita Admin posted a new group trade on INFY in Open Desk'],
    ]);
    const [posted] = (await listOf(member)).filter((item) => item.notification_type === 'new_group_trade');
    expect(posted).toMatchObject({
      trade: id,
      group: publicGroup,
      group_name: 'Open Desk',
      user_id: admin.user_id,
    });
    for (const session of [leaver, blocker, stranger, follower, requester, admin])
      expect(await about(session, 'new_group_trade', 'new_trade')).toEqual([]);
  });

  it('tell the members and the owner of status changes, and the members of updated reasoning', async () => {
    const id = await postGroupTrade(privateGroup, true);
    await delivered();
    // requester was accepted into Alpha Circle; stranger's request is still pending.
    expect(await about(requester, 'new_group_trade', 'trade_active')).toEqual([
      ['new_group_trade', 'Gita Admin posted a new group trade on INFY in Alpha Circle'],
      ['trade_active', "Gita Admin's trade on INFY in Alpha Circle is now active"],
    ]);
    expect((await about(admin, 'trade_active')).at(-1)).toEqual([
      'trade_active',
      'Your trade on INFY in Alpha Circle is now active',
    ]);
    await call({
      method: 'POST',
      url: `/backend/api/trade/update-reasoning/${id}`,
      headers: as(admin),
      payload: { reason: 'Breakout confirmed on volume' },
    });
    await call({ method: 'POST', url: '/backend/api/trade/exit-trade', headers: as(admin), payload: { id } });
    await delivered();
    expect(await about(requester, 'reasoning_updated', 'trade_closed')).toEqual([
      ['reasoning_updated', 'Gita Admin updated reasoning on their trade on INFY in Alpha Circle'],
      ['trade_closed', "Gita Admin's trade on INFY in Alpha Circle is now closed"],
    ]);
    expect(await about(admin, 'reasoning_updated')).toEqual([]);
    expect((await about(admin, 'trade_closed')).at(-1)).toEqual([
      'trade_closed',
      'Your trade on INFY in Alpha Circle is now closed',
    ]);
    for (const session of [stranger, member, follower, leaver])
      expect(await about(session, 'trade_active', 'trade_closed', 'reasoning_updated')).toEqual([]);
    const rows = await ctx.database.db
      .select({ groupId: notifications.groupId })
      .from(notifications)
      .where(and(eq(notifications.tradeId, id), eq(notifications.recipientId, requester.user_id)));
    expect(rows.every((row) => row.groupId === privateGroup)).toBe(true);
  });

  it('notify nobody but the owner once the group is deleted, and read the group name as null', async () => {
    const doomed = await createGroup(admin, 'Short Lived', 'Public');
    await join(member, doomed);
    const id = await postGroupTrade(doomed);
    await delivered();
    await ctx.database.db.execute(sql`delete from groups where id = ${doomed}`);
    // Events applied after the delete: the group's own notify nobody, its trade's its owner only.
    const base = { groupId: doomed, memberUserId: member.user_id, adminUserId: admin.user_id };
    for (const type of ['group.join_requested', 'group.request_accepted', 'group.joined'] as const)
      expect(await audiencesOf(ctx.database.db, { type, ...base })).toEqual([]);
    const tradeEvent = {
      tradeId: id,
      ownerUserId: admin.user_id,
      securityId: 1,
      status: 'Active' as const,
      visibility: 'group' as const,
    };
    expect(await audiencesOf(ctx.database.db, { type: 'trade.posted', ...tradeEvent })).toEqual([]);
    expect(await audiencesOf(ctx.database.db, { type: 'trade.reasoning_updated', ...tradeEvent })).toEqual(
      [],
    );
    const closed = await audiencesOf(ctx.database.db, { type: 'trade.closed', ...tradeEvent });
    expect(closed.map((audience) => [audience.text, audience.notifyActor, audience.groupId])).toEqual([
      ['Your trade on INFY is now closed', true, null],
    ]);
    // What was written before the delete stays, with its group's name read as null now.
    const [joined] = (await listOf(member)).filter(
      (item) => item.notification_type === 'group_joined' && item.group === doomed,
    );
    expect(joined).toMatchObject({ group: doomed, group_name: null });
    const [posted] = (await listOf(member)).filter(
      (item) => item.notification_type === 'new_group_trade' && item.group === doomed,
    );
    expect(posted).toMatchObject({ trade: id, group: doomed, group_name: null });
  });
});

describe('membership rows these tests rely on', () => {
  it('match the standings the audiences were checked against', async () => {
    const rows = resultRows<{ user_id: number; status: string }>(
      await ctx.database.db.execute(
        sql`select user_id, status from ${groupMembers} where group_id = ${publicGroup} order by user_id`,
      ),
    );
    const statusOf = new Map(rows.map((row) => [Number(row.user_id), row.status]));
    expect(statusOf.get(member.user_id)).toBe('member');
    expect(statusOf.get(leaver.user_id)).toBe('left');
    expect(statusOf.get(blocker.user_id)).toBe('member');
  });
});
