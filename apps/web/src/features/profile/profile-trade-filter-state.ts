import type { TradeStatus, TradeType } from '@tradecircle/domain';
import { ALL, type TradeFilters } from '../trades/index.ts';

export type FilterState = { status: string; side: string; duration: string; from: string; to: string };
export const NO_FILTERS: FilterState = { status: ALL, side: ALL, duration: ALL, from: '', to: '' };

export function hasFilters(state: FilterState): boolean {
  return (Object.keys(NO_FILTERS) as (keyof FilterState)[]).some((key) => state[key] !== NO_FILTERS[key]);
}

/** The filter-trades call's filters; a date range counts once both ends are set. */
export function toTradeFilters(state: FilterState): TradeFilters {
  return {
    status: state.status === ALL ? [] : [state.status as TradeStatus],
    sides: state.side === ALL ? [] : [state.side as TradeType],
    durations: state.duration === ALL ? [] : [Number(state.duration)],
    dates: state.from && state.to ? { from: state.from, to: state.to } : null,
  };
}
