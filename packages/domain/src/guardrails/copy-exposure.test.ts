import { describe, expect, it } from 'vitest';
import { checkCopyExposure, openExposurePaise } from './copy-exposure.ts';

// Open copies: 2 x ₹2,450 = ₹4,900 and one F&O lot of 75 at ₹120.50 = ₹9,037.50; ₹13,937.50 in all.
const OPEN = [
  { entryPrice: 2450, lots: 2, lotSize: 1 },
  { entryPrice: 120.5, lots: 1, lotSize: 75 },
];
// The next copy: 4 x ₹2,450 = ₹9,800, taking the open exposure to ₹23,737.50.
const NEXT = { entryPrice: 2450, lots: 4, lotSize: 1 };

describe('the maximum open exposure (hand-computed)', () => {
  it('sums entry x lots x lot size over the open copies, in paise', () => {
    expect(openExposurePaise(OPEN)).toBe(1_393_750);
    expect(openExposurePaise([])).toBe(0);
  });

  it('lets a copy take the exposure up to the maximum, and to it exactly', () => {
    const openPaise = openExposurePaise(OPEN);
    expect(checkCopyExposure({ openPaise, next: NEXT, maxOpenExposure: 25_000 })).toEqual({
      ok: true,
      afterPaise: 2_373_750,
    });
    expect(checkCopyExposure({ openPaise, next: NEXT, maxOpenExposure: 23_737.5 })).toEqual({
      ok: true,
      afterPaise: 2_373_750,
    });
  });

  it('refuses one paisa past it, saying what the copy and the total would be', () => {
    const openPaise = openExposurePaise(OPEN);
    expect(checkCopyExposure({ openPaise, next: NEXT, maxOpenExposure: 23_737.49 })).toEqual({
      ok: false,
      afterPaise: 2_373_750,
      message:
        "Copying refused: this copy (₹9,800.00) would take your open exposure to this expert's calls to ₹23,737.50, past your limit of ₹23,737.49",
    });
  });
});
