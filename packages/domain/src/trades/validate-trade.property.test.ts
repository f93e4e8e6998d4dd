import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRADE_MESSAGES } from './messages.ts';
import { TRADE_PRICE_MESSAGES } from './prices.ts';
import { type TradeFormInput, validateTradeForm } from './validate-trade.ts';

const RUNS = { numRuns: 2000 };
// The §5 messages, and the price range's own (prices.test.ts covers when those apply).
const VERBATIM = new Set<string>([...Object.values(TRADE_MESSAGES), ...Object.values(TRADE_PRICE_MESSAGES)]);

// Small integer prices make equal and crossing values common, so both branches of every rule run.
const price = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 1, max: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, undefined, Number.NaN) },
);
const row = fc.record({ target_price: price, stop_loss: price });

const formArb = (tradeType: fc.Arbitrary<'Buy' | 'Sell'>) =>
  fc.record({
    security: fc.oneof(fc.constant({ id: 1, name: 'TCS' }), fc.constant(null)),
    trade_type: tradeType,
    entry_price: price,
    lots: fc.oneof(fc.integer({ min: -1, max: 5 }), fc.constant(Number.NaN)),
    target_price: price,
    stop_loss: price,
    target_stop_loss_list: fc.array(row, { maxLength: 4 }),
    duration: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.constant(null)),
    visibility: fc.constantFrom('followers' as const, 'private' as const, 'group' as const),
    group: fc.oneof(fc.integer({ min: 1, max: 9 }), fc.constant(null)),
  }) satisfies fc.Arbitrary<TradeFormInput>;

// Biased towards accepted trades: stop loss, entry and targets drawn in order, then perturbed a little.
// Every price stays at least 1, inside the price range, so the mirror (100 - price) is a price too.
const nearlyValidBuy = fc
  .record({
    stopLoss: fc.integer({ min: 1, max: 50 }),
    gap: fc.integer({ min: 0, max: 3 }),
    steps: fc.array(fc.integer({ min: -1, max: 5 }), { minLength: 1, maxLength: 5 }),
    trails: fc.array(fc.integer({ min: -1, max: 5 }), { maxLength: 5 }),
  })
  .map(({ stopLoss, gap, steps, trails }): TradeFormInput => {
    const entry = stopLoss + gap;
    const targets: number[] = [];
    let previous = entry;
    for (const step of steps) {
      previous = Math.max(1, previous + step);
      targets.push(previous);
    }
    const rows = targets.slice(1).map((target_price, i) => ({
      target_price,
      stop_loss: Math.max(1, (targets[i] as number) - (trails[i] ?? 0)),
    }));
    return {
      security: { id: 1, name: 'TCS' },
      trade_type: 'Buy',
      entry_price: entry,
      lots: 1,
      target_price: targets[0] as number,
      stop_loss: stopLoss,
      target_stop_loss_list: rows,
      duration: 1,
      visibility: 'followers',
      group: null,
    };
  });

const mirror = (input: TradeFormInput): TradeFormInput => {
  const negate = (value: number | null | undefined) => (typeof value === 'number' ? 100 - value : value);
  return {
    ...input,
    trade_type: 'Sell',
    entry_price: negate(input.entry_price),
    target_price: negate(input.target_price),
    stop_loss: negate(input.stop_loss),
    target_stop_loss_list: input.target_stop_loss_list.map((r) => ({
      target_price: negate(r.target_price),
      stop_loss: negate(r.stop_loss),
    })),
  };
};

const anyBuy = fc.oneof(formArb(fc.constant('Buy')), nearlyValidBuy);
const anySell = fc.oneof(formArb(fc.constant('Sell')), nearlyValidBuy.map(mirror));

describe('validateTradeForm properties', () => {
  it('every accepted Buy trade has stop loss < entry <= rising targets, later stop losses <= previous target', () => {
    fc.assert(
      fc.property(anyBuy, (input) => {
        const result = validateTradeForm(input);
        if (!result.ok) return;
        const v = result.value;
        expect(v.stop_loss).toBeLessThan(v.entry_price);
        const targets = [v.target_price, ...v.target_stop_loss_list.map((r) => r.target_price)];
        let previous = v.entry_price;
        for (const [i, target] of targets.entries()) {
          expect(target).toBeGreaterThanOrEqual(previous);
          const later = v.target_stop_loss_list[i];
          if (later) expect(later.stop_loss).toBeLessThanOrEqual(target);
          previous = target;
        }
      }),
      RUNS,
    );
  });

  it('every accepted Sell trade has stop loss > entry >= falling targets, later stop losses >= previous target', () => {
    fc.assert(
      fc.property(anySell, (input) => {
        const result = validateTradeForm(input);
        if (!result.ok) return;
        const v = result.value;
        expect(v.stop_loss).toBeGreaterThan(v.entry_price);
        const targets = [v.target_price, ...v.target_stop_loss_list.map((r) => r.target_price)];
        let previous = v.entry_price;
        for (const [i, target] of targets.entries()) {
          expect(target).toBeLessThanOrEqual(previous);
          const later = v.target_stop_loss_list[i];
          if (later) expect(later.stop_loss).toBeGreaterThanOrEqual(target);
          previous = target;
        }
      }),
      RUNS,
    );
  });

  it('a Sell form is accepted exactly when its mirrored Buy form is', () => {
    fc.assert(
      fc.property(anyBuy, (input) => {
        expect(validateTradeForm(mirror(input)).ok).toBe(validateTradeForm(input).ok);
      }),
      RUNS,
    );
  });

  it('every refused input names at least one field, each with a verbatim §5 message', () => {
    fc.assert(
      fc.property(fc.oneof(anyBuy, anySell), (input) => {
        const result = validateTradeForm(input);
        if (result.ok) return;
        const messages = Object.values(result.errors);
        expect(messages.length).toBeGreaterThan(0);
        for (const message of messages) expect(VERBATIM.has(message)).toBe(true);
      }),
      RUNS,
    );
  });

  it('incomplete intermediate rows never appear in an accepted value', () => {
    fc.assert(
      fc.property(fc.oneof(anyBuy, anySell), (input) => {
        const result = validateTradeForm(input);
        if (!result.ok) return;
        for (const r of result.value.target_stop_loss_list) {
          expect(Number.isFinite(r.target_price) && Number.isFinite(r.stop_loss)).toBe(true);
        }
        const complete = input.target_stop_loss_list.filter(
          (r) => Number.isFinite(r.target_price) && Number.isFinite(r.stop_loss),
        );
        expect(result.value.target_stop_loss_list).toEqual(complete);
      }),
      RUNS,
    );
  });

  it('the generators reach both accepted and refused forms', () => {
    const outcomes = fc.sample(fc.oneof(anyBuy, anySell), { numRuns: 2000, seed: 1 }).map((input) => {
      return validateTradeForm(input).ok;
    });
    expect(outcomes.filter(Boolean).length).toBeGreaterThan(100);
    expect(outcomes.filter((ok) => !ok).length).toBeGreaterThan(100);
  });
});
