import { describe, expect, it } from 'vitest';
import { IST_OFFSET_SECONDS } from '../../shared/ui/indian-date.ts';
import { callsLabel } from './figure-window.ts';
import {
  FIGURE_SPECS,
  figureDetail,
  formatHoldingPeriod,
  formatRecordedAt,
  happenedAt,
  shortHash,
  toEquityPoints,
} from './format.ts';

describe('formatHoldingPeriod', () => {
  it.each([
    [0.75, '45 min'],
    [1, '1 h'],
    [22, '22 h'],
    [10.46, '10.5 h'],
    [47.9, '47.9 h'],
    [48, '2 days'],
    [76.8, '3.2 days'],
  ])('%s hours reads %s', (hours, text) => {
    expect(formatHoldingPeriod(hours)).toBe(text);
  });
});

describe('toEquityPoints', () => {
  it('uses the close time in IST chart seconds and keeps times strictly increasing', () => {
    const at = '2026-01-01T10:00:00.000Z';
    const seconds = Date.parse(at) / 1000 + IST_OFFSET_SECONDS;
    const points = toEquityPoints([
      { trade_id: 1, at, cumulative_return: 10 },
      { trade_id: 2, at: '2026-01-01T10:00:00.400Z', cumulative_return: 5 },
      { trade_id: 3, at, cumulative_return: 7 },
      { trade_id: 4, at: '2026-01-02T00:00:00.000Z', cumulative_return: 1.5 },
    ]);
    expect(points).toEqual([
      { time: seconds, value: 10 },
      { time: seconds + 1, value: 5 },
      { time: seconds + 2, value: 7 },
      { time: seconds + 14 * 3600, value: 1.5 },
    ]);
  });

  it('is empty for no calls', () => {
    expect(toEquityPoints([])).toEqual([]);
  });
});

describe('labels', () => {
  it('counts calls, shortens hashes and writes IST times', () => {
    expect(callsLabel(1)).toBe('1 call');
    expect(callsLabel(12)).toBe('12 calls');
    expect(callsLabel(1204)).toBe('1,204 calls');
    expect(shortHash('a'.repeat(64))).toBe('aaaaaaaaaaaa');
    // The one time format (h:mm A D MMM), with the year; 31 Dec 20:00 UTC is already 1 Jan in India.
    expect(formatRecordedAt('2026-11-27T09:35:00.000Z')).toBe('3:05 PM 27 Nov 2026 IST');
    expect(formatRecordedAt('2026-12-31T20:00:00.000Z')).toBe('1:30 AM 1 Jan 2027 IST');
  });
});

describe('figureDetail', () => {
  const spec = (key: string) => FIGURE_SPECS.find((each) => each.key === key)!;
  it('names the calls and the window, and why a profit factor with calls behind it has no value', () => {
    expect(figureDetail(spec('profit_factor'), { value: null, calls: 2 }, '1M')).toBe(
      '2 calls · 1M, no losing call',
    );
    expect(figureDetail(spec('profit_factor'), { value: null, calls: 0 }, 'All')).toBe('0 calls · all time');
    expect(figureDetail(spec('profit_factor'), { value: 1.5, calls: 3 }, '1W')).toBe('3 calls · 1W');
    expect(figureDetail(spec('accuracy'), { value: null, calls: 0 }, '1Y')).toBe('0 calls · 1Y');
  });
});

describe('happenedAt', () => {
  it("reads the payload's at, and nothing from a hidden or odd payload", () => {
    expect(happenedAt('{"at":"2026-01-02T03:04:05.000Z","kind":"closed"}')).toBe('2026-01-02T03:04:05.000Z');
    expect(happenedAt(null)).toBeNull();
    expect(happenedAt('{"kind":"closed"}')).toBeNull();
    expect(happenedAt('{"at":"yesterday"}')).toBeNull();
    expect(happenedAt('not json')).toBeNull();
  });
});
