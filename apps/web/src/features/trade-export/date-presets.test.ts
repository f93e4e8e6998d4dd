import { describe, expect, it } from 'vitest';
import { presetRange } from './date-presets.ts';
import { exportQuery, initialFilters, periodProblem, withPreset } from './export-filters.ts';

/** An instant written in IST. */
const ist = (local: string) => new Date(`${local}+05:30`);

describe('period presets, in India time', () => {
  it('counts this month from its first IST day to today', () => {
    expect(presetRange('this_month', ist('2026-11-30T15:30:00'))).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    // 00:10 IST on 1 December is still 30 November in UTC: the IST day decides.
    expect(presetRange('this_month', ist('2026-12-01T00:10:00'))).toEqual({
      from: '2026-12-01',
      to: '2026-12-01',
    });
  });

  it('takes the last 3 months up to today, a short month ending on its last day', () => {
    expect(presetRange('last_3_months', ist('2026-11-30T10:00:00'))).toEqual({
      from: '2026-08-31',
      to: '2026-11-30',
    });
    expect(presetRange('last_3_months', ist('2026-05-31T10:00:00'))).toEqual({
      from: '2026-03-01',
      to: '2026-05-31',
    });
    expect(presetRange('last_3_months', ist('2026-02-15T10:00:00'))).toEqual({
      from: '2025-11-16',
      to: '2026-02-15',
    });
  });

  it('starts the financial year on 1 April: this year from April, last year until March', () => {
    expect(presetRange('financial_year', ist('2026-04-01T00:00:00'))).toEqual({
      from: '2026-04-01',
      to: '2026-04-01',
    });
    expect(presetRange('financial_year', ist('2026-03-31T23:59:00'))).toEqual({
      from: '2025-04-01',
      to: '2026-03-31',
    });
    expect(presetRange('financial_year', ist('2026-11-30T12:00:00'))).toEqual({
      from: '2026-04-01',
      to: '2026-11-30',
    });
  });

  it('leaves custom days to the user', () => {
    expect(presetRange('custom', new Date())).toBeNull();
  });
});

describe('the filters’ query', () => {
  const now = ist('2026-11-30T15:30:00');

  it('sends the period, the kind and only the filters chosen', () => {
    const filters = initialFilters(now);
    expect(exportQuery(filters)).toEqual({ from: '2026-11-01', to: '2026-11-30', kind: 'all' });
    expect(exportQuery({ ...filters, kind: 'copied', statuses: ['Active', 'Closed'], side: 'Sell' })).toEqual(
      {
        from: '2026-11-01',
        to: '2026-11-30',
        kind: 'copied',
        status: 'Active,Closed',
        side: 'Sell',
      },
    );
  });

  it('keeps the shown days when switching to custom, and sends nothing for a period the server would refuse', () => {
    const custom = withPreset(withPreset(initialFilters(now), 'financial_year', now), 'custom', now);
    expect(custom).toMatchObject({ preset: 'custom', from: '2026-04-01', to: '2026-11-30' });
    expect(periodProblem({ from: '', to: '2026-11-30' })).toEqual({
      from: 'from is required: the first day, written YYYY-MM-DD',
    });
    expect(periodProblem({ from: '2026-11-30', to: '2026-11-01' })).toEqual({
      to: 'to must be on or after from',
    });
    expect(periodProblem({ from: '2025-04-01', to: '2026-04-02' })?.to).toMatch(/at most 366 days/);
    expect(periodProblem({ from: '2027-04-01', to: '2028-03-31' })).toBeNull();
    expect(exportQuery({ ...custom, to: '2026-03-31' })).toBeNull();
  });
});
