import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import type {
  ProfileDetails,
  Trade,
  TradeChangeEvent,
  TradeCounts,
  TradeListResponse,
} from '@tradecircle/domain';
import { describe, expect, it } from 'vitest';
import type { TradeFilters } from '../api.ts';
import { makeTrade, OWNER_USER_ID, RELIANCE_ID } from '../components/trade-fixtures.ts';
import { tradeKeys } from '../hooks.ts';
import { patchTradeCaches } from './trade-cache-patch.ts';

const OWNER = OWNER_USER_ID;
const noFilters: TradeFilters = { status: [], sides: [], durations: [], dates: null };
const only = (...status: TradeFilters['status']): TradeFilters => ({ ...noFilters, status });

function listOf(trades: Trade[]): InfiniteData<TradeListResponse> {
  return {
    pageParams: [1],
    pages: [
      {
        result: trades,
        num: 1,
        today: [],
        past_week: [],
        other: trades,
        count: { trade_today: 0, trade_past_week: 0, trade_other: trades.length },
      },
    ],
  };
}

const counts = (inactive: number, active: number, closed: number): TradeCounts => ({
  posted_count: inactive + active + closed,
  followed_count: 0,
  inactive_count: inactive,
  active_count: active,
  closed_count: closed,
});

const profile = (tradeCounts: TradeCounts): ProfileDetails => ({
  id: 7,
  user_id: OWNER,
  name: 'Ravi',
  profile_image: null,
  bio: null,
  is_sebi_registered: false,
  sebi_user_type: null,
  followers_count: 0,
  following_count: 0,
  is_followed: false,
  is_own_profile: false,
  trade_counts: tradeCounts,
  performance_verification: { status: 'unverified', reference: null, verified_on: null },
});

function activation(tradeId: number): TradeChangeEvent {
  return {
    type: 'trade.activated',
    trade_id: tradeId,
    security_id: RELIANCE_ID,
    posted_by_id: OWNER,
    status: 'Active',
    visibility: 'followers',
    price: 1500,
    step: 0,
    fields: { current_step: 0, trade_live_time: '2026-05-05T04:00:00.000Z' },
  };
}

function setup() {
  const client = new QueryClient();
  const upcoming = makeTrade({ id: 101, status: 'Inactive', posted_by_id: OWNER, live_price: 1490 });
  const other = makeTrade({ id: 102, status: 'Inactive', posted_by_id: OWNER });
  client.setQueryData(tradeKeys.detail(101), { ...upcoming, comments: [] });
  client.setQueryData(tradeKeys.trade(101), upcoming);
  client.setQueryData(tradeKeys.filtered(OWNER, 0, noFilters), listOf([upcoming, other]));
  client.setQueryData(tradeKeys.userList(OWNER, 0), listOf([other, upcoming]));
  client.setQueryData(tradeKeys.countsOf(OWNER), counts(4, 2, 1));
  client.setQueryData(tradeKeys.profileDetails(OWNER, null), profile(counts(4, 2, 1)));
  client.setQueryData(tradeKeys.profileDetails(OWNER, 9), profile(counts(4, 2, 1)));
  client.setQueryData(tradeKeys.countsOf(99), counts(4, 2, 1));
  return { client, upcoming, other };
}

const listData = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryData<InfiniteData<TradeListResponse>>(key)!.pages[0]!;

describe('patchTradeCaches', () => {
  it('patches every cached copy of the trade in place and asks for no refetch', () => {
    const { client, other } = setup();
    const before = listData(client, tradeKeys.filtered(OWNER, 0, noFilters));

    expect(patchTradeCaches(client, activation(101))).toEqual([]);

    for (const trade of [
      client.getQueryData<Trade>(tradeKeys.detail(101))!,
      client.getQueryData<Trade>(tradeKeys.trade(101))!,
      listData(client, tradeKeys.filtered(OWNER, 0, noFilters)).result[0]!,
      listData(client, tradeKeys.filtered(OWNER, 0, noFilters)).other[0]!,
      listData(client, tradeKeys.userList(OWNER, 0)).result[1]!,
    ]) {
      expect(trade).toMatchObject({
        id: 101,
        status: 'Active',
        trade_live_time: '2026-05-05T04:00:00.000Z',
        current_step: 0,
      });
    }
    expect(client.getQueryData<{ comments: unknown[] }>(tradeKeys.detail(101))!.comments).toEqual([]);
    const after = listData(client, tradeKeys.filtered(OWNER, 0, noFilters));
    // The other card's object is untouched, so its memoised parts do not re-render.
    expect(after.result[1]).toBe(other);
    expect(after.today).toBe(before.today);
  });

  it('moves the owner’s counts from the old status to the new, in every cached copy, once', () => {
    const { client } = setup();
    patchTradeCaches(client, activation(101));
    expect(client.getQueryData(tradeKeys.countsOf(OWNER))).toEqual(counts(3, 3, 1));
    expect(client.getQueryData<ProfileDetails>(tradeKeys.profileDetails(OWNER, null))!.trade_counts).toEqual(
      counts(3, 3, 1),
    );
    expect(client.getQueryData<ProfileDetails>(tradeKeys.profileDetails(OWNER, 9))!.trade_counts).toEqual(
      counts(3, 3, 1),
    );
    expect(client.getQueryData(tradeKeys.countsOf(99))).toEqual(counts(4, 2, 1));

    // The same push again (a reconnect, a second tab's echo) finds the trade Live already.
    patchTradeCaches(client, activation(101));
    expect(client.getQueryData(tradeKeys.countsOf(OWNER))).toEqual(counts(3, 3, 1));
  });

  it('recomputes what the server derives when a trade closes: shown price and realised P&L', () => {
    const { client } = setup();
    patchTradeCaches(client, activation(101));
    patchTradeCaches(client, {
      ...activation(101),
      type: 'trade.closed',
      status: 'Closed',
      price: 1600,
      fields: {
        current_step: 0,
        exit_price: 1600,
        closing_reason: 'target',
        trade_closing_time: '2026-05-06T04:00:00.000Z',
      },
    });
    expect(client.getQueryData<Trade>(tradeKeys.trade(101))).toMatchObject({
      status: 'Closed',
      exit_price: 1600,
      closing_live_price: 1600,
      live_price: 1600,
      price_up_down: null,
      closing_reason: 'target',
      // Two lots of 100 rupees above the entry of 1,500.
      pl_data: 200,
      pl_percent: 6.67,
    });
    expect(client.getQueryData(tradeKeys.countsOf(OWNER))).toEqual(counts(3, 2, 2));
  });

  it('moves a ladder step in place without touching the counts', () => {
    const { client } = setup();
    patchTradeCaches(client, activation(101));
    patchTradeCaches(client, {
      ...activation(101),
      type: 'trade.target_reached',
      step: 1,
      fields: { current_step: 1, target_price: 1650, stop_loss: 1550 },
    });
    expect(client.getQueryData<Trade>(tradeKeys.trade(101))).toMatchObject({
      status: 'Active',
      current_step: 1,
      target_price: 1650,
      stop_loss: 1550,
    });
    expect(client.getQueryData(tradeKeys.countsOf(OWNER))).toEqual(counts(3, 3, 1));
  });

  it('asks to refetch a status-filtered list the trade leaves, and one it enters, and leaves them as they were', () => {
    const { client, upcoming } = setup();
    const upcomingOnly = tradeKeys.filtered(OWNER, 0, only('Inactive'));
    const liveOnly = tradeKeys.filtered(OWNER, 0, only('Active'));
    const someoneElsesLive = tradeKeys.filtered(99, 0, only('Active'));
    client.setQueryData(upcomingOnly, listOf([upcoming]));
    client.setQueryData(liveOnly, listOf([]));
    client.setQueryData(someoneElsesLive, listOf([]));

    const keys = patchTradeCaches(client, activation(101));
    expect(keys).toEqual(expect.arrayContaining([upcomingOnly, liveOnly]));
    expect(keys).not.toContainEqual(someoneElsesLive);
    expect(listData(client, upcomingOnly).result[0]!.status).toBe('Inactive');
  });

  it('keeps a trade that expires in a list filtered to Closed, as the server does', () => {
    const { client, upcoming } = setup();
    const closedOnly = tradeKeys.filtered(OWNER, 0, only('Closed'));
    client.setQueryData(closedOnly, listOf([]));
    const keys = patchTradeCaches(client, {
      ...activation(101),
      type: 'trade.expired',
      status: 'expired',
      fields: { trade_closing_time: '2026-05-06T04:00:00.000Z' },
    });
    expect(keys).toEqual([closedOnly]);
    expect(upcoming.status).toBe('Inactive');
    expect(client.getQueryData(tradeKeys.countsOf(OWNER))).toEqual(counts(3, 2, 2));
  });

  it('infers where a trade it never saw comes from, and moves the counts accordingly', () => {
    const { client } = setup();
    expect(patchTradeCaches(client, activation(555))).toEqual([]);
    expect(client.getQueryData(tradeKeys.countsOf(OWNER))).toEqual(counts(3, 3, 1));
  });

  it('asks for the server’s answer when the push cannot say everything', () => {
    const { client } = setup();
    const countKeys = [tradeKeys.countsOf(OWNER), ['profiles', 'details', OWNER]];

    expect(
      patchTradeCaches(client, { ...activation(103), type: 'trade.posted', status: 'Inactive' }),
    ).toEqual(expect.arrayContaining([tradeKeys.lists(), ...countKeys]));

    const edited = patchTradeCaches(client, { ...activation(101), type: 'trade.updated', fields: undefined });
    expect(edited).toEqual(expect.arrayContaining([tradeKeys.detail(101), tradeKeys.lists()]));
    expect(edited).not.toContainEqual(tradeKeys.countsOf(OWNER));

    // A status move published without its fields (a real trade's broker fill) is not guessed at.
    const bare = patchTradeCaches(client, { ...activation(101), fields: undefined });
    expect(bare).toEqual(expect.arrayContaining([tradeKeys.trade(101), tradeKeys.lists(), ...countKeys]));
    expect(client.getQueryData<Trade>(tradeKeys.trade(101))!.status).toBe('Inactive');

    const deleted = patchTradeCaches(client, {
      ...activation(101),
      type: 'trade.deleted',
      status: 'deleted',
    });
    expect(deleted).toEqual(expect.arrayContaining([tradeKeys.lists(), ...countKeys]));
    expect(client.getQueryData(tradeKeys.detail(101))).toBeUndefined();
    expect(client.getQueryData(tradeKeys.trade(101))).toBeUndefined();
  });

  it('asks to refetch a report page that lists the trade', () => {
    const { client } = setup();
    const reports = [...tradeKeys.lists(), 'reports', 1];
    client.setQueryData(reports, { result: [{ id: 101, status: 'Inactive' }], num: 1 });
    client.setQueryData([...tradeKeys.lists(), 'reports', 2], { result: [{ id: 5 }], num: 1 });
    expect(patchTradeCaches(client, activation(101))).toEqual([reports]);
  });
});
