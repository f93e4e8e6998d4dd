/**
 * Demo trades for a fresh `npm start`. Levels are multiples of the security's live price when the
 * seed runs, so open trades sit around today's simulated price and move with it; closed ones keep
 * their historical entry and exit. One spec per trade, in every state of trades.md §4.
 */
export type SeedTradeState =
  | 'upcoming'
  | 'live'
  | 'live_second_row'
  | 'closed_target'
  | 'closed_stop_loss'
  | 'exited'
  | 'expired';

export type SeedTradeSpec = {
  key: string;
  poster: string;
  /** An NSE symbol, or `FUT:NIFTY` / `CE:BANKNIFTY` for the nearest contract of that kind. */
  symbol: string;
  side: 'Buy' | 'Sell';
  state: SeedTradeState;
  entry: number;
  /** [target, stop loss] rows: the first target and stop loss, then the intermediate rows. */
  ladder: [number, number][];
  /** Closed and exited trades: the exit as a multiple of today's price. */
  exit?: number;
  /** Closed and exited trades: days from posting to the close (1 when left out). */
  heldDays?: number;
  lots: number;
  duration: 1 | 2 | 3 | 4;
  daysAgo: number;
  reasoning: string;
  isReal?: boolean;
  visibility?: 'followers' | 'private';
  featured?: boolean;
  copyOf?: string;
  /** The poster declared a position in the security (the call's disclosure). */
  holdsPosition?: boolean;
};

const ANANYA = '9810000001';
const ROHIT = '9810000002';
const MEERA = '9810000003';
const KARAN = '9810000004';
const PRIYA = '9810000005';

/** Securities of Ananya's earlier calls (none the journeys move or watch). */
const HISTORY_SYMBOLS = [
  'INFY',
  'RELIANCE',
  'ICICIBANK',
  'LT',
  'AXISBANK',
  'BHARTIARTL',
  'HINDUNILVR',
  'KOTAKBANK',
];
const HISTORY_REASONS = [
  'Breakout above a three-month range on rising volume; stop below the range.',
  'Pullback to the 50-day average in an uptrend; risk one ATR.',
  'Results ahead of estimates and margins widening; momentum entry.',
  'Sector rotation into the name; entry on the retest of the breakout level.',
  'Weak guidance and a lower high on the weekly chart; short below support.',
  'Base-building near support with improving relative strength.',
];

/**
 * Ananya's earlier calls: 24 over the past ten months, closed at their target, at their stop loss
 * or by hand (a small loss), so her track record has a sample of real size in the demo. Entries are
 * multiples of today's price like the rest; the results are fixed by the ladder and the exit.
 */
function ananyaHistory(): SeedTradeSpec[] {
  const outcomes = ['target', 'target', 'stop', 'target', 'exit', 'target', 'stop', 'target'] as const;
  const round = (value: number) => Math.round(value * 10_000) / 10_000;
  return Array.from({ length: 24 }, (_, index) => {
    const outcome = outcomes[index % outcomes.length]!;
    const side = index % 5 === 4 ? 'Sell' : 'Buy';
    const direction = side === 'Buy' ? 1 : -1;
    const entry = round(0.82 + (index % 6) * 0.025);
    const target = round(entry * (1 + direction * 0.06));
    const stopLoss = round(entry * (1 - direction * 0.03));
    const exit =
      outcome === 'target'
        ? round(target * (1 + direction * 0.002))
        : outcome === 'stop'
          ? round(stopLoss * (1 - direction * 0.002))
          : round(entry * (1 - direction * 0.005));
    return {
      key: `ananya-history-${index + 1}`,
      poster: ANANYA,
      symbol: HISTORY_SYMBOLS[index % HISTORY_SYMBOLS.length]!,
      side,
      state: outcome === 'target' ? 'closed_target' : outcome === 'stop' ? 'closed_stop_loss' : 'exited',
      entry,
      ladder: [[target, stopLoss]],
      exit,
      lots: 1 + (index % 3),
      duration: 3,
      daysAgo: 300 - index * 12,
      reasoning: HISTORY_REASONS[index % HISTORY_REASONS.length]!,
    };
  });
}

export const SEED_TRADES: SeedTradeSpec[] = [
  {
    key: 'hdfc-live',
    poster: ANANYA,
    symbol: 'HDFCBANK',
    side: 'Buy',
    state: 'live',
    entry: 0.985,
    ladder: [
      [1.03, 0.95],
      [1.06, 0.985],
      [1.09, 1.03],
    ],
    lots: 5,
    duration: 3,
    daysAgo: 3,
    holdsPosition: true,
    reasoning:
      'Private banks lead the index again. HDFC Bank reclaimed its 50-day average with rising volumes; deposit growth is back above credit growth. Trail the stop to cost at the first target. Chart: https://www.nseindia.com/get-quotes/equity?symbol=HDFCBANK',
    featured: true,
  },
  {
    key: 'infy-second-row',
    poster: ANANYA,
    symbol: 'INFY',
    side: 'Buy',
    state: 'live_second_row',
    entry: 0.95,
    ladder: [
      [0.985, 0.92],
      [1.05, 0.95],
    ],
    lots: 3,
    duration: 3,
    daysAgo: 6,
    reasoning: 'Deal wins and a guidance upgrade; the first target is done and the stop now sits at cost.',
  },
  {
    key: 'icici-upcoming',
    poster: ANANYA,
    symbol: 'ICICIBANK',
    side: 'Buy',
    state: 'upcoming',
    entry: 1.012,
    ladder: [[1.06, 0.985]],
    lots: 4,
    duration: 1,
    daysAgo: 0,
    reasoning: 'Buy only on a breakout above the recent high; no entry below it.',
  },
  {
    key: 'tcs-closed-target',
    poster: ANANYA,
    symbol: 'TCS',
    side: 'Buy',
    state: 'closed_target',
    entry: 0.93,
    ladder: [[0.975, 0.9]],
    exit: 0.976,
    lots: 2,
    duration: 3,
    daysAgo: 12,
    holdsPosition: true,
    reasoning: 'Pullback to support after results; target met in eight sessions.',
    featured: true,
  },
  {
    key: 'itc-real-closed',
    poster: ANANYA,
    symbol: 'ITC',
    side: 'Buy',
    state: 'closed_target',
    entry: 0.95,
    ladder: [[0.99, 0.93]],
    exit: 0.992,
    lots: 10,
    duration: 3,
    daysAgo: 9,
    reasoning: 'Real trade through the broker: defensive FMCG ahead of the festive quarter.',
    isReal: true,
  },
  {
    key: 'maruti-sell-live',
    poster: ROHIT,
    symbol: 'MARUTI',
    side: 'Sell',
    state: 'live',
    entry: 1.015,
    ladder: [
      [0.97, 1.05],
      [0.94, 1.015],
    ],
    lots: 1,
    duration: 3,
    daysAgo: 2,
    holdsPosition: true,
    reasoning: 'Inventory build-up at dealers and weak rural demand; short below the gap with a tight stop.',
  },
  {
    key: 'lt-upcoming-sell',
    poster: ROHIT,
    symbol: 'LT',
    side: 'Sell',
    state: 'upcoming',
    entry: 0.985,
    ladder: [[0.94, 1.01]],
    lots: 2,
    duration: 1,
    daysAgo: 0,
    reasoning: 'Sell only if it breaks the swing low; order inflow is priced in.',
  },
  {
    key: 'sunpharma-closed-loss',
    poster: ROHIT,
    symbol: 'SUNPHARMA',
    side: 'Sell',
    state: 'closed_stop_loss',
    entry: 0.96,
    ladder: [[0.91, 0.99]],
    exit: 0.991,
    lots: 2,
    duration: 3,
    daysAgo: 15,
    reasoning: 'US pricing pressure; the stop loss was hit on a sector-wide rally.',
  },
  {
    key: 'tatasteel-expired',
    poster: ROHIT,
    symbol: 'TATASTEEL',
    side: 'Buy',
    state: 'expired',
    entry: 1.25,
    ladder: [[1.32, 1.2]],
    lots: 20,
    duration: 1,
    daysAgo: 10,
    reasoning: 'A breakout that never came; the entry was not reached within the window.',
  },
  {
    key: 'nifty-future-live',
    poster: MEERA,
    symbol: 'FUT:NIFTY',
    side: 'Buy',
    state: 'live',
    entry: 0.992,
    ladder: [[1.02, 0.975]],
    lots: 1,
    duration: 1,
    daysAgo: 1,
    reasoning: 'Index future long above VWAP with a 1.5% stop; book at the first target.',
  },
  {
    key: 'banknifty-call-upcoming',
    poster: MEERA,
    symbol: 'CE:BANKNIFTY',
    side: 'Buy',
    state: 'upcoming',
    entry: 1.04,
    ladder: [[1.3, 0.85]],
    lots: 1,
    duration: 1,
    daysAgo: 0,
    reasoning: 'At-the-money call for a move through the resistance band; premium risk capped.',
  },
  {
    key: 'reliance-exited',
    poster: MEERA,
    symbol: 'RELIANCE',
    side: 'Buy',
    state: 'exited',
    entry: 0.955,
    ladder: [[1.02, 0.93]],
    exit: 0.97,
    lots: 3,
    duration: 3,
    daysAgo: 8,
    reasoning: 'Exited early ahead of the AGM; partial move captured.',
  },
  {
    key: 'bharti-private',
    poster: MEERA,
    symbol: 'BHARTIARTL',
    side: 'Buy',
    state: 'upcoming',
    entry: 0.97,
    ladder: [[1.04, 0.94]],
    lots: 2,
    duration: 4,
    daysAgo: 1,
    reasoning: 'Private note: accumulate on dips for the tariff hike cycle.',
    visibility: 'private',
  },
  {
    key: 'karan-copy-hdfc',
    poster: KARAN,
    symbol: 'HDFCBANK',
    side: 'Buy',
    state: 'live',
    entry: 0.985,
    ladder: [[1.03, 0.95]],
    lots: 2,
    duration: 3,
    daysAgo: 2,
    reasoning: "Following Ananya's bank call with a smaller size.",
    copyOf: 'hdfc-live',
  },
  {
    key: 'priya-copy-icici',
    poster: PRIYA,
    symbol: 'ICICIBANK',
    side: 'Buy',
    state: 'upcoming',
    entry: 1.012,
    ladder: [[1.06, 0.985]],
    lots: 1,
    duration: 1,
    daysAgo: 0,
    reasoning: 'Copied to learn how breakout entries work.',
    copyOf: 'icici-upcoming',
  },
  ...ananyaHistory(),
];

/** `{app}` in a comment stands for the app's own address, so the link previews from the database. */
export const SEED_COMMENTS: { trade: string; author: string; text: string }[] = [
  {
    trade: 'hdfc-live',
    author: KARAN,
    text: 'Copied with half size. Moving my stop to cost at TP1 as suggested.',
  },
  { trade: 'hdfc-live', author: PRIYA, text: 'Why the 50-day average and not the 200-day? Learning here.' },
  {
    trade: 'hdfc-live',
    author: ANANYA,
    text: 'The 50-day is what swing traders watch; see the chart for the levels: {app}/search/HDFCBANK-NSE',
  },
  { trade: 'maruti-sell-live', author: KARAN, text: 'Dealer data out next week could be the trigger.' },
  { trade: 'tcs-closed-target', author: PRIYA, text: 'Target hit, thank you for the clear levels!' },
];
