/**
 * Demo groups (groups.data.ts): seeded once per group name and admin, counts equal to their rows,
 * every group trade in its admin's track record under its group (so the group KPIs show figures),
 * the premium list, a member's view of the group's trades, the contact card and the watchlist.
 */
import { ContactCardBodySchema } from '@tradecircle/domain';
import { asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../test/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../test/support.ts';
import {
  coupons,
  expertContacts,
  groupMembers,
  groupPlans,
  groups,
  groupWatchlistItems,
  groupWatchlists,
  payoutAccounts,
  profiles,
  securities,
  trackRecordCalls,
  trackRecordEntries,
  trades,
  users,
} from '../db/schema/index.ts';
import type { TradeEvent } from '../modules/trades/index.ts';
import { SEED_PENDING_GROUP } from './group-review.ts';
import { SEED_GROUPS } from './groups.data.ts';
import { seedDemoData } from './seed.ts';
import { seedDemoTrades } from './trades.ts';

const DAY = 24 * 60 * 60 * 1000;
const PRIYA = '9810000005';
const KARAN = '9810000004';

let ctx: TestContext;
let announced: TradeEvent[];
let priyaSession: Promise<Awaited<ReturnType<typeof signIn>>> | undefined;
/** Priya (a member of every demo group), signed in once: a phone gets one OTP every 2 minutes. */
const priya = () => {
  priyaSession ??= signIn(ctx.app, PRIYA);
  return priyaSession;
};

beforeAll(async () => {
  // The seeded template holds the demo people; the trades and groups need the market's live prices.
  ctx = await createTestApp({ seed: true });
  announced = await seedDemoTrades(ctx.database.db, ctx.app.quotes);
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

async function groupNamed(name: string) {
  const [row] = await db().select().from(groups).where(eq(groups.name, name));
  expect(row, name).toBeDefined();
  return row!;
}

const tradesOf = (groupId: number) =>
  db().select().from(trades).where(eq(trades.groupId, groupId)).orderBy(asc(trades.id));

/** The steps a seeded trade's row says it went through, in order: what its record must tell. */
function lifeOf(trade: typeof trades.$inferSelect): string[] {
  const life = ['posted'];
  if (trade.status === 'Active' || trade.status === 'Closed') life.push('activated');
  if (trade.currentStep > 0) life.push('target_reached');
  if (trade.status === 'Closed') life.push(trade.isManualExit ? 'exited' : 'closed');
  if (trade.status === 'expired') life.push('expired');
  return life;
}

async function userIdOf(phone: string) {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.phone, phone));
  return row!.id;
}

/** The demo groups with members and trades (group-review.ts adds one waiting for review, without). */
const seededGroups = () =>
  db()
    .select()
    .from(groups)
    .where(
      inArray(
        groups.name,
        SEED_GROUPS.map((spec) => spec.name),
      ),
    );

const tally = async () => {
  const n = async (table: PgTable) => (await db().select({ n: count() }).from(table))[0]!.n;
  return {
    groups: await n(groups),
    members: await n(groupMembers),
    trades: await n(trades),
    watchlists: await n(groupWatchlists),
    watchlistItems: await n(groupWatchlistItems),
    contacts: await n(expertContacts),
    entries: await n(trackRecordEntries),
    calls: await n(trackRecordCalls),
    plans: await n(groupPlans),
    payoutAccounts: await n(payoutAccounts),
    coupons: await n(coupons),
  };
};

describe('demo groups', () => {
  it('seeds every group once: seeding again (people, trades, groups) changes nothing', async () => {
    const first = await tally();
    // The demo groups and the one waiting in the groups queue (group-review.ts).
    expect(first.groups).toBe(SEED_GROUPS.length + 1);
    expect(first.watchlists).toBe(1);
    expect(first.contacts).toBe(1);
    const rows = {
      groups: await db().select().from(groups).orderBy(asc(groups.id)),
      members: await db().select().from(groupMembers).orderBy(asc(groupMembers.id)),
      contacts: await db().select().from(expertContacts),
      payoutAccounts: await db().select().from(payoutAccounts).orderBy(asc(payoutAccounts.id)),
    };

    await seedDemoData(db());
    expect(await seedDemoTrades(db(), ctx.app.quotes)).toEqual([]);

    expect(await tally()).toEqual(first);
    expect(await db().select().from(groups).orderBy(asc(groups.id))).toEqual(rows.groups);
    expect(await db().select().from(groupMembers).orderBy(asc(groupMembers.id))).toEqual(rows.members);
    expect(await db().select().from(expertContacts)).toEqual(rows.contacts);
    expect(await db().select().from(payoutAccounts).orderBy(asc(payoutAccounts.id))).toEqual(
      rows.payoutAccounts,
    );
  });

  it('sets up payments: the premium groups’ plans, their admins’ Verified payout accounts, WELCOME10', async () => {
    const response = await ctx.app.inject({ url: '/backend/api/premium-groups/' });
    const listed = response.json().premium_groups as {
      id: number;
      name: string;
      is_payment_active: boolean;
      price: { plan: string; is_discount_price_live: boolean; discount_percentage: number }[];
    }[];
    for (const group of listed) {
      expect(group.is_payment_active, group.name).toBe(true);
      expect(group.price.map((plan) => plan.plan)).toEqual(['Monthly', 'Quarterly', 'Yearly']);
      expect(group.price[1]).toMatchObject({ is_discount_price_live: true });
      expect(group.price[1]!.discount_percentage).toBeGreaterThan(0);
    }
    const accounts = await db().select().from(payoutAccounts);
    expect(accounts).toHaveLength(3);
    for (const account of accounts) expect(account.accountNumberEncrypted).toMatch(/^v1:/);
    // The premium groups' admins are Verified; Meera's waits in the admin panel's payout queue.
    expect(accounts.map((account) => account.verificationStatus).sort()).toEqual([
      'Pending',
      'Verified',
      'Verified',
    ]);
    const desk = listed.find((group) => group.name === "Ananya's Swing Desk")!;
    const { token } = await priya();
    const coupon = await ctx.app.inject({
      url: `/backend/api/valid_coupon/?coupon_code=welcome10&group=${desk.id}`,
      headers: bearer(token.access),
    });
    expect(coupon.json()).toMatchObject({ message: 'Valid Coupon', discount_percentage: 10 });
  });

  it('keeps each group’s counts equal to its rows', async () => {
    for (const group of await seededGroups()) {
      const members = await db().select().from(groupMembers).where(eq(groupMembers.groupId, group.id));
      const active = members.filter((row) => row.status === 'member');
      const posted = await tradesOf(group.id);
      expect(group.participantsCount, group.name).toBe(active.length);
      expect(group.activeGroupMembers, group.name).toBe(active.length);
      expect(group.tradesCount, group.name).toBe(posted.length);
      const latest = Math.max(...posted.map((trade) => trade.createdAt.getTime()));
      expect(group.lastTradeAt?.getTime(), group.name).toBe(latest);
    }
  });

  it('gives each group a handful of members over past weeks and 6-12 trades by its admin in every state', async () => {
    for (const group of await seededGroups()) {
      const members = await db().select().from(groupMembers).where(eq(groupMembers.groupId, group.id));
      const joined = members.filter((row) => row.status === 'member').map((row) => row.joinedAt!.getTime());
      expect(joined.length, group.name).toBeGreaterThanOrEqual(2);
      expect(Math.max(...joined) - Math.min(...joined), group.name).toBeGreaterThanOrEqual(7 * DAY);
      expect(joined.every((at) => at > group.createdAt.getTime() && at < Date.now())).toBe(true);

      const spec = SEED_GROUPS.find((entry) => entry.name === group.name)!;
      expect(joined.length, group.name).toBe(spec.members.length);
      const posted = await tradesOf(group.id);
      // Every trade of the spec found its security and a live price.
      expect(posted.length, group.name).toBe(spec.trades.length);
      expect(posted.length, group.name).toBeGreaterThanOrEqual(6);
      expect(posted.length, group.name).toBeLessThanOrEqual(12);
      expect(posted.every((trade) => trade.visibility === 'group')).toBe(true);
      expect(posted.every((trade) => trade.postedByUserId === group.adminUserId)).toBe(true);
      expect(posted.every((trade) => trade.createdAt > group.createdAt)).toBe(true);
      const featured = posted.filter((trade) => trade.isFeatured).length;
      expect(featured, group.name).toBeGreaterThanOrEqual(2);
      expect(featured, group.name).toBeLessThanOrEqual(3);
      const closed = posted.filter((trade) => trade.status === 'Closed');
      expect(closed.length, group.name).toBeGreaterThanOrEqual(3);
      for (const trade of closed) {
        expect(trade.exitPrice, `trade ${trade.id}`).not.toBeNull();
        expect(trade.closingReason, `trade ${trade.id}`).not.toBeNull();
        // Closed in the past, within the trade's window.
        expect(trade.closedAt!.getTime(), `trade ${trade.id}`).toBeLessThan(Date.now());
        expect(trade.closedAt!.getTime(), `trade ${trade.id}`).toBeLessThanOrEqual(trade.expiresAt.getTime());
      }
      expect(posted.some((trade) => trade.status === 'Active')).toBe(true);
      expect(posted.some((trade) => trade.status === 'Inactive')).toBe(true);
      const times = posted.map((trade) => trade.createdAt.getTime());
      expect(Math.max(...times) - Math.min(...times), group.name).toBeGreaterThanOrEqual(14 * DAY);
    }
  });

  it('seeds the groups the pages show: Ananya’s three and an unregistered expert’s premium group', async () => {
    const [ananya] = await db()
      .select()
      .from(profiles)
      .where(eq(profiles.userId, await userIdOf('9810000001')));
    expect(ananya!.isSebiRegistered).toBe(true);

    const desk = await groupNamed("Ananya's Swing Desk");
    expect(desk).toMatchObject({
      adminUserId: ananya!.userId,
      groupType: 'Premium',
      freeTrail: true,
      typesOfInstrument: ['Equity'],
    });
    expect(desk.keyOffering.length).toBeGreaterThanOrEqual(3);
    expect(desk.keyOffering.length).toBeLessThanOrEqual(4);
    // Longer than the premium page's cut (250), so Read more shows.
    expect(desk.description.length).toBeGreaterThan(250);
    expect(desk.disclaimer).not.toBe('');

    expect(await groupNamed('Nifty Momentum Club')).toMatchObject({
      adminUserId: ananya!.userId,
      groupType: 'Public',
    });

    const lab = await groupNamed('Options Lab');
    expect(lab).toMatchObject({
      adminUserId: ananya!.userId,
      groupType: 'Private',
      typesOfInstrument: ['F&O'],
    });
    const labKinds = await db()
      .select({ kind: securities.instrumentType })
      .from(trades)
      .innerJoin(securities, eq(securities.id, trades.securityId))
      .where(eq(trades.groupId, lab.id));
    expect(new Set(labKinds.map((row) => row.kind))).toEqual(new Set(['FUT', 'CE', 'PE']));
    const requests = await db().select().from(groupMembers).where(eq(groupMembers.groupId, lab.id));
    expect(requests.filter((row) => row.status === 'requested').map((row) => row.userId)).toEqual([
      await userIdOf(KARAN),
    ]);

    const room = await groupNamed("Karan's Breakout Room");
    expect(room.groupType).toBe('Premium');
    const [karan] = await db().select().from(profiles).where(eq(profiles.userId, room.adminUserId));
    expect(karan!.isSebiRegistered).toBe(false);
  });

  it('writes every group trade into its admin’s track record under its group, so the group KPIs count them', async () => {
    const posted = await db().select().from(trades).where(isNotNull(trades.groupId));
    expect(posted.length).toBeGreaterThan(0);
    const ids = posted.map((trade) => trade.id);
    const entries = await db()
      .select()
      .from(trackRecordEntries)
      .where(inArray(trackRecordEntries.tradeId, ids))
      .orderBy(asc(trackRecordEntries.seq));
    const calls = await db().select().from(trackRecordCalls).where(inArray(trackRecordCalls.tradeId, ids));
    const callOf = new Map(calls.map((call) => [call.tradeId, call]));
    for (const trade of posted) {
      const mine = entries.filter((entry) => entry.tradeId === trade.id);
      // One entry per step of its life (posted, activated, target reached, closed or exited).
      expect(
        mine.map((entry) => entry.kind),
        `trade ${trade.id}`,
      ).toEqual(lifeOf(trade));
      expect(mine.every((entry) => entry.expertUserId === trade.postedByUserId && entry.isPrivate)).toBe(
        true,
      );
      const call = callOf.get(trade.id);
      expect(call?.groupId, `trade ${trade.id}`).toBe(trade.groupId);
      if (trade.status === 'Closed') expect(call!.outcome, `trade ${trade.id}`).not.toBeNull();
      else expect(call!.endedAt, `trade ${trade.id}`).toBeNull();
    }
    // The open ones are announced, so the lifecycle engine tracks them.
    const open = posted.filter((trade) => trade.status === 'Inactive' || trade.status === 'Active');
    expect(
      announced
        .filter((event) => event.visibility === 'group')
        .map((event) => event.tradeId)
        .sort(),
    ).toEqual(open.map((trade) => trade.id).sort());

    for (const group of await seededGroups()) {
      const closed = (await tradesOf(group.id)).filter((trade) => trade.status === 'Closed').length;
      const response = await ctx.app.inject({ url: `/backend/api/group-kpis/?group_id=${group.id}` });
      expect(response.statusCode, response.body).toBe(200);
      const { result } = response.json();
      expect(result.closed_trades, group.name).toBe(closed);
      expect(result.accuracy, group.name).not.toBeNull();
      // Net of charges a call can only do worse (docs/metrics.md "Net of charges").
      expect(result.net.accuracy, group.name).toBeLessThanOrEqual(result.accuracy);
      expect(result.net.avg_trade_return, group.name).toBeLessThanOrEqual(result.avg_trade_return);
    }
  });

  it('lists the premium groups with their figures', async () => {
    const response = await ctx.app.inject({ url: '/backend/api/premium-groups/' });
    expect(response.statusCode, response.body).toBe(200);
    const listed = response.json().premium_groups as {
      name: string;
      group_type: string;
      free_trail: boolean;
      admin: { profile: { is_sebi_registered: boolean } };
      metrics: { closed_trades: number; accuracy: number | null };
    }[];
    expect(listed.map((group) => group.name).sort()).toEqual([
      "Ananya's Swing Desk",
      "Karan's Breakout Room",
    ]);
    const desk = listed.find((group) => group.name === "Ananya's Swing Desk")!;
    expect(desk).toMatchObject({ free_trail: true, admin: { profile: { is_sebi_registered: true } } });
    expect(desk.metrics.closed_trades).toBeGreaterThan(0);
    expect(desk.metrics.accuracy).not.toBeNull();
    const room = listed.find((group) => group.name === "Karan's Breakout Room")!;
    expect(room.admin.profile.is_sebi_registered).toBe(false);
  });

  it('shows a member the group’s trades, a pending requester none, and a visitor the featured ones locked', async () => {
    const desk = await groupNamed("Ananya's Swing Desk");
    const deskTrades = await tradesOf(desk.id);
    const asMember = await ctx.app.inject({
      url: `/backend/api/trade/trade-list-view/?group_id=${desk.id}&res_type=paper&trade_status=ALL`,
      headers: bearer((await priya()).token.access),
    });
    expect(asMember.statusCode, asMember.body).toBe(200);
    const { results, page_info } = asMember.json();
    expect(page_info.total_count).toBe(deskTrades.length);
    expect(results.map((trade: { id: number }) => trade.id).sort()).toEqual(
      deskTrades.map((trade) => trade.id).sort(),
    );
    expect(results.every((trade: { security_symbol: string | null }) => trade.security_symbol)).toBe(true);

    const lab = await groupNamed('Options Lab');
    const karan = await signIn(ctx.app, KARAN);
    const asRequester = await ctx.app.inject({
      url: `/backend/api/trade/trade-list-view/?group_id=${lab.id}`,
      headers: bearer(karan.token.access),
    });
    expect(asRequester.statusCode).toBe(200);
    expect(asRequester.json().results).toEqual([]);

    const asVisitor = await ctx.app.inject({
      url: `/backend/api/trade/trade-list-view/?group_id=${desk.id}&res_type=featured`,
    });
    const locked = asVisitor.json().results as { is_locked: boolean }[];
    expect(locked).toHaveLength(deskTrades.filter((trade) => trade.isFeatured).length);
    expect(locked.every((trade) => trade.is_locked)).toBe(true);
  });

  it('gives the premium group a watchlist of 8 securities and Ananya a valid contact card with her SEBI number', async () => {
    const desk = await groupNamed("Ananya's Swing Desk");
    const detail = await ctx.app.inject({ url: `/backend/api/group-detail/?id=${desk.id}` });
    expect(detail.statusCode, detail.body).toBe(200);
    const body = detail.json();
    expect(body.group_detail.is_watchlist_added).toBe(true);
    expect(body.key_offering).toEqual(desk.keyOffering);
    expect(body.user_sebi_details).toHaveLength(1);
    const contact = body.user_sebi_details[0];
    const [ananya] = await db().select().from(profiles).where(eq(profiles.userId, desk.adminUserId));
    expect(contact.SEBI_number).toBe(ananya!.sebiNumber);
    expect(contact.cin).toBe('U67190MH2020PTC123456');
    expect(contact.office_address).toContain('Mumbai');
    // The card passes the group-contact call's own checks, so Ananya can save it back unchanged.
    expect(ContactCardBodySchema.safeParse(contact).success).toBe(true);

    const watchlist = await ctx.app.inject({
      url: `/backend/api/watchlist/detail/?watchlist=${body.watchlist_data.id}`,
      headers: bearer((await priya()).token.access),
    });
    expect(watchlist.statusCode, watchlist.body).toBe(200);
    expect(watchlist.json().count).toBe(8);
    expect(
      watchlist.json().items.map((item: { stock_data: { symbol: string } }) => item.stock_data.symbol),
    ).toContain('HDFCBANK');
  });
});

describe('the groups queue of the demo', () => {
  it('seeds the demo groups Verified and one Premium group of Karan’s waiting for review, unlisted', async () => {
    for (const group of await seededGroups()) expect(group.verificationStatus, group.name).toBe('Verified');
    const [pending] = await db().select().from(groups).where(eq(groups.name, SEED_PENDING_GROUP.name));
    expect(pending).toMatchObject({ groupType: 'Premium', verificationStatus: 'Pending' });
    const listed = (await ctx.app.inject({ url: '/backend/api/premium-groups/?detail_count=50' })).json();
    expect(listed.premium_groups.map((group: { id: number }) => group.id)).not.toContain(pending!.id);
  });
});
