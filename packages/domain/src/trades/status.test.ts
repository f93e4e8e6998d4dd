import { describe, expect, it } from 'vitest';
import { TRADE_STATUSES } from '../constants/trades.ts';
import { PNL_LABEL_HINTS, pnlLabel, statusLabel, statusTooltip } from './status.ts';

describe('statusLabel', () => {
  it.each([
    ['Inactive', 'Upcoming'],
    ['Active', 'Live'],
    ['Closed', 'Closed'],
    ['expired', 'expired'],
  ] as const)('%s is shown as %s', (status, label) => {
    expect(statusLabel(status)).toBe(label);
  });
});

describe('statusTooltip', () => {
  it('has a tooltip for every status, expired verbatim', () => {
    for (const status of TRADE_STATUSES) expect(statusTooltip(status).length).toBeGreaterThan(0);
    expect(statusTooltip('expired')).toBe('This trade is expired');
    expect(statusTooltip('Inactive')).toMatch(/entry price/);
    expect(statusTooltip('Active')).toMatch(/stop loss/);
    expect(statusTooltip('Closed')).toBe('Past trade.');
  });
});

describe('pnlLabel', () => {
  it.each([
    ['Inactive', 'Potential P&L'],
    ['Active', 'Current P&L'],
    ['Closed', 'Realized P&L'],
    ['expired', 'Realized P&L'],
  ] as const)('%s -> %s', (status, label) => {
    expect(pnlLabel(status)).toBe(label);
    expect(PNL_LABEL_HINTS[pnlLabel(status)]).toBeTruthy();
  });
});
