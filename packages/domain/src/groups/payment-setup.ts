import type { PayoutVerificationStatus } from '../payments/constants.ts';
import type { GroupVerificationStatus } from './constants.ts';

/**
 * What a Premium group needs before it takes payments, and so before it is listed in Premium Groups
 * (issues 27 and 30): its admin's payout details submitted and Verified, at least one active plan,
 * and the group itself verified by platform staff. The server lists by the same rule inside its
 * queries (groups.repository.ts `takesPayments`); the web's checklist names each step.
 */
export const GROUP_SETUP_STEPS = [
  'payout_submitted',
  'payout_verified',
  'has_plan',
  'group_verified',
] as const;
export type GroupSetupStep = (typeof GROUP_SETUP_STEPS)[number];

export type GroupSetupItem = { step: GroupSetupStep; done: boolean };

export type GroupSetupFacts = {
  /** The admin's payout information status; null when none was given. */
  payoutStatus: PayoutVerificationStatus | null;
  activePlanCount: number;
  /** Platform staff's review of the group itself. */
  groupStatus: GroupVerificationStatus;
};

/** The setup checklist of a Premium group, every step in GROUP_SETUP_STEPS order. */
export function groupSetupChecklist(facts: GroupSetupFacts): GroupSetupItem[] {
  const done: Record<GroupSetupStep, boolean> = {
    payout_submitted: facts.payoutStatus !== null,
    payout_verified: facts.payoutStatus === 'Verified',
    has_plan: facts.activePlanCount > 0,
    group_verified: facts.groupStatus === 'Verified',
  };
  return GROUP_SETUP_STEPS.map((step) => ({ step, done: done[step] }));
}

/** Every step done: the group can take payments. */
export const isSetupComplete = (checklist: readonly GroupSetupItem[]): boolean =>
  checklist.every((item) => item.done);
