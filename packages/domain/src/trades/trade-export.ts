/**
 * Trade export (/Download-Trade, issue 33): the caller's own trades as CSV and as a PDF statement.
 * The rules both the server (which builds the files) and the web (which offers them) need.
 */
import { TRADE_STATUS_LABELS, type TradeStatus } from '../constants/trades.ts';
import { formatIndianNumber, formatSignedNumber, rupeesToPaise } from '../format/money.ts';
import { indiaIsoDate, indiaMidnightOf } from '../format/time.ts';
import type { TrackRecordFigures } from '../metrics/track-record-metrics.ts';

/** Which of one's trades: all, those one posted, or those one copied from another's call. */
export const TRADE_EXPORT_KINDS = ['all', 'posted', 'copied'] as const;
export type TradeExportKind = (typeof TRADE_EXPORT_KINDS)[number];

/** Most rows one file holds; a larger selection is cut there and the file says so. */
export const TRADE_EXPORT_MAX_ROWS = 5_000;
/** Rows the preview shows of what will be downloaded. */
export const TRADE_EXPORT_PREVIEW_ROWS = 10;
/** Longest period one export covers, in IST days counted inclusively (a leap financial year). */
export const TRADE_EXPORT_MAX_DAYS = 366;
/** Downloads (CSV and PDF, each) per signed-in user per minute: each file is built on request. */
export const TRADE_EXPORT_DOWNLOADS_PER_MINUTE = 10;
/** Preview reads per signed-in user per minute (the page reads one per filter change). */
export const TRADE_EXPORT_PREVIEWS_PER_MINUTE = 120;

/**
 * The words the status filter takes, case-insensitively: the stored status or its label on the
 * cards. Closed is Closed only; a trade that expired before going live is `expired`.
 */
const STATUS_WORDS: Record<string, TradeStatus> = {
  inactive: 'Inactive',
  upcoming: 'Inactive',
  active: 'Active',
  live: 'Active',
  closed: 'Closed',
  expired: 'expired',
};

export const TRADE_EXPORT_MESSAGES = {
  fromRequired: 'from is required: the first day, written YYYY-MM-DD',
  toRequired: 'to is required: the last day, written YYYY-MM-DD',
  badFrom: 'from must be a real date written YYYY-MM-DD, such as 2026-04-01',
  badTo: 'to must be a real date written YYYY-MM-DD, such as 2026-04-30',
  toBeforeFrom: 'to must be on or after from',
  tooLong: `The period is at most ${TRADE_EXPORT_MAX_DAYS} days: narrow from and to`,
  badKind: `kind must be one of ${TRADE_EXPORT_KINDS.join(', ')}`,
  badSide: 'side must be Buy or Sell',
  statusTooLong: 'status is a short list: Upcoming, Live, Closed and expired, separated by commas',
  unknownStatus: (word: string) =>
    `Unknown status ${word}: use Upcoming (Inactive), Live (Active), Closed or expired, separated by commas`,
} as const;

/** The stored statuses a comma-separated status filter names, or the first word it does not know. */
export function parseExportStatuses(text: string): { statuses: TradeStatus[] } | { unknown: string } {
  const statuses: TradeStatus[] = [];
  for (const word of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const status = STATUS_WORDS[word.toLowerCase()];
    if (!status) return { unknown: word.slice(0, 40) };
    if (!statuses.includes(status)) statuses.push(status);
  }
  return { statuses };
}

/** Buy or Sell from any case; null for anything else. */
export function parseExportSide(text: string): 'Buy' | 'Sell' | null {
  const word = text.trim().toLowerCase();
  return word === 'buy' ? 'Buy' : word === 'sell' ? 'Sell' : null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from `from` to `to`, both counted (`YYYY-MM-DD` IST days); null when either is not a real day. */
export function exportDayCount(from: string, to: string): number | null {
  const start = indiaMidnightOf(from);
  const end = indiaMidnightOf(to);
  if (!start || !end) return null;
  return Math.round((end.getTime() - start.getTime()) / DAY_MS) + 1;
}

/** The instants an IST day range covers: from 00:00 IST of `from` up to (not including) 00:00 IST after `to`. */
export function exportInstants(from: string, to: string): { start: Date; end: Date } {
  const start = indiaMidnightOf(from);
  const last = indiaMidnightOf(to);
  if (!start || !last) throw new Error(`Not a day range: ${from} to ${to}`);
  return { start, end: new Date(last.getTime() + DAY_MS) };
}

/** The downloaded file's name, dated by the IST day it was made: `tradecircle-trades-2026-11-30.csv`. */
export function tradeExportFilename(format: 'csv' | 'pdf', generatedAt: Date): string {
  const day = indiaIsoDate(generatedAt);
  return format === 'csv' ? `tradecircle-trades-${day}.csv` : `tradecircle-statement-${day}.pdf`;
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** An instant as ISO 8601 in India time with its offset: `2026-04-01T09:15:00+05:30`. */
export function indiaIsoDateTime(at: Date | string): string {
  const shifted = new Date(new Date(at).getTime() + IST_OFFSET_MS);
  return `${shifted.toISOString().slice(0, 19)}+05:30`;
}

/**
 * What a row's P&L is measured at: `realised` at the exit price of a closed trade, `live` at the
 * live price of a Live one (it moves), `none` when there is nothing to measure (an Upcoming trade has
 * made no entry, an expired one never went live, or no live price is known).
 */
export type TradeExportPlBasis = 'realised' | 'live' | 'none';
export const TRADE_EXPORT_PL_BASES = ['realised', 'live', 'none'] as const;

export function exportPlBasis(status: TradeStatus, hasPnl: boolean): TradeExportPlBasis {
  if (!hasPnl) return 'none';
  if (status === 'Closed') return 'realised';
  if (status === 'Active') return 'live';
  return 'none';
}

/** The fields of a row the totals read. */
export type TotalledRow = {
  kind: 'posted' | 'copied';
  status: TradeStatus;
  trade_type: 'Buy' | 'Sell';
  pl_amount: number | null;
  pl_net_amount: number | null;
  pl_basis: TradeExportPlBasis;
};

export type TradeExportTotals = {
  trades: number;
  posted: number;
  copied: number;
  upcoming: number;
  live: number;
  closed: number;
  expired: number;
  buy: number;
  sell: number;
  /** Summed P&L of the closed trades, rupees (summed in paise). */
  realised_pl: number;
  /** The same net of each round trip's charges. */
  realised_pl_net: number;
  realised_trades: number;
  wins: number;
  losses: number;
  /** Summed P&L of the Live trades at the live price, rupees; it moves with the prices. */
  live_pl: number;
  /** The same net of the charges of exiting now. */
  live_pl_net: number;
  live_trades: number;
};

/** The statement's totals over its rows; money summed as integer paise. */
export function tradeExportTotals(rows: readonly TotalledRow[]): TradeExportTotals {
  let realisedPaise = 0;
  let realisedNetPaise = 0;
  let livePaise = 0;
  let liveNetPaise = 0;
  const totals: TradeExportTotals = {
    trades: rows.length,
    posted: 0,
    copied: 0,
    upcoming: 0,
    live: 0,
    closed: 0,
    expired: 0,
    buy: 0,
    sell: 0,
    realised_pl: 0,
    realised_pl_net: 0,
    realised_trades: 0,
    wins: 0,
    losses: 0,
    live_pl: 0,
    live_pl_net: 0,
    live_trades: 0,
  };
  for (const row of rows) {
    totals[row.kind] += 1;
    if (row.status === 'Inactive') totals.upcoming += 1;
    else if (row.status === 'Active') totals.live += 1;
    else if (row.status === 'Closed') totals.closed += 1;
    else totals.expired += 1;
    if (row.trade_type === 'Buy') totals.buy += 1;
    else totals.sell += 1;
    if (row.pl_amount === null) continue;
    // A row without a net figure (no charges known) adds its gross to the net total too.
    const netPaise = rupeesToPaise(row.pl_net_amount ?? row.pl_amount);
    if (row.pl_basis === 'realised') {
      realisedPaise += rupeesToPaise(row.pl_amount);
      realisedNetPaise += netPaise;
      totals.realised_trades += 1;
      if (row.pl_amount > 0) totals.wins += 1;
      if (row.pl_amount < 0) totals.losses += 1;
    } else if (row.pl_basis === 'live') {
      livePaise += rupeesToPaise(row.pl_amount);
      liveNetPaise += netPaise;
      totals.live_trades += 1;
    }
  }
  totals.realised_pl = realisedPaise / 100;
  totals.realised_pl_net = realisedNetPaise / 100;
  totals.live_pl = livePaise / 100;
  totals.live_pl_net = liveNetPaise / 100;
  return totals;
}

/** The track record's figures over the statement's period (the period key is the statement's own). */
export type StatementFigures = Omit<TrackRecordFigures, 'period'>;
export type StatementFigureKey = Exclude<
  keyof StatementFigures,
  'closed_trades' | 'small_sample' | 'trade_wins'
>;

const HOURS_PER_DAY = 24;
const upToOneDecimal = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** A mean holding period as the Track record panel writes it: `45 min`, `22 h`, `10.5 h`, `3.2 days`. */
function holdingPeriodText(hours: number): string {
  if (hours < 1) return `${Math.round(hours * 60)} min`;
  if (hours < 2 * HOURS_PER_DAY) return `${upToOneDecimal.format(hours)} h`;
  return `${upToOneDecimal.format(hours / HOURS_PER_DAY)} days`;
}

/** The figures the statement prints, in the profile panel's order, labels and units (docs/metrics.md). */
export const STATEMENT_FIGURES: readonly {
  key: StatementFigureKey;
  label: string;
  format: (value: number) => string;
}[] = [
  { key: 'accuracy', label: 'Accuracy', format: (v) => `${formatIndianNumber(v)}%` },
  { key: 'avg_trade_return', label: 'Avg. return', format: (v) => `${formatSignedNumber(v)}%` },
  { key: 'holding_period_hours', label: 'Holding period', format: holdingPeriodText },
  { key: 'risk_reward', label: 'Reward:risk', format: (v) => `${formatIndianNumber(v)} : 1` },
  { key: 'roi', label: 'ROI', format: (v) => `${formatSignedNumber(v)}%` },
  { key: 'max_drawdown', label: 'Max drawdown', format: (v) => `${formatIndianNumber(v)} pts` },
  { key: 'expectancy_r', label: 'Expectancy (R)', format: (v) => `${formatSignedNumber(v)} R` },
  { key: 'profit_factor', label: 'Profit factor', format: (v) => formatIndianNumber(v) },
];

/** A figure's value as printed, '-' when no call gives it. */
export function statementFigureText(key: StatementFigureKey, value: number | null): string {
  if (value === null) return '-';
  return STATEMENT_FIGURES.find((figure) => figure.key === key)!.format(value);
}

/** The status filter in words for the statement's header: `Live, Closed`, or `All statuses`. */
export function exportStatusesText(statuses: readonly TradeStatus[]): string {
  return statuses.length === 0
    ? 'All statuses'
    : statuses.map((status) => TRADE_STATUS_LABELS[status]).join(', ');
}

/** The kind filter in words. */
export const TRADE_EXPORT_KIND_LABELS: Record<TradeExportKind, string> = {
  all: 'Posted and copied',
  posted: 'Posted',
  copied: 'Copied',
};

/** What the statement's figures rest on, said beside them (PDF and page alike). */
export const STATEMENT_FIGURES_BASIS =
  "Your public calls that ended in the period, counted as your profile's Track record counts them; the kind, status and side filters do not apply to these figures.";

/** Said once where the statement's figures are listed. */
export const STATEMENT_PAST_CALLS_NOTE =
  'Past calls over the stated period; not a promise of future returns.';

/** What a capped file says of itself. */
export function cappedNote(count: number, maxRows: number): string {
  return `Only the first ${maxRows} of ${count} trades are included (the most one file holds); narrow the dates or filters to export the rest.`;
}
