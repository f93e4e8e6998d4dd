import { netOfCharges } from '../charges/trade-net-pnl.ts';
import type { TradeType } from '../constants/trades.ts';
import { type FillBar, type FillCall, firstBarFrom, type ReplayedFills, replayFills } from './order-fills.ts';

/**
 * Claimed versus achievable (issue 34, part 4; docs/metrics.md "Claimed versus achievable"): for each
 * call, the return its record claims beside the return a follower could have had copying it when its
 * notification reached them, with the fills of order-fills.ts and, if asked, net of charges.
 *
 * The follower's copy: at the instant the call was posted plus the notification's delivery time plus
 * the follower's reaction time, the follower sends the call's orders. An entry the call had not
 * filled by then is the same order (a level, or a market order for an entry now); an entry already
 * filled is chased at the market, the first bar from that instant. The ladder and the window are the
 * call's. Bars are the security's prices, in time order; a tick is a bar of one price.
 */

/** A call as the comparison needs it. */
export type ComparedCall = {
  tradeId: number;
  side: TradeType;
  /** The entry sent; null for an entry now. */
  entry: number | null;
  entryIsMarket: boolean;
  targets: readonly number[];
  stopLosses: readonly number[];
  /** Epoch ms. */
  postedAt: number;
  expiresAt: number;
  /** The last price before the call was posted. */
  referencePrice: number;
  /** Units: lots x lot size. */
  quantity: number;
  /** EQ, FUT, CE or PE: the segment its charges are taken in. */
  instrumentType: string;
  /** What the record says of it: where its entry and exit filled. Null entry or exit: not a closed call. */
  recorded: {
    entryFill: number | null;
    exitFill: number | null;
    liveAt: number | null;
    endedAt: number | null;
  };
};

export type AchievableSettings = {
  /** How long the call's notification took to reach the follower, ms (measured). */
  deliveryMs: number;
  /** How long the follower takes to act on it, ms (configured). */
  reactionMs: number;
  /** A market order's slippage in rupees at `price`. */
  slippage: (price: number) => number;
  /** Measure both returns net of each round trip's charges (docs/metrics.md "Net of charges"). */
  netOfCharges: boolean;
};

/** One call's two returns, percent of each entry (null: no closed round trip). */
export type CallComparison = {
  tradeId: number;
  claimedPercent: number | null;
  achievablePercent: number | null;
  /** The follower's fills. */
  achievable: ReplayedFills;
};

export type ClaimedVersusAchievable = {
  /** Closed calls the claimed figure rests on. */
  calls: number;
  /** Of them, the calls a follower could also have closed by the end of the bars. */
  achievableCalls: number;
  /** Average return per call, percent, two decimals; null without calls. */
  claimedAverage: number | null;
  achievableAverage: number | null;
  /** achievable minus claimed, percentage points; null when either is. */
  gap: number | null;
};

/** The return of a round trip, percent of its entry, gross or net of charges. */
function roundTripPercent(
  call: ComparedCall,
  entry: number,
  exit: number,
  enteredAt: number,
  exitedAt: number,
  net: boolean,
): number {
  if (!net) {
    const move = (call.side === 'Buy' ? 1 : -1) * (exit - entry);
    return entry > 0 ? (move / entry) * 100 : 0;
  }
  return netOfCharges({
    side: call.side,
    instrumentType: call.instrumentType,
    quantity: call.quantity,
    entryPrice: entry,
    exitPrice: exit,
    enteredAt: new Date(enteredAt),
    exitedAt: new Date(exitedAt),
  }).percent;
}

/**
 * A call's two returns, gross or net of charges, from the record's fills and the follower's
 * (`achievable`, as compareCall replayed them): the replay does not depend on the charges, so both
 * bases come from one replay.
 */
export function comparisonReturns(
  call: ComparedCall,
  achievable: ReplayedFills,
  net: boolean,
): { claimedPercent: number | null; achievablePercent: number | null } {
  const { recorded } = call;
  return {
    claimedPercent:
      recorded.entryFill === null ||
      recorded.exitFill === null ||
      recorded.liveAt === null ||
      recorded.endedAt === null
        ? null
        : roundTripPercent(
            call,
            recorded.entryFill,
            recorded.exitFill,
            recorded.liveAt,
            recorded.endedAt,
            net,
          ),
    achievablePercent:
      achievable.entryFill === null || achievable.exitFill === null
        ? null
        : roundTripPercent(
            call,
            achievable.entryFill,
            achievable.exitFill,
            achievable.entryAt!,
            achievable.exitAt!,
            net,
          ),
  };
}

/** One call: what it claims, and what a follower acting at the notification could have had. */
export function compareCall(
  call: ComparedCall,
  bars: readonly FillBar[],
  settings: AchievableSettings,
  /** The bars are complete up to this instant (a window ending before it closes the copy); default: the last bar's. */
  until: number = bars.at(-1)?.at ?? Number.NEGATIVE_INFINITY,
): CallComparison {
  const { recorded } = call;
  const actsAt = call.postedAt + settings.deliveryMs + settings.reactionMs;
  // Filled before the follower could act: the follower chases it at the market.
  const chases = recorded.liveAt !== null && recorded.liveAt < actsAt;
  const start = firstBarFrom(bars, actsAt);
  const lastBefore = start > 0 ? bars[start - 1]!.close : call.referencePrice;
  const copy: FillCall = {
    side: call.side,
    entry: chases ? null : call.entry,
    entryIsMarket: chases || call.entryIsMarket,
    targets: call.targets,
    stopLosses: call.stopLosses,
    startsAt: actsAt,
    expiresAt: call.expiresAt,
    referencePrice: lastBefore,
  };
  const achievable = replayFills(copy, bars, settings.slippage, until, start);
  return { tradeId: call.tradeId, ...comparisonReturns(call, achievable, settings.netOfCharges), achievable };
}

/** One call's two returns as the summary needs them (a stored comparison, or one just computed). */
export type ComparedReturns = { claimedPercent: number; achievablePercent: number | null };

/** Running sums of compared calls: what a summary needs, kept in a database or added up in code. */
export type ComparisonSums = { calls: number; achievableCalls: number; claimed: number; achievable: number };

export const NO_COMPARISONS: ComparisonSums = { calls: 0, achievableCalls: 0, claimed: 0, achievable: 0 };

/**
 * Adds a call to the sums. A call the follower could not close by the end of the bars (the entry
 * never came, or the copy is still open) adds 0 to the achievable sum: the follower made nothing on it.
 */
export function addComparison(sums: ComparisonSums, returns: ComparedReturns): ComparisonSums {
  return {
    calls: sums.calls + 1,
    achievableCalls: sums.achievableCalls + (returns.achievablePercent === null ? 0 : 1),
    claimed: sums.claimed + returns.claimedPercent,
    achievable: sums.achievable + (returns.achievablePercent ?? 0),
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The average return per call of each side (two decimals), and the gap in percentage points. */
export function summarizeSums(sums: ComparisonSums): ClaimedVersusAchievable {
  const claimedAverage = sums.calls === 0 ? null : round2(sums.claimed / sums.calls);
  const achievableAverage = sums.calls === 0 ? null : round2(sums.achievable / sums.calls);
  return {
    calls: sums.calls,
    achievableCalls: sums.achievableCalls,
    claimedAverage,
    achievableAverage,
    gap:
      claimedAverage === null || achievableAverage === null
        ? null
        : round2(achievableAverage - claimedAverage),
  };
}

/** The summary of some calls' returns (summarizeSums of their sums). */
export function summarizeComparisons(comparisons: readonly ComparedReturns[]): ClaimedVersusAchievable {
  return summarizeSums(comparisons.reduce(addComparison, NO_COMPARISONS));
}

/** The expert's closed calls, claimed against achievable (summarizeComparisons), with each call's. */
export function claimedVersusAchievable(
  calls: readonly ComparedCall[],
  barsOf: (call: ComparedCall) => readonly FillBar[],
  settings: AchievableSettings,
): { summary: ClaimedVersusAchievable; calls: CallComparison[] } {
  const compared: CallComparison[] = [];
  for (const call of calls) {
    const comparison = compareCall(call, barsOf(call), settings);
    if (comparison.claimedPercent !== null) compared.push(comparison);
  }
  return {
    summary: summarizeComparisons(
      compared.map((call) => ({
        claimedPercent: call.claimedPercent!,
        achievablePercent: call.achievablePercent,
      })),
    ),
    calls: compared,
  };
}
