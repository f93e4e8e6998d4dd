import type { TradeChangeEvent } from '@tradecircle/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { bearer } from '../../../test/auth-helpers.ts';
import { publishTradeChanges } from '../../../test/stream.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import {
  buyTradeBody,
  findSecurity,
  livePriceOf,
  type Session,
  signInWithProfile,
} from '../../../test/trade-helpers.ts';
import { groupMembers, groups } from '../../db/schema/index.ts';

/*
 * The live channel's handling of group trades (trade-changes.push.ts): a group trade's changes reach
 * the sockets of its owner and of the group's members now, and nobody else: not a visitor, a
 * stranger, a pending requester, nor a member from the moment they leave.
 */

let ctx: TestContext;
let admin: Session;
let member: Session;
let leaver: Session;
let requester: Session;
let stranger: Session;
let groupId: number;
let stockId: number;
let price: number;

type Inbox = { socket: WebSocket; events: TradeChangeEvent[] };

/**
 * A socket watching the stock (or, with `watch` false, nothing), authenticated as the session (a
 * visitor without one); what it hears.
 */
async function watcher(session: Session | null, watch = true): Promise<Inbox> {
  const socket = await ctx.app.injectWS('/ws/security/');
  const inbox: Inbox = { socket, events: [] };
  const control: string[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString());
    if (message.type === 'trades') inbox.events.push(...message.events);
    else if (typeof message.type === 'string') control.push(message.type);
  });
  const answered = async (type: string) => {
    for (let waited = 0; !control.includes(type); waited += 20) {
      if (waited > 3000) throw new Error(`no ${type} answer`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  if (session) {
    socket.send(JSON.stringify({ type: 'auth', token: session.token.access }));
    await answered('authenticated');
  }
  socket.send(JSON.stringify({ type: 'security', ids: watch ? [stockId] : [] }));
  await answered('subscribed');
  return inbox;
}

let markers = 900_000;
/** Publishes a public change and waits until every inbox heard it: whatever came before it has arrived. */
async function settle(inboxes: Inbox[]): Promise<void> {
  // What was committed before goes on the stream first (the relay), then the marker.
  await ctx.app.outboxRelay.drain();
  markers += 1;
  const marker = markers;
  await publishTradeChanges(ctx.bus, [change(marker, 'followers', admin.user_id)]);
  for (const inbox of inboxes) {
    for (let waited = 0; !inbox.events.some((event) => event.trade_id === marker); waited += 20) {
      if (waited > 3000) throw new Error('the marker did not arrive');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

function change(
  tradeId: number,
  visibility: TradeChangeEvent['visibility'],
  postedBy: number,
  extra: Partial<TradeChangeEvent> = {},
): TradeChangeEvent {
  return {
    type: 'trade.updated',
    trade_id: tradeId,
    security_id: stockId,
    posted_by_id: postedBy,
    status: 'Inactive',
    visibility,
    ...extra,
  };
}

const heard = (inbox: Inbox, tradeId: number) =>
  inbox.events.filter((event) => event.trade_id === tradeId).map((event) => event.type);

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  [admin, member, leaver, requester, stranger] = await Promise.all([
    signInWithProfile(ctx.app, 'Push Admin'),
    signInWithProfile(ctx.app, 'Push Member'),
    signInWithProfile(ctx.app, 'Push Leaver'),
    signInWithProfile(ctx.app, 'Push Requester'),
    signInWithProfile(ctx.app, 'Push Stranger'),
  ]);
  stockId = (await findSecurity(ctx.database.db, 'INFY', 'NSE')).id;
  price = await livePriceOf(ctx.app, stockId);
  const [group] = await ctx.database.db
    .insert(groups)
    .values({ adminUserId: admin.user_id, name: 'Push Circle', groupType: 'Public' })
    .returning({ id: groups.id });
  groupId = group!.id;
  await ctx.database.db.insert(groupMembers).values([
    { groupId, userId: member.user_id, status: 'member', joinedAt: new Date() },
    { groupId, userId: leaver.user_id, status: 'member', joinedAt: new Date() },
    { groupId, userId: requester.user_id, status: 'requested', requestedAt: new Date() },
  ]);
});
afterAll(() => ctx.close());

describe('group trade changes on /ws/security/', () => {
  it("reach the owner and the group's members now, and nobody else", async () => {
    const [owner, memberSocket, leaverSocket, requesterSocket, strangerSocket, visitor] = await Promise.all([
      watcher(admin),
      watcher(member),
      watcher(leaver),
      watcher(requester),
      watcher(stranger),
      watcher(null),
    ]);
    const all = [owner, memberSocket, leaverSocket, requesterSocket, strangerSocket, visitor];

    // Posted through the group call: the trade calls' events carry group_id.
    const posted = await ctx.app.inject({
      method: 'POST',
      url: `/backend/api/own-groups/${groupId}/post-trade/`,
      headers: bearer(admin.token.access),
      payload: buyTradeBody(stockId, price * 1.25),
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const tradeId: number = posted.json().id;
    await settle(all);
    for (const inbox of [owner, memberSocket, leaverSocket])
      expect(heard(inbox, tradeId)).toEqual(['trade.posted']);
    expect(memberSocket.events.find((event) => event.trade_id === tradeId)?.group_id).toBe(groupId);
    for (const inbox of [requesterSocket, strangerSocket, visitor]) expect(heard(inbox, tradeId)).toEqual([]);

    // The leaver leaves: from the commit on, they hear nothing more of it. The next change comes
    // as the lifecycle engine publishes it, without group_id: the push reads the trade's group.
    const left = await ctx.app.inject({
      method: 'POST',
      url: `/backend/api/groups/${groupId}/leave/`,
      headers: bearer(leaver.token.access),
    });
    expect(left.statusCode, left.body).toBe(200);
    await publishTradeChanges(ctx.bus, [
      change(tradeId, 'group', admin.user_id, { type: 'trade.activated', status: 'Active' }),
    ]);
    await settle(all);
    for (const inbox of [owner, memberSocket])
      expect(heard(inbox, tradeId)).toEqual(['trade.posted', 'trade.activated']);
    expect(heard(leaverSocket, tradeId)).toEqual(['trade.posted']);
    for (const inbox of [requesterSocket, strangerSocket, visitor]) expect(heard(inbox, tradeId)).toEqual([]);
    for (const inbox of all) inbox.socket.terminate();
  });

  it('keep the bus order: a public change never overtakes a group change waiting for its lookup', async () => {
    const [memberSocket, visitor] = await Promise.all([watcher(member), watcher(null)]);
    await publishTradeChanges(ctx.bus, [change(800_001, 'group', admin.user_id, { group_id: groupId })]);
    await publishTradeChanges(ctx.bus, [change(800_002, 'followers', admin.user_id)]);
    await publishTradeChanges(ctx.bus, [change(800_003, 'group', admin.user_id, { group_id: groupId })]);
    await publishTradeChanges(ctx.bus, [change(800_004, 'followers', admin.user_id)]);
    await settle([memberSocket, visitor]);
    const order = (inbox: Inbox) =>
      inbox.events.map((event) => event.trade_id).filter((id) => id >= 800_001 && id <= 800_004);
    expect(order(memberSocket)).toEqual([800_001, 800_002, 800_003, 800_004]);
    expect(order(visitor)).toEqual([800_002, 800_004]);
    // A group trade whose group is gone (group_id null) reaches its owner only.
    await publishTradeChanges(ctx.bus, [change(800_005, 'group', admin.user_id, { group_id: null })]);
    await settle([memberSocket, visitor]);
    expect(heard(memberSocket, 800_005)).toEqual([]);
    for (const inbox of [memberSocket, visitor]) inbox.socket.terminate();
  });
});

describe('trade changes by audience', () => {
  it("reach a follower's and a member's signed-in sockets that watch no security, and nobody else's", async () => {
    const follower = await signInWithProfile(ctx.app, 'Push Follower');
    const followed = await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/follow-influencer/',
      headers: bearer(follower.token.access),
      payload: { to_follow_id: admin.user_id },
    });
    expect(followed.statusCode, followed.body).toBe(200);
    const [owner, followerSocket, memberSocket, strangerSocket, visitor, watching] = await Promise.all([
      watcher(admin, false),
      watcher(follower, false),
      watcher(member, false),
      watcher(stranger, false),
      watcher(null, false),
      watcher(null),
    ]);
    const all = [owner, followerSocket, memberSocket, strangerSocket, visitor, watching];

    // A new public trade of the one followed: the follower's Home feed hears of it from its event.
    const publicTrade = await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/trade/create-trade/',
      headers: bearer(admin.token.access),
      payload: buyTradeBody(stockId, price * 1.3),
    });
    expect(publicTrade.statusCode, publicTrade.body).toBe(201);
    // A new group trade: the member's group page hears of it.
    const groupTrade = await ctx.app.inject({
      method: 'POST',
      url: `/backend/api/own-groups/${groupId}/post-trade/`,
      headers: bearer(admin.token.access),
      payload: buyTradeBody(stockId, price * 1.3),
    });
    expect(groupTrade.statusCode, groupTrade.body).toBe(201);
    // The marker (a public change of the admin's) reaches the sockets of the admin's audience and the
    // watcher; the others got this batch's frames, if any, in the same send.
    await settle([owner, followerSocket, watching]);
    const publicId: number = publicTrade.json().id;
    const groupTradeId: number = groupTrade.json().id;
    expect(heard(owner, publicId)).toEqual(['trade.posted']);
    expect(heard(owner, groupTradeId)).toEqual(['trade.posted']);
    expect(heard(followerSocket, publicId)).toEqual(['trade.posted']);
    expect(heard(followerSocket, groupTradeId)).toEqual([]);
    expect(heard(memberSocket, groupTradeId)).toEqual(['trade.posted']);
    // The member does not follow the admin: their socket, watching nothing, hears nothing of the public one.
    expect(heard(memberSocket, publicId)).toEqual([]);
    for (const inbox of [strangerSocket, visitor]) {
      expect(heard(inbox, publicId)).toEqual([]);
      expect(heard(inbox, groupTradeId)).toEqual([]);
    }
    // A socket watching the security hears the public one as before, once.
    expect(heard(watching, publicId)).toEqual(['trade.posted']);
    expect(heard(watching, groupTradeId)).toEqual([]);
    for (const inbox of all) inbox.socket.terminate();
  });
});
