/**
 * Claimed versus achievable (issue 34, part 4): an expert with 10,000 closed calls over a year, each
 * compared with what a follower acting 32 s after posting (2 s delivery, 30 s reaction) could have
 * had, with a tick of slippage, gross and net of charges, over 15-minute bars of 200 securities for a
 * year of trading days (docs/metrics.md "Claimed versus achievable"). Baseline in the same run: the
 * naive replay, each call scanning its security's bars from the year's start instead of searching
 * for its first bar. Both must give the same summary.
 *
 * Run: npm run achievable -w @tradecircle/bench   (ACHIEVABLE_BENCH_CALLS=10000 ACHIEVABLE_BENCH_ROUNDS=5)
 */
import os from 'node:os';
import { roundToTick, tickSize } from '../../apps/server/src/providers/market-feed/index.ts';
import { Rng } from '../../apps/server/src/providers/market-feed/random.ts';
import {
  type AchievableSettings,
  type ComparedCall,
  claimedVersusAchievable,
  type FillBar,
  replayFills,
} from '../../packages/domain/src/index.ts';

const CALLS = Number(process.env.ACHIEVABLE_BENCH_CALLS ?? 10_000);
const ROUNDS = Number(process.env.ACHIEVABLE_BENCH_ROUNDS ?? 5);
const SECURITIES = 200;
const BAR_MS = 15 * 60_000;
const BARS_A_DAY = 25;
const DAY_MS = 86_400_000;
const START = Date.UTC(2025, 11, 1, 3, 45); // 09:15 IST
const SEED = 20261201;

const rng = new Rng(SEED);
const between = (low: number, high: number) => low + (high - low) * rng.uniform();

/** 15-minute bars of a random walk on the tick grid, trading days (Monday to Friday) of a year. */
function yearOfBars(start: number): FillBar[] {
  const bars: FillBar[] = [];
  let price = roundToTick(between(100, 3000), 'EQ');
  for (let day = 0; day < 365; day++) {
    const weekday = new Date(start + day * DAY_MS).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (let k = 0; k < BARS_A_DAY; k++) {
      const open = price;
      const moves = [0, 0, 0].map(() => price * between(-0.004, 0.004));
      const path = moves.map((move) => roundToTick(Math.max(1, open + move), 'EQ'));
      price = path[2]!;
      bars.push({
        at: start + day * DAY_MS + k * BAR_MS,
        open,
        high: Math.max(open, ...path),
        low: Math.min(open, ...path),
        close: price,
      });
    }
  }
  return bars;
}

const barsBySecurity = Array.from({ length: SECURITIES }, () => yearOfBars(START));

/** Calls posted at random bars, half entering now, windows of 1 to 10 days; recorded as the engine would. */
function makeCalls(): { calls: ComparedCall[]; securityOf: Map<number, number> } {
  const calls: ComparedCall[] = [];
  const securityOf = new Map<number, number>();
  for (let id = 1; calls.length < CALLS; id++) {
    const security = Math.floor(rng.uniform() * SECURITIES);
    const bars = barsBySecurity[security]!;
    const index = 1 + Math.floor(rng.uniform() * (bars.length - 300));
    const postedAt = bars[index]!.at - 1;
    const reference = bars[index - 1]!.close;
    const isBuy = rng.uniform() < 0.5;
    const d = isBuy ? 1 : -1;
    const entry = rng.uniform() < 0.5 ? null : roundToTick(reference * (1 - d * between(0, 0.01)), 'EQ');
    const base = entry ?? reference;
    const call: Omit<ComparedCall, 'recorded'> = {
      tradeId: id,
      side: isBuy ? 'Buy' : 'Sell',
      entry,
      entryIsMarket: entry === null,
      targets: [roundToTick(base * (1 + d * between(0.02, 0.05)), 'EQ')],
      stopLosses: [roundToTick(base * (1 - d * between(0.01, 0.03)), 'EQ')],
      postedAt,
      expiresAt: postedAt + between(1, 10) * DAY_MS,
      referencePrice: reference,
      quantity: 1 + Math.floor(rng.uniform() * 100),
      instrumentType: 'EQ',
    };
    const fills = replayFills({ ...call, startsAt: postedAt }, bars, () => 0, bars.at(-1)!.at);
    if (fills.exitFill === null) continue;
    calls.push({
      ...call,
      recorded: {
        entryFill: fills.entryFill,
        exitFill: fills.exitFill,
        liveAt: fills.entryAt,
        endedAt: fills.exitAt,
      },
    });
    securityOf.set(id, security);
  }
  return { calls, securityOf };
}

const { calls, securityOf } = makeCalls();
const barsOf = (call: ComparedCall) => barsBySecurity[securityOf.get(call.tradeId)!]!;
const settings = (net: boolean): AchievableSettings => ({
  deliveryMs: 2_000,
  reactionMs: 30_000,
  slippage: (price) => tickSize(price, 'EQ'),
  netOfCharges: net,
});

/** The naive replay: the same comparison, each call's copy replayed over every bar of its security. */
function naive(net: boolean) {
  const s = settings(net);
  const claimed: number[] = [];
  const achievable: number[] = [];
  for (const call of calls) {
    const bars = barsOf(call);
    const actsAt = call.postedAt + s.deliveryMs + s.reactionMs;
    const chases = call.recorded.liveAt! < actsAt;
    const before = bars.filter((bar) => bar.at < actsAt).at(-1);
    const fills = replayFills(
      {
        ...call,
        entry: chases ? null : call.entry,
        entryIsMarket: chases || call.entryIsMarket,
        startsAt: actsAt,
        referencePrice: before?.close ?? call.referencePrice,
      },
      bars,
      s.slippage,
      bars.at(-1)!.at,
    );
    const single = claimedVersusAchievable([call], () => bars, s).calls[0]!;
    claimed.push(single.claimedPercent!);
    achievable.push(fills.exitFill === null ? 0 : single.achievablePercent!);
  }
  return { claimed, achievable };
}

const timed = <T>(fn: () => T): [T, number] => {
  const start = performance.now();
  const result = fn();
  return [result, performance.now() - start];
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (n: number, digits = 1) => n.toFixed(digits);

// Warm up, then alternate.
claimedVersusAchievable(calls.slice(0, 500), barsOf, settings(true));
const rows: string[] = [];
for (const net of [false, true]) {
  const fast: number[] = [];
  let summary: ReturnType<typeof claimedVersusAchievable>['summary'] | undefined;
  for (let round = 0; round < ROUNDS; round++) {
    const [result, ms] = timed(() => claimedVersusAchievable(calls, barsOf, settings(net)));
    fast.push(ms);
    summary = result.summary;
  }
  const [slow, naiveMs] = timed(() => naive(net));
  const naiveAverage =
    Math.round((slow.achievable.reduce((a, b) => a + b, 0) / slow.achievable.length) * 100) / 100;
  if (naiveAverage !== summary!.achievableAverage) {
    throw new Error(`naive replay disagrees: ${naiveAverage} against ${summary!.achievableAverage}`);
  }
  rows.push(
    `| ${net ? 'net of charges' : 'gross'} | ${fmt(median(fast))} (${fmt(Math.min(...fast))}-${fmt(Math.max(...fast))}) | ${fmt(naiveMs, 0)} | ${fmt(naiveMs / median(fast), 0)}x | ${summary!.calls} / ${summary!.achievableCalls} | ${summary!.claimedAverage}% / ${summary!.achievableAverage}% |`,
  );
}
const barCount = barsBySecurity.reduce((sum, bars) => sum + bars.length, 0);
console.log(`\n${new Date().toISOString()}, ${os.cpus().length} cores, Node ${process.versions.node}`);
console.log(
  `${CALLS.toLocaleString('en-US')} closed calls, ${SECURITIES} securities, ${barCount.toLocaleString('en-US')} 15-minute bars\n`,
);
console.log(
  '| basis | claimedVersusAchievable ms, median of 5 (range) | naive replay ms | naive / ours | calls / copies closed | claimed / achievable average |',
);
console.log('|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
