import type { TradeClosingReason, TradeStatus, TradeType } from '../constants/trades.ts';
import { formatRupees, paiseToRupees, rupeesToPaise } from '../format/money.ts';
import { formatTradeTime } from '../format/time.ts';
import type { CopiedTradeTotals, CopyComparison, CopyReason } from '../schemas/copied-trades.ts';
import { tradePnl } from '../trades/pnl.ts';

/**
 * Copied trades (issue 33): a copy set beside the expert's call it copied. Both P&Ls come from the
 * domain's tradePnl on the copy's quantity, so the rupee gap is what following the expert exactly
 * would have made or saved, and the reasons say where the two parted: the entry, the exit, or an
 * open side still moving.
 */

/** Why a copy's outcome differs from the expert's call, as codes the web can style. */
export const COPY_REASON_CODES = [
  'later_entry',
  'better_entry',
  'different_exit',
  'still_open',
  'not_entered',
  'origin_hidden',
] as const;
export type CopyReasonCode = (typeof COPY_REASON_CODES)[number];

/** The copied-trades list's status filter: open is Upcoming or Live, closed is Closed or expired. */
export const COPY_STATUS_FILTERS = ['all', 'open', 'closed'] as const;
export type CopyStatusFilter = (typeof COPY_STATUS_FILTERS)[number];
export const COPY_KIND_FILTERS = ['all', 'virtual', 'real'] as const;
export type CopyKindFilter = (typeof COPY_KIND_FILTERS)[number];

/** The statuses each status filter lists (none: every status). */
export const COPY_STATUS_FILTER_STATUSES: Record<CopyStatusFilter, readonly TradeStatus[]> = {
  all: [],
  open: ['Inactive', 'Active'],
  closed: ['Closed', 'expired'],
};

export const COPIED_TRADES_PAGE_SIZE = 10;

/** What a comparison reads of a trade: the wire Trade carries every field. */
export interface ComparedTrade {
  trade_type: TradeType;
  status: TradeStatus;
  entry_price: number;
  exit_price: number | null;
  /** The live price while open (a tick's, on the web); ignored once closed. */
  live_price: number | null;
  lots: number;
  lot_size: number;
  trade_live_time: string | null;
  trade_closing_time: string | null;
  /** Exited by hand. */
  trade_exit_type: boolean;
  closing_reason: TradeClosingReason | null;
}

const isEntered = (trade: ComparedTrade) => trade.status === 'Active' || trade.status === 'Closed';
const isOpen = (status: TradeStatus) => status === 'Inactive' || status === 'Active';

/**
 * An outcome, not a promise: an Upcoming or expired trade never entered, so it has no P&L here
 * (tradePnl would give an Upcoming trade's potential to its final target).
 */
function outcomeOf(trade: ComparedTrade, size: Pick<ComparedTrade, 'lots' | 'lot_size'> = trade) {
  if (!isEntered(trade)) return null;
  return tradePnl({ ...trade, lots: size.lots, lot_size: size.lot_size });
}

const hundredths = (value: number) => Math.round(value * 100);
/** Half away from zero, as tradePnl rounds; never -0. */
const roundHalfAway = (value: number) => Math.sign(value) * Math.round(Math.abs(value)) || 0;

/**
 * The copy beside its origin (null: the caller may no longer see it). The origin's amount is its
 * move on the copy's quantity; the difference is copy minus origin, in percentage points and rupees.
 */
export function compareCopy(copy: ComparedTrade, origin: ComparedTrade | null): CopyComparison {
  const copyPnl = outcomeOf(copy);
  const originPnl = origin ? outcomeOf(origin, copy) : null;
  const isCompared = copyPnl !== null && originPnl !== null;
  const entryGap = origin && isEntered(copy) && isEntered(origin) ? entryGapOf(copy, origin) : null;
  return {
    copy_pl_percent: copyPnl?.percent ?? null,
    copy_pl_amount: copyPnl?.amount ?? null,
    origin_pl_percent: originPnl?.percent ?? null,
    origin_pl_amount: originPnl?.amount ?? null,
    difference_percent: isCompared
      ? (hundredths(copyPnl.percent) - hundredths(originPnl.percent)) / 100
      : null,
    difference_amount: isCompared
      ? paiseToRupees(rupeesToPaise(copyPnl.amount) - rupeesToPaise(originPnl.amount))
      : null,
    entry_gap: entryGap?.amount ?? null,
    entry_gap_percent: entryGap?.percent ?? null,
    reasons: reasonsFor(copy, origin, entryGap),
  };
}

type EntryGap = { amount: number; percent: number };

/** How much worse (positive) or better (negative) the copy's entry is than the origin's, per share. */
function entryGapOf(copy: ComparedTrade, origin: ComparedTrade): EntryGap {
  const sign = copy.trade_type === 'Buy' ? 1 : -1;
  const originPaise = rupeesToPaise(origin.entry_price);
  const gapPaise = sign * (rupeesToPaise(copy.entry_price) - originPaise);
  const percentHundredths = originPaise === 0 ? 0 : roundHalfAway((gapPaise * 10_000) / originPaise);
  return { amount: paiseToRupees(gapPaise) || 0, percent: percentHundredths / 100 };
}

function reasonsFor(copy: ComparedTrade, origin: ComparedTrade | null, gap: EntryGap | null): CopyReason[] {
  if (!origin) return [{ code: 'origin_hidden', message: COPY_REASON_TEXTS.originHidden }];
  const notEntered = [
    ...(isEntered(copy) ? [] : [notEnteredReason(copy, 'copy')]),
    ...(isEntered(origin) ? [] : [notEnteredReason(origin, 'origin')]),
  ];
  if (notEntered.length > 0) return notEntered;
  const reasons: CopyReason[] = [];
  if (gap && gap.amount !== 0) reasons.push(entryReason(copy, origin, gap));
  if (isOpen(copy.status) || isOpen(origin.status)) reasons.push(openReason(copy, origin));
  else if (copy.exit_price !== origin.exit_price || copy.trade_exit_type !== origin.trade_exit_type) {
    reasons.push({
      code: 'different_exit',
      message: `${capitalise(exitText(copy, 'copy'))}; ${exitText(origin, 'origin')}.`,
    });
  }
  return reasons;
}

function notEnteredReason(trade: ComparedTrade, side: 'copy' | 'origin'): CopyReason {
  const whose = side === 'copy' ? 'Your copy' : "The expert's call";
  const message =
    trade.status === 'expired'
      ? `${whose} expired before its entry price was reached.`
      : `${whose} has not entered yet: it waits for ${formatRupees(trade.entry_price)}.`;
  return { code: 'not_entered', message };
}

function entryReason(copy: ComparedTrade, origin: ComparedTrade, gap: EntryGap): CopyReason {
  const isWorse = gap.amount > 0;
  const by = `${formatRupees(Math.abs(gap.amount))} (${Math.abs(gap.percent).toFixed(2)}%)`;
  const lateBy = isWorse ? laterBy(copy.trade_live_time, origin.trade_live_time) : null;
  return {
    code: isWorse ? 'later_entry' : 'better_entry',
    message:
      `You entered at ${formatRupees(copy.entry_price)}, ${by} ${isWorse ? 'worse' : 'better'} than ` +
      `the expert's ${formatRupees(origin.entry_price)}${lateBy ? `, ${lateBy} after them` : ''}.`,
  };
}

function openReason(copy: ComparedTrade, origin: ComparedTrade): CopyReason {
  // A closed trade's live_price is its exit price on the wire: read the open side's.
  const live = isOpen(copy.status) ? copy.live_price : origin.live_price;
  const atLive =
    live === null ? 'the live price is not known yet' : `compared at the live price ${formatRupees(live)}`;
  let message: string;
  if (isOpen(copy.status) && isOpen(origin.status)) message = `Both are still open: ${atLive}.`;
  else if (isOpen(copy.status))
    message = `${capitalise(exitText(origin, 'origin'))}; yours is still open, ${atLive}.`;
  else message = `${capitalise(exitText(copy, 'copy'))}; the expert's call is still open, ${atLive}.`;
  return { code: 'still_open', message };
}

const CLOSED_HOW: Record<TradeClosingReason, string> = {
  target: 'at its target',
  stop_loss: 'at its stop loss',
  window_end: 'at the end of its window',
  manual: 'by hand',
  expiry: "at the contract's expiry",
};

/**
 * `you exited by hand at ₹2,500.00 (3:05 PM 9 May)` / `the expert's call closed at its target at
 * ₹2,600.00 (...)`.
 */
function exitText(trade: ComparedTrade, side: 'copy' | 'origin'): string {
  const price = trade.exit_price === null ? '' : ` at ${formatRupees(trade.exit_price)}`;
  const when = trade.trade_closing_time ? ` (${formatTradeTime(trade.trade_closing_time)})` : '';
  if (trade.trade_exit_type) return `${side === 'copy' ? 'you' : 'the expert'} exited by hand${price}${when}`;
  const how = trade.closing_reason ? ` ${CLOSED_HOW[trade.closing_reason]}` : '';
  return `${side === 'copy' ? 'your copy' : "the expert's call"} closed${how}${price}${when}`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const MINUTE_MS = 60_000;

/** `2 h 5 min` when `later` is a minute or more after `earlier`, else null. */
function laterBy(later: string | null, earlier: string | null): string | null {
  if (!later || !earlier) return null;
  const minutes = Math.floor((Date.parse(later) - Date.parse(earlier)) / MINUTE_MS);
  if (!(minutes >= 1)) return null;
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return rest > 0 ? `${hours} h ${rest} min` : `${hours} h`;
  return `${rest} min`;
}

export const COPY_REASON_TEXTS = {
  originHidden:
    "The expert's call is no longer visible to you (made private, or in a group you left): your copy is shown alone.",
  /** No reason: the copy entered and left where the expert's call did. */
  sameAsOrigin: "Same entry and exit as the expert's call.",
} as const;

/** A copy as the totals read it: its status, whether real, and its comparison. */
export type TotalledCopy = { status: TradeStatus; is_real: boolean; comparison: CopyComparison };

function averageHundredths(values: number[]): number | null {
  if (values.length === 0) return null;
  const sum = values.reduce((total, value) => total + hundredths(value), 0);
  return roundHalfAway(sum / values.length) / 100;
}

const sumPaise = (values: number[]) =>
  paiseToRupees(values.reduce((total, value) => total + rupeesToPaise(value), 0));

/**
 * Totals over copies: the rupees summed in paise; the copy's average over every copy with a P&L,
 * the origin's and the difference's over the copies compared with their origin (`compared`).
 */
export function copiedTradeTotals(copies: readonly TotalledCopy[]): CopiedTradeTotals {
  const withPnl = copies.flatMap(({ comparison }) =>
    comparison.copy_pl_amount === null || comparison.copy_pl_percent === null
      ? []
      : [{ amount: comparison.copy_pl_amount, percent: comparison.copy_pl_percent }],
  );
  const compared = copies.flatMap(({ comparison }) =>
    comparison.difference_percent === null ||
    comparison.origin_pl_percent === null ||
    comparison.origin_pl_amount === null
      ? []
      : [comparison],
  );
  return {
    count: copies.length,
    open: copies.filter((copy) => isOpen(copy.status)).length,
    closed: copies.filter((copy) => !isOpen(copy.status)).length,
    real: copies.filter((copy) => copy.is_real).length,
    virtual: copies.filter((copy) => !copy.is_real).length,
    compared: compared.length,
    copy_pl_amount: sumPaise(withPnl.map((copy) => copy.amount)),
    copy_pl_percent_avg: averageHundredths(withPnl.map((copy) => copy.percent)),
    origin_pl_amount: sumPaise(compared.map((copy) => copy.origin_pl_amount!)),
    origin_pl_percent_avg: averageHundredths(compared.map((copy) => copy.origin_pl_percent!)),
    difference_avg: averageHundredths(compared.map((copy) => copy.difference_percent!)),
  };
}
