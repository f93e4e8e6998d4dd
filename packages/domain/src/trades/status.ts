import { TRADE_STATUS_LABELS, type TradeStatus } from '../constants/trades.ts';

/** The status as shown on cards: Inactive -> Upcoming, Active -> Live (trades.md §4). */
export function statusLabel(status: TradeStatus): string {
  return TRADE_STATUS_LABELS[status];
}

/** Status tooltips, written from the meanings of the §4 table ('This trade is expired' is verbatim). */
export const TRADE_STATUS_TOOLTIPS: Record<TradeStatus, string> = {
  Inactive: 'Upcoming trade: not live yet. The entry will be made at the entry price.',
  Active:
    'Live trade: entry done at the entry price. Hold until the exit price; book profit at the target or cut loss at the stop loss.',
  Closed: 'Past trade.',
  expired: 'This trade is expired',
};

export function statusTooltip(status: TradeStatus): string {
  return TRADE_STATUS_TOOLTIPS[status];
}

export type PnlLabel = 'Potential P&L' | 'Current P&L' | 'Realized P&L';

/** Inactive -> Potential P&L, Active -> Current P&L, anything else -> Realized P&L (§4). */
export function pnlLabel(status: TradeStatus): PnlLabel {
  if (status === 'Inactive') return 'Potential P&L';
  if (status === 'Active') return 'Current P&L';
  return 'Realized P&L';
}

/** What each P&L label means, from §4. */
export const PNL_LABEL_HINTS: Record<PnlLabel, string> = {
  'Potential P&L': 'Profit that can be earned',
  'Current P&L': 'As per the entry price',
  'Realized P&L': 'Profit or loss booked at the exit price',
};
