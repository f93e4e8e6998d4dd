import { describe, expect, it } from 'vitest';
import { type PnlTrade, pnlEndPrice, tradePnl } from './pnl.ts';

const buy: PnlTrade = {
  trade_type: 'Buy',
  status: 'Active',
  entry_price: 250.5,
  lots: 4,
  final_target: 280.25,
  live_price: 260.1,
  exit_price: 240.05,
};
const sell: PnlTrade = { ...buy, trade_type: 'Sell' };

describe('tradePnl by status and side', () => {
  it('Inactive: potential P&L from entry to the final target', () => {
    // (280.25 - 250.50) x 4 = 119.00; 29.75 / 250.50 = 11.876...%
    expect(tradePnl({ ...buy, status: 'Inactive' })).toEqual({ amount: 119, percent: 11.88 });
    expect(tradePnl({ ...sell, status: 'Inactive' })).toEqual({ amount: -119, percent: -11.88 });
  });
  it('Active: current P&L from entry to the live price', () => {
    // (260.10 - 250.50) x 4 = 38.40; 9.60 / 250.50 = 3.832...%
    expect(tradePnl(buy)).toEqual({ amount: 38.4, percent: 3.83 });
    expect(tradePnl(sell)).toEqual({ amount: -38.4, percent: -3.83 });
  });
  it('Closed: realized P&L from entry to the exit price', () => {
    // (240.05 - 250.50) x 4 = -41.80; -10.45 / 250.50 = -4.171...%
    expect(tradePnl({ ...buy, status: 'Closed' })).toEqual({ amount: -41.8, percent: -4.17 });
    expect(tradePnl({ ...sell, status: 'Closed' })).toEqual({ amount: 41.8, percent: 4.17 });
  });
  it('expired uses the exit price like Closed', () => {
    expect(pnlEndPrice({ ...buy, status: 'expired' })).toBe(240.05);
  });
  it('multiplies by the lot size when given', () => {
    expect(tradePnl({ ...buy, lots: 2, lot_size: 50 })).toEqual({ amount: 960, percent: 3.83 });
  });
  it('sums in paise, so decimal prices give exact rupees', () => {
    // In floats 0.3 - 0.1 = 0.19999999999999998; in paise 30 - 10 = 20.
    const trade: PnlTrade = { ...buy, entry_price: 0.1, live_price: 0.3, lots: 3 };
    expect(tradePnl(trade)).toEqual({ amount: 0.6, percent: 200 });
  });
  it('is zero (never -0) when the price has not moved', () => {
    const result = tradePnl({ ...sell, live_price: 250.5 });
    expect(Object.is(result?.amount, 0)).toBe(true);
    expect(Object.is(result?.percent, 0)).toBe(true);
  });
  it('is null when the needed price is unknown', () => {
    expect(tradePnl({ ...buy, live_price: null })).toBeNull();
    expect(tradePnl({ ...buy, status: 'Closed', exit_price: undefined })).toBeNull();
    expect(tradePnl({ ...buy, status: 'Inactive', final_target: Number.NaN })).toBeNull();
  });
});
