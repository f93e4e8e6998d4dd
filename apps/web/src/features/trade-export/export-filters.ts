/** The page's filters, their checks (the server's own words) and the query they send. */
import {
  exportDayCount,
  TRADE_EXPORT_MAX_DAYS,
  TRADE_EXPORT_MESSAGES,
  type TradeExportKind,
  type TradeExportQueryInput,
  type TradeStatus,
  type TradeType,
} from '@tradecircle/domain';
import { type PeriodPreset, presetRange } from './date-presets.ts';

export type ExportFilters = {
  preset: PeriodPreset;
  /** `YYYY-MM-DD`, '' while the box holds no whole date. */
  from: string;
  to: string;
  kind: TradeExportKind;
  /** None: every status. */
  statuses: TradeStatus[];
  /** Null: both sides. */
  side: TradeType | null;
};

export function initialFilters(now: Date): ExportFilters {
  return { preset: 'this_month', ...presetRange('this_month', now)!, kind: 'all', statuses: [], side: null };
}

/** A preset's days, or for Custom the days shown until then (ready to be changed). */
export function withPreset(filters: ExportFilters, preset: PeriodPreset, now: Date): ExportFilters {
  return { ...filters, preset, ...(presetRange(preset, now) ?? {}) };
}

/** What is wrong with the period, by field, in the server's words; null when it can be sent. */
export function periodProblem(
  filters: Pick<ExportFilters, 'from' | 'to'>,
): { from?: string; to?: string } | null {
  if (!filters.from) return { from: TRADE_EXPORT_MESSAGES.fromRequired };
  if (!filters.to) return { to: TRADE_EXPORT_MESSAGES.toRequired };
  const days = exportDayCount(filters.from, filters.to);
  if (days === null) return { from: TRADE_EXPORT_MESSAGES.badFrom };
  if (days < 1) return { to: TRADE_EXPORT_MESSAGES.toBeforeFrom };
  if (days > TRADE_EXPORT_MAX_DAYS) return { to: TRADE_EXPORT_MESSAGES.tooLong };
  return null;
}

/** The query of the preview and the downloads; null while the period cannot be sent. */
export function exportQuery(filters: ExportFilters): TradeExportQueryInput | null {
  if (periodProblem(filters)) return null;
  return {
    from: filters.from,
    to: filters.to,
    kind: filters.kind,
    ...(filters.statuses.length > 0 ? { status: filters.statuses.join(',') } : {}),
    ...(filters.side ? { side: filters.side } : {}),
  };
}
