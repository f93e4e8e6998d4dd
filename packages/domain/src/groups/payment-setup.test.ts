import { describe, expect, it } from 'vitest';
import { GROUP_SETUP_STEPS, groupSetupChecklist, isSetupComplete } from './payment-setup.ts';

describe('groupSetupChecklist', () => {
  it('lists every step in order, done as the facts say', () => {
    const fresh = groupSetupChecklist({ payoutStatus: null, activePlanCount: 0, groupStatus: 'Pending' });
    expect(fresh.map((item) => item.step)).toEqual([...GROUP_SETUP_STEPS]);
    expect(fresh.every((item) => !item.done)).toBe(true);
    expect(isSetupComplete(fresh)).toBe(false);

    expect(
      groupSetupChecklist({ payoutStatus: 'Pending', activePlanCount: 2, groupStatus: 'Verified' }),
    ).toEqual([
      { step: 'payout_submitted', done: true },
      { step: 'payout_verified', done: false },
      { step: 'has_plan', done: true },
      { step: 'group_verified', done: true },
    ]);
    expect(
      groupSetupChecklist({ payoutStatus: 'Rejected', activePlanCount: 0, groupStatus: 'Rejected' })[1],
    ).toEqual({ step: 'payout_verified', done: false });
  });

  it('is complete only with Verified payout details, a plan and a Verified group', () => {
    const facts = { payoutStatus: 'Verified', activePlanCount: 1, groupStatus: 'Verified' } as const;
    expect(isSetupComplete(groupSetupChecklist({ ...facts, activePlanCount: 0 }))).toBe(false);
    expect(isSetupComplete(groupSetupChecklist({ ...facts, groupStatus: 'Pending' }))).toBe(false);
    expect(isSetupComplete(groupSetupChecklist({ ...facts, groupStatus: 'Rejected' }))).toBe(false);
    expect(isSetupComplete(groupSetupChecklist(facts))).toBe(true);
  });
});
