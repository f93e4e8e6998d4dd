import type { GroupType } from './constants.ts';

/**
 * Group membership (groups-and-payments.md §4): who may move from where to where. The server applies
 * it inside the transaction that changes the membership; the web uses it to offer only the allowed
 * action. Paying for a Premium group (and its free trial) is the payments issue's: here a Premium
 * group is not joined directly.
 */
export type MembershipState = 'none' | 'requested' | 'member' | 'left';
export type MembershipAction = 'join' | 'request' | 'cancel_request' | 'accept' | 'leave';

export type MembershipStep = { ok: true; next: MembershipState } | { ok: false; reason: string };

/** A user who left may come back as one who never joined. */
const outside = (state: MembershipState) => state === 'none' || state === 'left';

export function membershipStep(
  state: MembershipState,
  action: MembershipAction,
  groupType: GroupType,
): MembershipStep {
  const refuse = (reason: string): MembershipStep => ({ ok: false, reason });
  switch (action) {
    case 'join':
      if (!outside(state))
        return refuse(
          state === 'member' ? 'Already a member of this group' : 'The request to join is still pending',
        );
      if (groupType === 'Private') return refuse('A private group is joined by a request the admin accepts');
      if (groupType === 'Premium') return refuse('A premium group is joined by subscribing to a plan');
      return { ok: true, next: 'member' };
    case 'request':
      if (!outside(state))
        return refuse(
          state === 'member' ? 'Already a member of this group' : 'The request to join is still pending',
        );
      if (groupType !== 'Private') return refuse('Only a private group takes requests to join');
      return { ok: true, next: 'requested' };
    case 'cancel_request':
      return state === 'requested'
        ? { ok: true, next: 'none' }
        : refuse('There is no pending request to cancel');
    case 'accept':
      return state === 'requested'
        ? { ok: true, next: 'member' }
        : refuse('There is no pending request to accept');
    case 'leave':
      return state === 'member' ? { ok: true, next: 'left' } : refuse('Only a member can leave the group');
  }
}

/** The action a non-admin is offered on a group's page, if any. */
export function offeredMembershipAction(
  state: MembershipState,
  groupType: GroupType,
): MembershipAction | null {
  if (state === 'member') return 'leave';
  if (state === 'requested') return 'cancel_request';
  if (groupType === 'Public') return 'join';
  if (groupType === 'Private') return 'request';
  return null;
}
