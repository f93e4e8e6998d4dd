import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHARGE_SEGMENTS,
  chargeSegment,
  grossAndNet,
  roundTripCharges,
  scheduleOn,
} from './indian-charges.ts';

/** An IST wall-clock time. */
const ist = (text: string) => new Date(`${text}+05:30`);

describe('roundTripCharges, computed by hand (schedule of 1 October 2024, ₹20 an order)', () => {
  it('equity delivery: 100 shares bought at ₹1,000, sold at ₹1,100 two weeks later', () => {
    const trip = {
      segment: 'equity_delivery' as const,
      side: 'Buy' as const,
      quantity: 100,
      entryPrice: 1000,
      exitPrice: 1100,
      enteredAt: ist('2024-11-04T10:00:00'),
      exitedAt: ist('2024-11-20T10:00:00'),
    };
    // STT 0.1% of 1,00,000 and of 1,10,000; exchange 2.97 + 3.27; SEBI 0.10 + 0.11; stamp 0.015% of
    // the buy; GST 18% of (20 + 2.97 + 0.10) = 4.15 and of (20 + 3.27 + 0.11) = 4.21.
    expect(roundTripCharges(trip)).toEqual({
      brokerage: 40,
      stt: 210,
      exchange: 6.24,
      sebi: 0.21,
      stamp: 15,
      gst: 8.36,
      total: 279.81,
    });
    expect(grossAndNet(trip)).toMatchObject({
      gross: { amount: 10000, percent: 10 },
      net: { amount: 9720.19, percent: 9.72 },
    });
  });

  it('equity intraday: squared off the same day, STT on the sell leg only', () => {
    const trip = {
      segment: chargeSegment('EQ', ist('2024-11-04T09:30:00'), ist('2024-11-04T14:00:00')),
      side: 'Buy' as const,
      quantity: 100,
      entryPrice: 1000,
      exitPrice: 1010,
      enteredAt: ist('2024-11-04T09:30:00'),
      exitedAt: ist('2024-11-04T14:00:00'),
    };
    expect(trip.segment).toBe('equity_intraday');
    // STT 0.025% of 1,01,000 = 25.25; exchange 2.97 + 3.00; SEBI 0.10 + 0.10; stamp 0.003% = 3;
    // GST 4.15 + 4.16.
    expect(roundTripCharges(trip)).toEqual({
      brokerage: 40,
      stt: 25.25,
      exchange: 5.97,
      sebi: 0.2,
      stamp: 3,
      gst: 8.31,
      total: 82.73,
    });
  });

  it('futures: a lot of 75 sold at 24,000 and bought back at 23,820, stamp duty on the buy-back', () => {
    const trip = {
      segment: 'futures' as const,
      side: 'Sell' as const,
      quantity: 75,
      entryPrice: 24000,
      exitPrice: 23820,
      enteredAt: ist('2024-11-05T10:00:00'),
      exitedAt: ist('2024-11-07T10:00:00'),
    };
    // STT 0.02% of the sale 18,00,000 = 360; exchange 31.14 + 30.91; SEBI 1.80 + 1.79; stamp 0.002%
    // of 17,86,500 = 35.73; GST 18% of 52.94 = 9.53 and of 52.70 = 9.49.
    expect(roundTripCharges(trip)).toEqual({
      brokerage: 40,
      stt: 360,
      exchange: 62.05,
      sebi: 3.59,
      stamp: 35.73,
      gst: 19.02,
      total: 520.39,
    });
    expect(grossAndNet(trip).net.amount).toBe(13500 - 520.39);
  });

  it('options: 75 calls bought at a premium of 120, sold at 150', () => {
    const trip = {
      segment: chargeSegment('CE', ist('2024-11-05T10:00:00'), ist('2024-11-06T10:00:00')),
      side: 'Buy' as const,
      quantity: 75,
      entryPrice: 120,
      exitPrice: 150,
      enteredAt: ist('2024-11-05T10:00:00'),
      exitedAt: ist('2024-11-06T10:00:00'),
    };
    // STT 0.1% of the premium sold, 11,250 = 11.25; exchange 3.15 + 3.94; SEBI 0.01 + 0.01;
    // stamp 0.003% of 9,000 = 0.27; GST 18% of 23.16 = 4.17 and of 23.95 = 4.31.
    expect(roundTripCharges(trip)).toEqual({
      brokerage: 40,
      stt: 11.25,
      exchange: 7.09,
      sebi: 0.02,
      stamp: 0.27,
      gst: 8.48,
      total: 67.11,
    });
  });
});

describe('the dated schedule', () => {
  it('switches on 1 October 2024 by the IST date, and charges older trades at the first schedule', () => {
    expect(scheduleOn(ist('2024-09-30T23:30:00')).from).toBe('2023-04-01');
    expect(scheduleOn(ist('2024-10-01T00:30:00')).from).toBe('2024-10-01');
    expect(scheduleOn(ist('2020-01-01T10:00:00')).from).toBe('2023-04-01');
    expect(scheduleOn(ist('2024-10-01T00:30:00')).segments.options.stt.sell).toBe(0.001);
    expect(scheduleOn(ist('2024-09-30T10:00:00')).segments.options.stt.sell).toBe(0.000625);
  });

  it('charges each leg at the schedule of its own date', () => {
    const trip = {
      segment: 'futures' as const,
      side: 'Buy' as const,
      quantity: 100,
      entryPrice: 1000,
      exitPrice: 1000,
      enteredAt: ist('2024-09-27T10:00:00'),
      exitedAt: ist('2024-10-03T10:00:00'),
    };
    // The sale on 3 October pays the new 0.02% STT on 1,00,000.
    expect(roundTripCharges(trip).stt).toBe(20);
  });

  it('names an equity trade held overnight delivery and a futures contract futures', () => {
    expect(chargeSegment('EQ', ist('2024-11-04T15:00:00'), ist('2024-11-05T09:20:00'))).toBe(
      'equity_delivery',
    );
    expect(chargeSegment('FUT', ist('2024-11-04T10:00:00'), ist('2024-11-04T11:00:00'))).toBe('futures');
    expect(chargeSegment('PE', ist('2024-11-04T10:00:00'), ist('2024-11-04T11:00:00'))).toBe('options');
  });
});

describe('properties', () => {
  const trips = fc.record({
    segment: fc.constantFrom(...CHARGE_SEGMENTS),
    side: fc.constantFrom('Buy' as const, 'Sell' as const),
    quantity: fc.integer({ min: 1, max: 100_000 }),
    entryPrice: fc.integer({ min: 5, max: 5_000_000 }).map((paise) => paise / 100),
    exitPrice: fc.integer({ min: 5, max: 5_000_000 }).map((paise) => paise / 100),
    enteredAt: fc.date({
      min: new Date('2023-01-01T00:00:00Z'),
      max: new Date('2026-12-31T00:00:00Z'),
      noInvalidDate: true,
    }),
    holdMs: fc.integer({ min: 0, max: 90 * 24 * 3600 * 1000 }),
    brokeragePerOrder: fc.constantFrom(0, 20, 40),
  });

  it('net never exceeds gross, charges are never negative and sum to their total', () => {
    fc.assert(
      fc.property(trips, ({ holdMs, brokeragePerOrder, ...trip }) => {
        const round = { ...trip, exitedAt: new Date(trip.enteredAt.getTime() + holdMs) };
        const { gross, net, charges } = grossAndNet(round, { brokeragePerOrder });
        expect(net.amount).toBeLessThanOrEqual(gross.amount);
        const parts = [
          charges.brokerage,
          charges.stt,
          charges.exchange,
          charges.sebi,
          charges.stamp,
          charges.gst,
        ];
        for (const part of parts) expect(part).toBeGreaterThanOrEqual(0);
        expect(Math.round(parts.reduce((sum, part) => sum + part, 0) * 100)).toBe(
          Math.round(charges.total * 100),
        );
        expect(Math.round((gross.amount - net.amount) * 100)).toBe(Math.round(charges.total * 100));
      }),
    );
  });
});
