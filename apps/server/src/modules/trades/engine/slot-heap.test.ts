import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SlotHeap, SlotTagList } from './slot-heap.ts';

describe('SlotHeap', () => {
  it('pops keys in ascending order with their slot and tag', () => {
    // -0 and 0 tie in the heap but differ for toEqual, so -0 is left out.
    const anyKey = fc.double({ noNaN: true }).map((k) => (Object.is(k, -0) ? 0 : k));
    fc.assert(
      fc.property(fc.array(anyKey, { maxLength: 200, size: 'max' }), (keys) => {
        const heap = new SlotHeap(2);
        for (const [slot, key] of keys.entries()) heap.push(key, slot, slot * 3);
        const popped: [number, number][] = [];
        while (heap.size > 0) {
          expect(heap.tags[0]).toBe(heap.slots[0]! * 3);
          popped.push([heap.keys[0]!, heap.slots[0]!]);
          heap.pop();
        }
        expect(popped.map(([key]) => key)).toEqual([...keys].sort((a, b) => a - b));
        expect(popped.every(([key, slot]) => keys[slot] === key)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('retain keeps the accepted entries in heap order and releases spare room', () => {
    const heap = new SlotHeap();
    for (let slot = 0; slot < 1_000; slot++) heap.push((slot * 7919) % 1_000, slot, slot % 2);
    heap.live = 1_000;
    const bytesBefore = heap.byteLength;
    heap.retain((_slot, tag) => tag === 0);
    expect(heap.size).toBe(500);
    expect(heap.live).toBe(500);
    expect(heap.byteLength).toBeLessThan(bytesBefore);
    const popped: number[] = [];
    while (heap.size > 0) {
      expect(heap.keys[0]).toBe((heap.slots[0]! * 7919) % 1_000);
      expect(heap.slots[0]! % 2).toBe(0);
      popped.push(heap.keys[0]!);
      heap.pop();
    }
    expect(popped).toHaveLength(500);
    expect(popped).toEqual([...popped].sort((a, b) => a - b));
  });

  it('takeAtMost takes exactly the entries at or below the limit, by pops or by one scan', () => {
    const keys = fc.array(fc.integer({ min: 0, max: 1_000 }), { maxLength: 400, size: 'max' });
    fc.assert(
      fc.property(keys, fc.integer({ min: -1, max: 1_001 }), (all, limit) => {
        const heap = new SlotHeap();
        for (const [slot, key] of all.entries()) heap.push(key, slot, -slot);
        const taken = new SlotTagList();
        heap.takeAtMost(limit, taken);
        const takenSlots = Array.from(taken.slots.subarray(0, taken.length));
        expect(takenSlots.sort((a, b) => a - b)).toEqual(
          all.flatMap((key, slot) => (key <= limit ? [slot] : [])),
        );
        expect(
          Array.from(taken.tags.subarray(0, taken.length)).every((tag, i) => tag === -taken.slots[i]!),
        ).toBe(true);
        const rest: number[] = [];
        while (heap.size > 0) {
          rest.push(heap.keys[0]!);
          heap.pop();
        }
        expect(rest).toEqual(all.filter((key) => key > limit).sort((a, b) => a - b));
      }),
      { numRuns: 300 },
    );
  });
});
