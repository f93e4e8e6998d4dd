import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IdTable } from './id-table.ts';

describe('IdTable', () => {
  it('behaves like a Map through growth, deletions and shrinking', () => {
    const op = fc.record({
      remove: fc.boolean(),
      // A narrow key range forces long probe runs and deletions inside them.
      key: fc.oneof(fc.integer({ min: -40, max: 40 }), fc.constantFrom(-(2 ** 31), 2 ** 31 - 1)),
      value: fc.nat({ max: 1_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(op, { maxLength: 300, size: 'max' }), (ops) => {
        const table = new IdTable();
        const map = new Map<number, number>();
        for (const { remove, key, value } of ops) {
          if (remove) expect(table.delete(key)).toBe(map.delete(key));
          else {
            table.set(key, value);
            map.set(key, value);
          }
          expect(table.size).toBe(map.size);
        }
        for (let key = -41; key <= 41; key++) expect(table.get(key)).toBe(map.get(key) ?? -1);
        for (const [key, value] of map) expect(table.get(key)).toBe(value);
      }),
      { numRuns: 500 },
    );
  });

  it('holds a million ids in about 16 bytes each', () => {
    const table = new IdTable();
    for (let id = 1; id <= 1_000_000; id++) table.set(id * 7, id);
    expect(table.get(7 * 123_456)).toBe(123_456);
    expect(table.get(8)).toBe(-1);
    expect(table.byteLength / table.size).toBeLessThan(17);
  });
});
