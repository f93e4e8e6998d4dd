import type { CopyKindFilter, CopyStatusFilter } from '@tradecircle/domain';

/** The /copy-trade page's words. */
export const COPIED_TRADES_TEXTS = {
  heading: 'Copied trades',
  intro:
    "Every trade you copied, virtual and real, beside the expert's call: what each made, the gap between them and why.",
  loading: 'Loading copied trades',
  loadFailed: 'Your copied trades could not be loaded.',
  emptyTitle: 'You have not copied a trade yet',
  emptyText: 'Copy a call from your Home feed or from Trending to follow it here beside the expert’s.',
  emptyFiltered: 'No copied trades match these filters.',
  goHome: 'Go to Home',
  goTrending: 'See Trending',
  statusFilter: 'Status',
  kindFilter: 'Kind',
  totals: 'Totals',
  copies: 'Copies',
  open: 'Open',
  closed: 'Closed',
  yourPnl: 'Your P&L',
  averageDifference: 'Avg. difference vs experts',
  comparedOf: (compared: number) => `over ${compared} compared ${compared === 1 ? 'copy' : 'copies'}`,
  yourCopy: 'Your copy',
  expertsCall: "Expert's call",
  entry: 'Entry',
  exit: 'Exit',
  live: 'Live',
  pnl: 'P&L',
  onYourLots: 'P&L on your lots',
  difference: 'Difference',
  hidden: 'No longer visible to you',
  expertHidden: 'Expert hidden',
  by: 'by',
  real: 'Real',
  virtual: 'Virtual',
  waitsFor: 'waits for',
  rows: 'Copied trades',
} as const;

export const STATUS_FILTER_LABELS: Record<CopyStatusFilter, string> = {
  all: 'All',
  open: 'Open',
  closed: 'Closed',
};

export const KIND_FILTER_LABELS: Record<CopyKindFilter, string> = {
  all: 'All',
  virtual: 'Virtual',
  real: 'Real',
};
