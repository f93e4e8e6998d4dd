import { describe, expect, it } from 'vitest';
import { GROUP_SETUP_STEPS, groupSetupChecklist, isSetupComplete } from './payment-setup.ts';

describe('groupSetupChecklist', () => {
  it('lists every step in order, done as the facts say', () => {
    const fresh = groupSetupChecklist({ payoutStatus: null, activePlanCount: 0 });
    expect(fresh.map((item) => item.step)).toEqual([...GROUP_SETUP_STEPS]);
    expect(fresh.every((item) => !item.done)).toBe(true);
    expect(isSetupComplete(fresh)).toBe(false);

    expect(groupSetupChecklist({ payoutStatus: 'Pending', activePlanCount: 2 })).toEqual([
      { step: 'payout_submitted', done: true },
      { step: 'payout_verified', done: false },
      { step: 'has_plan', done: true },
    ]);
    expect(groupSetupChecklist({ payoutStatus: 'Rejected', activePlanCount: 0 })[1]).toEqual({
      step: 'payout_verified',
      done: false,
    });
  });

  it('is complete only with Verified payout details and a plan', () => {
    expect(isSetupComplete(groupSetupChecklist({ payoutStatus: 'Verified', activePlanCount: 0 }))).toBe(
      false,
    );
    expect(isSetupComplete(groupSetupChecklist({ payoutStatus: 'Verified', activePlanCount: 1 }))).toBe(true);
  });
});
