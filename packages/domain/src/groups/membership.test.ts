import { describe, expect, it } from 'vitest';
import { GROUP_TYPES } from './constants.ts';
import {
  type MembershipAction,
  type MembershipState,
  membershipStep,
  offeredMembershipAction,
} from './membership.ts';

describe('membershipStep', () => {
  it('joins a public group directly, requests a private one, and takes a premium one by a plan only', () => {
    expect(membershipStep('none', 'join', 'Public')).toEqual({ ok: true, next: 'member' });
    expect(membershipStep('left', 'join', 'Public')).toEqual({ ok: true, next: 'member' });
    expect(membershipStep('none', 'join', 'Private')).toMatchObject({ ok: false });
    expect(membershipStep('none', 'request', 'Private')).toEqual({ ok: true, next: 'requested' });
    expect(membershipStep('none', 'request', 'Public')).toMatchObject({ ok: false });
    expect(membershipStep('none', 'join', 'Premium')).toEqual({
      ok: false,
      reason: 'A premium group is joined by subscribing to a plan',
    });
  });

  it('cancels or accepts only a pending request, and lets only a member leave', () => {
    expect(membershipStep('requested', 'cancel_request', 'Private')).toEqual({ ok: true, next: 'none' });
    expect(membershipStep('requested', 'accept', 'Private')).toEqual({ ok: true, next: 'member' });
    expect(membershipStep('member', 'cancel_request', 'Private')).toMatchObject({ ok: false });
    expect(membershipStep('none', 'accept', 'Private')).toMatchObject({ ok: false });
    expect(membershipStep('member', 'leave', 'Premium')).toEqual({ ok: true, next: 'left' });
    expect(membershipStep('requested', 'leave', 'Private')).toMatchObject({ ok: false });
  });

  it('never makes a member of someone twice, and always says why it refuses', () => {
    const states: MembershipState[] = ['none', 'requested', 'member', 'left'];
    const actions: MembershipAction[] = ['join', 'request', 'cancel_request', 'accept', 'leave'];
    for (const type of GROUP_TYPES)
      for (const state of states)
        for (const action of actions) {
          const step = membershipStep(state, action, type);
          if (state === 'member') expect(step.ok && step.next === 'member').toBe(false);
          if (!step.ok) expect(step.reason.length).toBeGreaterThan(0);
        }
  });

  it('offers the action the state allows, and every offered action is allowed', () => {
    expect(offeredMembershipAction('none', 'Public')).toBe('join');
    expect(offeredMembershipAction('left', 'Private')).toBe('request');
    expect(offeredMembershipAction('requested', 'Private')).toBe('cancel_request');
    expect(offeredMembershipAction('member', 'Premium')).toBe('leave');
    expect(offeredMembershipAction('none', 'Premium')).toBeNull();
    for (const type of GROUP_TYPES)
      for (const state of ['none', 'requested', 'member', 'left'] as const) {
        const action = offeredMembershipAction(state, type);
        if (action) expect(membershipStep(state, action, type).ok).toBe(true);
      }
  });
});
