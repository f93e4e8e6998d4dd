import { describe, expect, it } from 'vitest';
import { TradeExportQuerySchema } from '../schemas/trade-export.ts';
import {
  exportDayCount,
  exportInstants,
  exportPlBasis,
  indiaIsoDateTime,
  parseExportSide,
  parseExportStatuses,
  statementFigureText,
  type TotalledRow,
  TRADE_EXPORT_MESSAGES,
  tradeExportFilename,
  tradeExportTotals,
} from './trade-export.ts';

describe('the export filters', () => {
  it('reads statuses by stored name or card label, in any case, once each', () => {
    expect(parseExportStatuses('')).toEqual({ statuses: [] });
    expect(parseExportStatuses('live, UPCOMING,Closed,active')).toEqual({
      statuses: ['Active', 'Inactive', 'Closed'],
    });
    expect(parseExportStatuses('expired')).toEqual({ statuses: ['expired'] });
    expect(parseExportStatuses('Closed,Won')).toEqual({ unknown: 'Won' });
  });

  it('reads the side in any case', () => {
    expect(parseExportSide('buy')).toBe('Buy');
    expect(parseExportSide(' SELL ')).toBe('Sell');
    expect(parseExportSide('hold')).toBeNull();
  });

  it('counts IST days inclusively and spans them from midnight IST', () => {
    expect(exportDayCount('2026-04-01', '2026-04-01')).toBe(1);
    expect(exportDayCount('2027-04-01', '2028-03-31')).toBe(366);
    expect(exportDayCount('2026-04-30', '2026-04-01')).toBe(-28);
    expect(exportDayCount('2026-02-30', '2026-03-01')).toBeNull();
    expect(exportInstants('2026-04-01', '2026-04-30')).toEqual({
      start: new Date('2026-03-31T18:30:00Z'),
      end: new Date('2026-04-30T18:30:00Z'),
    });
  });

  it.each([
    [{ from: '2026-04-01', to: '2026-04-30' }, null],
    [{ to: '2026-04-30' }, TRADE_EXPORT_MESSAGES.fromRequired],
    [{ from: '2026-04-01' }, TRADE_EXPORT_MESSAGES.toRequired],
    [{ from: '2026-13-01', to: '2026-12-31' }, TRADE_EXPORT_MESSAGES.badFrom],
    [{ from: '2026-04-01', to: '2026-04-31' }, TRADE_EXPORT_MESSAGES.badTo],
    [{ from: '2026-04-02', to: '2026-04-01' }, TRADE_EXPORT_MESSAGES.toBeforeFrom],
    [{ from: '2027-04-01', to: '2028-03-31' }, null],
    [{ from: '2027-04-01', to: '2028-04-01' }, TRADE_EXPORT_MESSAGES.tooLong],
    [{ from: '2026-04-01', to: '2026-04-30', kind: 'mine' }, TRADE_EXPORT_MESSAGES.badKind],
    [{ from: '2026-04-01', to: '2026-04-30', status: 'Open' }, TRADE_EXPORT_MESSAGES.unknownStatus('Open')],
    [{ from: '2026-04-01', to: '2026-04-30', side: 'Hold' }, TRADE_EXPORT_MESSAGES.badSide],
  ])('checks %j', (query, message) => {
    const parsed = TradeExportQuerySchema.safeParse(query);
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(message);
  });

  it('gives the defaults: every kind, status and side', () => {
    expect(
      TradeExportQuerySchema.parse({ from: '2026-04-01', to: '2026-04-30', status: '', side: '' }),
    ).toEqual({
      from: '2026-04-01',
      to: '2026-04-30',
      kind: 'all',
      status: [],
      side: null,
    });
  });
});

describe('what the files write', () => {
  it('writes times in IST with their offset, and names files by the IST day', () => {
    expect(indiaIsoDateTime('2026-03-31T18:30:00.000Z')).toBe('2026-04-01T00:00:00+05:30');
    expect(indiaIsoDateTime(new Date('2026-04-30T18:29:59Z'))).toBe('2026-04-30T23:59:59+05:30');
    expect(tradeExportFilename('csv', new Date('2026-11-30T18:29:00Z'))).toBe(
      'tradecircle-trades-2026-11-30.csv',
    );
    expect(tradeExportFilename('pdf', new Date('2026-11-30T18:30:00Z'))).toBe(
      'tradecircle-statement-2026-12-01.pdf',
    );
  });

  it('measures P&L only where it is a result', () => {
    expect(exportPlBasis('Closed', true)).toBe('realised');
    expect(exportPlBasis('Active', true)).toBe('live');
    expect(exportPlBasis('Active', false)).toBe('none');
    expect(exportPlBasis('Inactive', true)).toBe('none');
    expect(exportPlBasis('expired', false)).toBe('none');
  });

  it('totals counts and sums money in paise', () => {
    const row = (overrides: Partial<TotalledRow>): TotalledRow => ({
      kind: 'posted',
      status: 'Closed',
      trade_type: 'Buy',
      pl_amount: null,
      pl_net_amount: null,
      pl_basis: 'none',
      ...overrides,
    });
    const totals = tradeExportTotals([
      row({ pl_amount: 0.1, pl_net_amount: -39.9, pl_basis: 'realised' }),
      row({ pl_amount: 0.2, pl_net_amount: -39.81, pl_basis: 'realised', trade_type: 'Sell' }),
      row({ pl_amount: -0.05, pl_net_amount: -40.05, pl_basis: 'realised', kind: 'copied' }),
      // No net figure (no charges known): its gross counts in the net total too.
      row({ pl_amount: 0, pl_basis: 'realised' }),
      row({ status: 'Active', pl_amount: 12.34, pl_net_amount: -27.66, pl_basis: 'live' }),
      row({ status: 'Inactive' }),
      row({ status: 'expired' }),
    ]);
    expect(totals).toEqual({
      trades: 7,
      posted: 6,
      copied: 1,
      upcoming: 1,
      live: 1,
      closed: 4,
      expired: 1,
      buy: 6,
      sell: 1,
      // 0.1 + 0.2 - 0.05 in floats is 0.25000000000000006.
      realised_pl: 0.25,
      realised_pl_net: -119.76,
      realised_trades: 4,
      wins: 2,
      losses: 1,
      live_pl: 12.34,
      live_pl_net: -27.66,
      live_trades: 1,
    });
  });

  it('writes figures as the Track record panel does', () => {
    expect(statementFigureText('accuracy', 50)).toBe('50.00%');
    expect(statementFigureText('avg_trade_return', -1.5)).toBe('-1.50%');
    expect(statementFigureText('holding_period_hours', 0.5)).toBe('30 min');
    expect(statementFigureText('holding_period_hours', 10.5)).toBe('10.5 h');
    expect(statementFigureText('holding_period_hours', 60)).toBe('2.5 days');
    expect(statementFigureText('risk_reward', 2)).toBe('2.00 : 1');
    expect(statementFigureText('profit_factor', null)).toBe('-');
  });
});
