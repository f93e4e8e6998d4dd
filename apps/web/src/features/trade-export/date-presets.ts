/**
 * The export page's period choices, counted in India time whatever the browser's clock zone: this
 * month, the last 3 months, this financial year (1 April to 31 March), or days chosen by hand.
 */
import { indiaIsoDate } from '@tradecircle/domain';

export const PERIOD_PRESETS = ['this_month', 'last_3_months', 'financial_year', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export const PERIOD_PRESET_LABELS: Record<PeriodPreset, string> = {
  this_month: 'This month',
  last_3_months: 'Last 3 months',
  financial_year: 'This financial year',
  custom: 'Custom',
};

export type DayRange = { from: string; to: string };

const FINANCIAL_YEAR_FIRST_MONTH = 4;

const pad = (value: number) => String(value).padStart(2, '0');
const dayText = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
/** Days in a month (1-12) of a year. */
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The range a preset names on the IST day of `now`, ending today; null for custom. */
export function presetRange(preset: PeriodPreset, now: Date): DayRange | null {
  const to = indiaIsoDate(now);
  const [year, month, day] = to.split('-').map(Number) as [number, number, number];
  switch (preset) {
    case 'this_month':
      return { from: dayText(year, month, 1), to };
    case 'last_3_months': {
      // The same day three months back (or that month's last day), then the day after it.
      const backMonth = ((month - 4 + 12) % 12) + 1;
      const backYear = month > 3 ? year : year - 1;
      const start = new Date(
        Date.UTC(backYear, backMonth - 1, Math.min(day, daysIn(backYear, backMonth)) + 1),
      );
      return { from: start.toISOString().slice(0, 10), to };
    }
    case 'financial_year': {
      const startYear = month >= FINANCIAL_YEAR_FIRST_MONTH ? year : year - 1;
      return { from: dayText(startYear, FINANCIAL_YEAR_FIRST_MONTH, 1), to };
    }
    case 'custom':
      return null;
  }
}
