import {
  MAX_TRENDING_SECURITIES,
  TRENDING_WINDOW_DAYS,
  type TrackRecordFigures,
  type TrackRecordPeriod,
} from '@tradecircle/domain';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import type { QuoteBook } from '../market/index.ts';
import { expertsFigures } from '../track-record/index.ts';
import {
  mostFollowedUpcomingCalls,
  publicCallCountsBySecurity,
  publicCallsInProfit,
} from '../trades/index.ts';
import { profileJoin } from '../users/index.ts';
import { stockFollowCountsSince } from '../watchlists/index.ts';
import {
  type RankedExpert,
  type RankedSecurity,
  replaceTrendingExperts,
  replaceTrendingSecurities,
  replaceTrendingTrades,
} from './trending.repository.ts';

const DAY_MS = 86_400_000;

/** How many trades each trending list keeps (pages past them are empty), and experts. */
export const TRENDING_KEEP = 500;

/** The experts' ranking period: the track record's figures of the last month. */
export const EXPERTS_PERIOD: TrackRecordPeriod = '1M';
/** Fewer closed calls than this in the period and an expert is not ranked at all. */
export const MIN_EXPERT_CLOSED_CALLS = 3;
/**
 * The sample-size weight: score = accuracy × n / (n + EXPERT_SCORE_PRIOR_CALLS), n the calls closed in
 * the period. It is the accuracy shrunk towards 0 as if EXPERT_SCORE_PRIOR_CALLS more calls had all
 * been lost, so 3 wins of 3 (100% → 23.1) rank below 40 wins of 50 (80% → 66.7): a long record beats a
 * lucky streak, and the weight fades as the record grows (n = 90: 90% of the accuracy).
 */
export const EXPERT_SCORE_PRIOR_CALLS = 10;

/** The start of the trending window (the last TRENDING_WINDOW_DAYS days) at `now`. */
export const trendingWindowStart = (now: Date) => new Date(now.getTime() - TRENDING_WINDOW_DAYS * DAY_MS);

export function expertScore(accuracy: number, closedCalls: number): number {
  return (accuracy * closedCalls) / (closedCalls + EXPERT_SCORE_PRIOR_CALLS);
}

/** SEBI-registered experts with at least MIN_EXPERT_CLOSED_CALLS calls closed in the period, best score first. */
export function rankExperts(figures: ReadonlyMap<number, TrackRecordFigures>): RankedExpert[] {
  return [...figures]
    .flatMap(([userId, f]) =>
      f.closed_trades >= MIN_EXPERT_CLOSED_CALLS && f.accuracy.value !== null
        ? [
            {
              userId,
              accuracy: f.accuracy.value,
              closedTrades: f.closed_trades,
              avgTradeReturn: f.avg_trade_return.value ?? 0,
              score: expertScore(f.accuracy.value, f.closed_trades),
            },
          ]
        : [],
    )
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.closedTrades - a.closedTrades ||
        b.avgTradeReturn - a.avgTradeReturn ||
        a.userId - b.userId,
    )
    .slice(0, TRENDING_KEEP);
}

/**
 * Securities by our own activity in the window: public calls posted on them (copies included) plus
 * the profiles that started following them (a stock tab); score = calls + follows, ties by calls.
 */
export function rankSecurities(
  calls: ReadonlyMap<number, number>,
  follows: ReadonlyMap<number, number>,
): RankedSecurity[] {
  const ids = new Set([...calls.keys(), ...follows.keys()]);
  return [...ids]
    .map((securityId) => {
      const tradesCount = calls.get(securityId) ?? 0;
      const followsCount = follows.get(securityId) ?? 0;
      return { securityId, tradesCount, followsCount, score: tradesCount + followsCount };
    })
    .sort((a, b) => b.score - a.score || b.tradesCount - a.tradesCount || a.securityId - b.securityId)
    .slice(0, MAX_TRENDING_SECURITIES);
}

export type TrendingRefresh = { profitable: number; upcoming: number; experts: number; securities: number };

/**
 * Recomputes every trending list at `now` (the job calls it every TRENDING_REFRESH_MS on the leader;
 * tests and the bench call it with their clock): Top Profitable Trades (public calls of the window in
 * profit at `quotes`' live prices or their exit, best P&L % first), Trades to Focus (public Upcoming
 * calls of the window, most copied and bookmarked first, then newest), the experts and the securities.
 * The scans run first; each list is then swapped in its own short transaction.
 */
export async function refreshTrending(
  db: AppDb,
  quotes: QuoteBook,
  now = new Date(),
): Promise<TrendingRefresh> {
  const since = trendingWindowStart(now);
  const profitable = await publicCallsInProfit(db, quotes, since, TRENDING_KEEP);
  await replaceTrendingTrades(db, 'profitable', profitable, now);
  const upcoming = await mostFollowedUpcomingCalls(db, since, TRENDING_KEEP, now);
  await replaceTrendingTrades(db, 'upcoming', upcoming, now);

  const sebiExperts = await db
    .select({ userId: profileJoin.userId })
    .from(profileJoin.table)
    .where(eq(profileJoin.isSebiRegistered, true));
  const experts = rankExperts(
    await expertsFigures(
      db,
      sebiExperts.map((row) => row.userId),
      EXPERTS_PERIOD,
      now,
    ),
  );
  await replaceTrendingExperts(db, experts, now);

  const [calls, follows] = await Promise.all([
    publicCallCountsBySecurity(db, since),
    stockFollowCountsSince(db, since),
  ]);
  const securities = rankSecurities(calls, follows);
  await replaceTrendingSecurities(db, securities, now);
  return {
    profitable: profitable.length,
    upcoming: upcoming.length,
    experts: experts.length,
    securities: securities.length,
  };
}
