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

/** One call: what it claims, and what a follower acting at the notification could have had. */
export function compareCall(
  call: ComparedCall,
  bars: readonly FillBar[],
  settings: AchievableSettings,
): CallComparison {
  const { recorded } = call;
  const claimedPercent =
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
          settings.netOfCharges,
        );
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
  const until = bars.at(-1)?.at ?? Number.NEGATIVE_INFINITY;
  const achievable = replayFills(copy, bars, settings.slippage, until, start);
  const achievablePercent =
    achievable.entryFill === null || achievable.exitFill === null
      ? null
      : roundTripPercent(
          call,
          achievable.entryFill,
          achievable.exitFill,
          achievable.entryAt!,
          achievable.exitAt!,
          settings.netOfCharges,
        );
  return { tradeId: call.tradeId, claimedPercent, achievablePercent, achievable };
}

const average = (values: readonly number[]) =>
  values.length === 0
    ? null
    : Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 100) / 100;

/**
 * The expert's closed calls, claimed against achievable: the average return per call of each. A call
 * the follower could not close by the end of the bars (the entry never came, or the copy is still
 * open) counts in the achievable average as 0: the follower made nothing on it.
 */
export function claimedVersusAchievable(
  calls: readonly ComparedCall[],
  barsOf: (call: ComparedCall) => readonly FillBar[],
  settings: AchievableSettings,
): { summary: ClaimedVersusAchievable; calls: CallComparison[] } {
  const compared: CallComparison[] = [];
  const claimed: number[] = [];
  const achievable: number[] = [];
  let achievableCalls = 0;
  for (const call of calls) {
    const comparison = compareCall(call, barsOf(call), settings);
    if (comparison.claimedPercent === null) continue;
    compared.push(comparison);
    claimed.push(comparison.claimedPercent);
    if (comparison.achievablePercent !== null) achievableCalls += 1;
    achievable.push(comparison.achievablePercent ?? 0);
  }
  const claimedAverage = average(claimed);
  const achievableAverage = average(achievable);
  return {
    summary: {
      calls: claimed.length,
      achievableCalls,
      claimedAverage,
      achievableAverage,
      gap:
        claimedAverage === null || achievableAverage === null
          ? null
          : Math.round((achievableAverage - claimedAverage) * 100) / 100,
    },
    calls: compared,
  };
}
