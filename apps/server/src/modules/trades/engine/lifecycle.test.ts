import { describe, expect, it } from 'vitest';
import { buyTrade, canonical, ENGINES, kinds, sellTrade } from './engine.fixtures.ts';

const T0 = 1_000;

describe.each(ENGINES)('%s', (_name, makeEngine) => {
  describe('activation', () => {
    it('an entry above the last price activates when a tick touches it from below', () => {
      const engine = makeEngine();
      engine.add(buyTrade(), 95);
      expect(engine.onTick(1, 99.95, T0)).toEqual([]);
      expect(engine.onTick(1, 100, T0 + 1)).toEqual([
        { kind: 'activated', tradeId: 1, securityId: 1, price: 100, at: T0 + 1 },
      ]);
      expect(engine.snapshot(1)).toMatchObject({ status: 'Active', step: 0 });
    });

    it('an entry above the last price activates when a tick crosses it, at the tick price', () => {
      const engine = makeEngine();
      engine.add(buyTrade(), 95);
      expect(engine.onTick(1, 104, T0)).toEqual([
        { kind: 'activated', tradeId: 1, securityId: 1, price: 104, at: T0 },
      ]);
    });

    it('an entry below the last price activates on a touch or a cross from above', () => {
      const touched = makeEngine();
      touched.add(buyTrade(), 105);
      expect(touched.onTick(1, 100.05, T0)).toEqual([]);
      expect(kinds(touched.onTick(1, 100, T0))).toEqual(['activated']);

      const crossed = makeEngine();
      crossed.add(sellTrade(), 105);
      expect(crossed.onTick(1, 97, T0)).toEqual([
        { kind: 'activated', tradeId: 1, securityId: 1, price: 97, at: T0 },
      ]);
    });

    it('moving away from the entry does not activate; coming back to it does', () => {
      const engine = makeEngine();
      engine.add(buyTrade(), 102);
      expect(engine.onTick(1, 103, T0)).toEqual([]);
      expect(engine.onTick(1, 108, T0)).toEqual([]);
      expect(engine.onTick(1, 101, T0)).toEqual([]);
      expect(kinds(engine.onTick(1, 99, T0))).toEqual(['activated']);
    });

    it('an entry equal to the last price activates on the next tick, up, down or unchanged', () => {
      for (const next of [100.5, 99.5, 100]) {
        const engine = makeEngine();
        engine.add(buyTrade(), 100);
        expect(engine.onTick(1, next, T0)).toEqual([
          { kind: 'activated', tradeId: 1, securityId: 1, price: next, at: T0 },
        ]);
      }
    });

    it("the security's known last price, not a later reference, decides the entry's side", () => {
      const engine = makeEngine();
      engine.add(buyTrade({ id: 1, entryPrice: 120, targets: [130], stopLosses: [110] }), 100);
      engine.add(buyTrade({ id: 2, entryPrice: 105 }), 110); // 105 lies above the engine's 100
      expect(engine.lastPrice(1)).toBe(100);
      expect(engine.onTick(1, 103, T0)).toEqual([]);
      expect(kinds(engine.onTick(1, 105, T0))).toEqual(['activated']);
    });

    it('a gap activates and closes in one tick, at the tick price', () => {
      const engine = makeEngine();
      engine.add(buyTrade({ targets: [110, 120], stopLosses: [90, 105] }), 90);
      expect(engine.onTick(1, 125, T0)).toEqual([
        { kind: 'activated', tradeId: 1, securityId: 1, price: 125, at: T0 },
        {
          kind: 'target_reached',
          tradeId: 1,
          securityId: 1,
          step: 1,
          targetPrice: 120,
          stopLoss: 105,
          price: 125,
          at: T0,
        },
        { kind: 'closed', tradeId: 1, securityId: 1, reason: 'target', price: 125, at: T0 },
      ]);
      expect(engine.has(1)).toBe(false);

      const stopped = makeEngine();
      stopped.add(buyTrade(), 105);
      expect(stopped.onTick(1, 88, T0)).toEqual([
        { kind: 'activated', tradeId: 1, securityId: 1, price: 88, at: T0 },
        { kind: 'closed', tradeId: 1, securityId: 1, reason: 'stop_loss', price: 88, at: T0 },
      ]);
    });
  });

  describe('ladder', () => {
    const threeRows = { status: 'Active' as const, targets: [110, 120, 130], stopLosses: [90, 105, 115] };

    it('reaches several targets in one tick and makes the last reached row current', () => {
      const engine = makeEngine();
      engine.add(buyTrade(threeRows), 100);
      const moved = engine.onTick(1, 125, T0);
      expect(
        moved.map((t) => (t.kind === 'target_reached' ? [t.step, t.targetPrice, t.stopLoss] : t.kind)),
      ).toEqual([
        [1, 120, 105],
        [2, 130, 115],
      ]);
      expect(engine.snapshot(1)).toMatchObject({ status: 'Active', step: 2 });
    });

    it("the stop loss moves to the current row's stop loss", () => {
      const engine = makeEngine();
      engine.add(buyTrade(threeRows), 100);
      expect(engine.onTick(1, 104, T0)).toEqual([]); // above row 0's stop loss 90
      expect(kinds(engine.onTick(1, 110, T0))).toEqual(['target_reached']);
      expect(engine.onTick(1, 104, T0 + 5)).toEqual([
        { kind: 'closed', tradeId: 1, securityId: 1, reason: 'stop_loss', price: 104, at: T0 + 5 },
      ]);
    });

    it('does not check the new stop loss in the tick that reached the target', () => {
      const engine = makeEngine();
      // Row 1's stop loss trails to row 0's target, which §5 allows.
      engine.add(buyTrade({ status: 'Active', targets: [110, 120], stopLosses: [90, 110] }), 100);
      expect(kinds(engine.onTick(1, 110, T0))).toEqual(['target_reached']);
      expect(kinds(engine.onTick(1, 110, T0 + 1))).toEqual(['closed:stop_loss']);
    });

    it('an Active trade added on a later row starts from that row', () => {
      const engine = makeEngine();
      engine.add(buyTrade({ ...threeRows, step: 2 }), 118);
      expect(engine.onTick(1, 116, T0)).toEqual([]);
      expect(kinds(engine.onTick(1, 131, T0))).toEqual(['closed:target']);
    });

    it('Sell is the mirror: targets below, stop losses above', () => {
      const engine = makeEngine();
      engine.add(sellTrade({ targets: [90, 80, 70], stopLosses: [110, 95, 85] }), 104);
      expect(kinds(engine.onTick(1, 100, T0))).toEqual(['activated']);
      expect(engine.onTick(1, 108, T0)).toEqual([]);
      const reached = engine.onTick(1, 82, T0);
      expect(
        reached.map((t) => (t.kind === 'target_reached' ? [t.step, t.targetPrice, t.stopLoss] : t.kind)),
      ).toEqual([[1, 80, 95]]);
      expect(kinds(engine.onTick(1, 95, T0))).toEqual(['closed:stop_loss']);

      const toTarget = makeEngine();
      toTarget.add(sellTrade({ status: 'Active', targets: [90, 80], stopLosses: [110, 95] }), 100);
      expect(kinds(toTarget.onTick(1, 79, T0))).toEqual(['target_reached', 'closed:target']);
    });
  });

  describe('expiry', () => {
    it('expires an Inactive trade and closes an Active one at the last price, at or after expiresAt', () => {
      const engine = makeEngine();
      engine.add(buyTrade({ id: 1, expiresAt: 5_000 }), 95);
      engine.add(buyTrade({ id: 2, status: 'Active', expiresAt: 6_000 }), 95);
      engine.add(buyTrade({ id: 3, expiresAt: 9_000 }), 95);
      engine.onTick(1, 97.5, T0);
      expect(engine.expire(4_999)).toEqual([]);
      expect(canonical(engine.expire(6_000))).toEqual([
        { kind: 'expired', tradeId: 1, securityId: 1, at: 6_000 },
        { kind: 'closed', tradeId: 2, securityId: 1, reason: 'window_end', price: 97.5, at: 6_000 },
      ]);
      expect(engine.expire(6_000)).toEqual([]);
      expect(engine.size).toBe(1);
      expect(engine.onTick(1, 100, T0)).toEqual([
        { kind: 'activated', tradeId: 3, securityId: 1, price: 100, at: T0 },
      ]);
    });

    it('a closed trade does not expire later', () => {
      const engine = makeEngine();
      engine.add(buyTrade({ status: 'Active', expiresAt: 5_000 }), 100);
      expect(kinds(engine.onTick(1, 111, T0))).toEqual(['closed:target']);
      expect(engine.expire(10_000)).toEqual([]);
    });
  });

  describe('remove and replace', () => {
    it('a removed trade no longer moves or expires', () => {
      const engine = makeEngine();
      engine.add(buyTrade({ expiresAt: 5_000 }), 95);
      expect(engine.remove(1)).toBe(true);
      expect(engine.remove(1)).toBe(false);
      expect(engine.has(1)).toBe(false);
      expect(engine.size).toBe(0);
      expect(engine.onTick(1, 100, T0)).toEqual([]);
      expect(engine.expire(10_000)).toEqual([]);
    });

    it('adding an id again replaces the trade, its levels and its deadline', () => {
      const engine = makeEngine();
      engine.add(buyTrade({ expiresAt: 5_000 }), 95);
      engine.add(buyTrade({ entryPrice: 102, targets: [112], stopLosses: [92], expiresAt: 8_000 }), 95);
      expect(engine.size).toBe(1);
      expect(engine.onTick(1, 101, T0)).toEqual([]);
      expect(engine.expire(6_000)).toEqual([]);
      expect(kinds(engine.onTick(1, 102, T0))).toEqual(['activated']);
      expect(engine.snapshot(1)).toEqual(
        buyTrade({ status: 'Active', entryPrice: 102, targets: [112], stopLosses: [92], expiresAt: 8_000 }),
      );
    });

    it('a replacement may move the trade to another security', () => {
      const engine = makeEngine();
      engine.add(buyTrade(), 95);
      engine.add(buyTrade({ securityId: 2 }), 95);
      expect(engine.onTick(1, 100, T0)).toEqual([]);
      expect(kinds(engine.onTick(2, 100, T0))).toEqual(['activated']);
    });
  });

  it('replaying a tick changes nothing the second time', () => {
    const engine = makeEngine();
    engine.add(buyTrade({ id: 1 }), 95);
    engine.add(
      buyTrade({ id: 2, status: 'Active', targets: [101, 103, 110], stopLosses: [90, 100, 102] }),
      95,
    );
    engine.add(sellTrade({ id: 3, entryPrice: 98, targets: [96], stopLosses: [104] }), 95);
    engine.add(buyTrade({ id: 4, entryPrice: 95 }), 95);
    expect(kinds(canonical(engine.onTick(1, 104, T0)))).toEqual([
      'activated',
      'target_reached',
      'target_reached',
      'activated',
      'closed:stop_loss',
      'activated',
    ]);
    expect(engine.onTick(1, 104, T0)).toEqual([]);
    expect(engine.size).toBe(3);
  });

  it('a tick for an unseen security only records its price', () => {
    const engine = makeEngine();
    expect(engine.onTick(7, 50, T0)).toEqual([]);
    expect(engine.lastPrice(7)).toBe(50);
    engine.add(buyTrade({ securityId: 7, entryPrice: 52, targets: [60], stopLosses: [45] }), 40);
    expect(engine.onTick(7, 51, T0)).toEqual([]);
    expect(kinds(engine.onTick(7, 52, T0))).toEqual(['activated']);
  });

  it('rejects trades it cannot hold', () => {
    const engine = makeEngine();
    expect(() => engine.add(buyTrade({ stopLosses: [90, 95] }), 100)).toThrow(RangeError);
    expect(() => engine.add(buyTrade({ targets: [], stopLosses: [] }), 100)).toThrow(RangeError);
    expect(() => engine.add(buyTrade({ step: 1 }), 100)).toThrow(RangeError);
    expect(() => engine.add(buyTrade({ status: 'Active', step: 1 }), 100)).toThrow(RangeError);
    expect(() => engine.add(buyTrade({ id: 2 ** 31 }), 100)).toThrow(RangeError);
    expect(() => engine.add(buyTrade({ entryPrice: Number.NaN }), 100)).toThrow(RangeError);
    expect(engine.size).toBe(0);
    expect(() => engine.onTick(1, Number.NaN, T0)).toThrow(RangeError);
  });
});
