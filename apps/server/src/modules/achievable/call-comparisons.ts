import {
  addComparison,
  type ClaimedVersusAchievable,
  type ClaimedVersusAchievableAnswer,
  type ComparedCall,
  type ComparedReturns,
  type ComparisonSums,
  compareCall,
  comparisonReturns,
  periodStart,
  summarizeSums,
  type TrackRecordPeriod,
} from '@tradecircle/domain';
import { type AnyColumn, and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { resultRows } from '../../db/driver-results.ts';
import { tickSize } from '../../providers/market-feed/index.ts';
import { priceBarsBetween } from '../market/index.ts';
import {
  type CallsOf,
  type RecordedClosedCall,
  recordedClosedCallIds,
  recordedClosedCalls,
} from '../track-record/index.ts';
import { type CallTerms, callTermsOf } from '../trades/index.ts';
import { callComparisons, callDeliveries } from './achievable.tables.ts';

export type ComparisonSettings = {
  /** The follower's reaction time, ms (ACHIEVABLE_REACTION_SECONDS). */
  reactionMs: number;
  /** Ticks of slippage a market order pays (VIRTUAL_FILL_SLIPPAGE_TICKS). */
  slippageTicks: number;
  /** The stored bars' width (PRICE_BAR_MS); 0: no bars are stored, so nothing can be compared. */
  priceBarMs: number;
};

type Stored = ComparedReturns & { net: ComparedReturns; deliveryMs: number };

const toSummary = (summary: ClaimedVersusAchievable) => ({
  calls: summary.calls,
  achievable_calls: summary.achievableCalls,
  claimed_average: summary.claimedAverage,
  achievable_average: summary.achievableAverage,
  gap: summary.gap,
});

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return Math.round(sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2);
}

/**
 * Claimed versus achievable (docs/metrics.md): each closed call's two returns are computed once its
 * copy's outcome is final and kept (call_comparisons); a request sums the kept rows in SQL and
 * computes only the calls not kept yet. A call is compared when stored prices cover it (bars from its
 * posting to its end) and its trade still holds its terms (a deleted call's are gone); one that
 * cannot be is kept too, as unpriced, so no request looks for its prices again.
 */
export function createComparisonReader(db: AppDb, settings: ComparisonSettings) {
  const slippage = (price: number) => settings.slippageTicks * tickSize(price, 'EQ');

  async function deliveriesOf(tradeIds: number[]): Promise<Map<number, Date>> {
    if (tradeIds.length === 0) return new Map();
    const rows = await db.select().from(callDeliveries).where(inArray(callDeliveries.tradeId, tradeIds));
    return new Map(rows.map((row) => [row.tradeId, row.deliveredAt]));
  }

  /** One call compared now: its returns, and whether they are final (kept); null without prices. */
  async function compute(
    call: RecordedClosedCall,
    terms: CallTerms,
    deliveredAt: Date | undefined,
    now: number,
  ): Promise<{ returns: Stored | null; final: boolean }> {
    const barMs = settings.priceBarMs;
    // The writer stores a bar once it closed: the prices are complete up to a bar ago.
    const until = now - barMs;
    if (barMs <= 0) return { returns: null, final: false };
    const postedAt = call.postedAt.getTime();
    // A delivery not measured (posted before deliveries were kept) counts as instant.
    const deliveryMs = deliveredAt ? Math.max(0, deliveredAt.getTime() - postedAt) : 0;
    const bars = await priceBarsBetween(
      db,
      call.securityId,
      new Date(postedAt - barMs),
      new Date(Math.min(terms.expiresAt.getTime(), now) + barMs),
    );
    const covered = bars.some((bar) => bar.at >= postedAt - barMs && bar.at <= call.endedAt.getTime());
    // No prices of the call's life (it ended before they were kept): final once they would be there.
    if (!covered) return { returns: null, final: until >= call.endedAt.getTime() };
    const compared: ComparedCall = {
      tradeId: call.tradeId,
      side: call.side,
      entry: terms.entry,
      entryIsMarket: terms.entryIsMarket,
      targets: terms.targets,
      stopLosses: terms.stopLosses,
      postedAt,
      expiresAt: terms.expiresAt.getTime(),
      referencePrice: call.entryFill,
      quantity: call.quantity,
      instrumentType: call.instrumentType,
      recorded: {
        entryFill: call.entryFill,
        exitFill: call.exitFill,
        liveAt: call.liveAt.getTime(),
        endedAt: call.endedAt.getTime(),
      },
    };
    const settingsNow = { deliveryMs, reactionMs: settings.reactionMs, slippage, netOfCharges: false };
    const gross = compareCall(compared, bars, settingsNow, until);
    // The same replay, measured net of charges.
    const net = comparisonReturns(compared, gross.achievable, true);
    // Final: the copy closed, or its window is over and no later price can change it.
    const final = gross.achievable.exitFill !== null || until >= terms.expiresAt.getTime();
    return {
      returns: {
        claimedPercent: gross.claimedPercent!,
        achievablePercent: gross.achievablePercent,
        net: { claimedPercent: net.claimedPercent!, achievablePercent: net.achievablePercent },
        deliveryMs,
      },
      final,
    };
  }

  async function store(call: RecordedClosedCall, returns: Stored | null): Promise<void> {
    await db
      .insert(callComparisons)
      .values({
        tradeId: call.tradeId,
        reactionMs: settings.reactionMs,
        slippageTicks: settings.slippageTicks,
        expertUserId: call.expertUserId,
        deliveryMs: returns?.deliveryMs ?? 0,
        claimedPercent: returns?.claimedPercent ?? null,
        achievablePercent: returns?.achievablePercent ?? null,
        claimedNetPercent: returns?.net.claimedPercent ?? null,
        achievableNetPercent: returns?.net.achievablePercent ?? null,
      })
      .onConflictDoNothing();
  }

  /** Comparisons kept with these settings. */
  const withSettings = sql`${callComparisons.reactionMs} = ${settings.reactionMs} and ${callComparisons.slippageTicks} = ${settings.slippageTicks}`;
  /** Comparisons kept with these settings, of the calls of `which` that ended since `since`. */
  const keptOf = (which: CallsOf, since: Date | null) =>
    sql`${withSettings} and ${callComparisons.tradeId} in (${recordedClosedCallIds(which, since)})`;

  /** The kept comparisons of the calls: sums per side, the median delivery, and the calls without prices. */
  async function keptSums(which: CallsOf, since: Date | null) {
    const k = callComparisons;
    const [row] = resultRows<Record<string, number | string | null>>(
      await db.execute(sql`select
        count(${k.claimedPercent})::int as calls,
        (count(*) - count(${k.claimedPercent}))::int as unpriced,
        count(${k.achievablePercent})::int as achievable_calls,
        coalesce(sum(${k.claimedPercent}), 0)::float8 as claimed,
        coalesce(sum(coalesce(${k.achievablePercent}, 0)) filter (where ${k.claimedPercent} is not null), 0)::float8 as achievable,
        count(${k.achievableNetPercent})::int as achievable_net_calls,
        coalesce(sum(${k.claimedNetPercent}), 0)::float8 as claimed_net,
        coalesce(sum(coalesce(${k.achievableNetPercent}, 0)) filter (where ${k.claimedPercent} is not null), 0)::float8 as achievable_net,
        percentile_cont(0.5) within group (order by ${k.deliveryMs}) filter (where ${k.claimedPercent} is not null) as median_delivery
      from ${k} where ${keptOf(which, since)}`),
    );
    const number = (key: string) => Number(row?.[key] ?? 0);
    return {
      unpriced: number('unpriced'),
      medianDeliveryMs:
        row?.median_delivery === null || row?.median_delivery === undefined
          ? null
          : Math.round(number('median_delivery')),
      gross: <ComparisonSums>{
        calls: number('calls'),
        achievableCalls: number('achievable_calls'),
        claimed: number('claimed'),
        achievable: number('achievable'),
      },
      net: <ComparisonSums>{
        calls: number('calls'),
        achievableCalls: number('achievable_net_calls'),
        claimed: number('claimed_net'),
        achievable: number('achievable_net'),
      },
    };
  }

  /** Every kept (priced) comparison's delivery time: only read when some calls were compared just now. */
  async function keptDeliveries(which: CallsOf, since: Date | null): Promise<number[]> {
    const k = callComparisons;
    const rows = await db
      .select({ deliveryMs: k.deliveryMs })
      .from(k)
      .where(and(keptOf(which, since), isNotNull(k.claimedPercent)));
    return rows.map((row) => row.deliveryMs);
  }

  /** The calls of `which` with no kept comparison yet (closed lately, or not final yet). */
  const notKept = (tradeId: AnyColumn) =>
    sql`not exists (select 1 from ${callComparisons} where ${callComparisons.tradeId} = ${tradeId} and ${withSettings})`;

  return {
    async compare(
      which: CallsOf,
      period: TrackRecordPeriod,
      now = new Date(),
    ): Promise<ClaimedVersusAchievableAnswer> {
      const since = periodStart(period, now);
      const [kept, fresh] = await Promise.all([
        keptSums(which, since),
        recordedClosedCalls(db, which, since, notKept),
      ]);
      const freshIds = fresh.map((call) => call.tradeId);
      const [terms, deliveries] = await Promise.all([callTermsOf(db, freshIds), deliveriesOf(freshIds)]);
      let { gross, net } = kept;
      let unpriced = kept.unpriced;
      let pending = 0;
      const freshDeliveries: number[] = [];
      for (const call of fresh) {
        const callTerms = terms.get(call.tradeId);
        // A deleted call's terms are gone with its trade: it cannot be compared, ever.
        const result = callTerms
          ? await compute(call, callTerms, deliveries.get(call.tradeId), now.getTime())
          : { returns: null, final: true };
        if (result.final) await store(call, result.returns);
        if (!result.returns) {
          // Without prices for good, or only until the last moments' bars are written.
          if (result.final || settings.priceBarMs <= 0) unpriced += 1;
          else pending += 1;
          continue;
        }
        // Not settled: the copy is open over the prices so far. Counted once it closes or its window ends.
        if (!result.final) {
          pending += 1;
          continue;
        }
        gross = addComparison(gross, result.returns);
        net = addComparison(net, result.returns.net);
        freshDeliveries.push(result.returns.deliveryMs);
      }
      return {
        reaction_seconds: settings.reactionMs / 1000,
        slippage_ticks: settings.slippageTicks,
        median_delivery_ms:
          freshDeliveries.length === 0
            ? kept.medianDeliveryMs
            : median([
                ...(kept.gross.calls > 0 ? await keptDeliveries(which, since) : []),
                ...freshDeliveries,
              ]),
        calls_without_prices: unpriced,
        calls_pending: pending,
        gross: toSummary(summarizeSums(gross)),
        net: toSummary(summarizeSums(net)),
      };
    },
  };
}
export type ComparisonReader = ReturnType<typeof createComparisonReader>;
