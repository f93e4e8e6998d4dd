import { GROUP_MESSAGES, type Group, SNACKBAR_WARNING_MS } from '@tradecircle/domain';
import { useNavigate } from 'react-router';
import { notify } from '../../shared/api/app-bridge.ts';
import { rememberGroupForLogin } from '../../shared/api/auth-state.ts';
import { useIsLoggedIn } from '../../shared/api/use-session.ts';
import { routeTo } from '../../shared/routing/route-names.ts';
import { type GroupCardAction, groupPath } from './group-texts.ts';
import { notifyGroupFailure, useCancelRequest, useJoinGroup, useLeaveGroup } from './hooks.ts';

export type MembershipGroup = Pick<Group, 'id' | 'name' | 'group_type' | 'free_trail' | 'can_take_payments'>;

/** The spec's warning for a premium group that cannot take a subscription yet (2.5 s). */
export function warnPaymentNotActive(): void {
  notify(GROUP_MESSAGES.paymentNotActive, 'warning', SNACKBAR_WARNING_MS);
}

/**
 * Whether subscribing to a premium group can start: it can take payments (its admin's payout
 * Verified and an active plan: the server's can_take_payments), or it offers a free trial. Otherwise
 * the spec's warning shows and no payment dialog opens (§5).
 */
export function canSubscribe(group: Pick<Group, 'free_trail' | 'can_take_payments'>): boolean {
  return group.can_take_payments || group.free_trail;
}

/**
 * What a group's Join / Send Request / Subscribe / Cancel Request / Leave buttons do, the same on
 * cards and pages. A visitor goes to login, the group remembered for the return (§2). A premium group
 * is joined by a plan or its free trial in the payment dialog: `onSubscribe` opens it (the premium
 * page's); without one the premium page is opened.
 */
export function useMembershipActions({
  utmSource = null,
  onSubscribe,
}: {
  utmSource?: string | null;
  onSubscribe?: (group: MembershipGroup) => void;
} = {}) {
  const isLoggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const join = useJoinGroup();
  const cancel = useCancelRequest();
  const leave = useLeaveGroup();

  const toLogin = (group: MembershipGroup) => {
    rememberGroupForLogin(group.id);
    navigate(routeTo('login'));
  };

  const subscribe = (group: MembershipGroup) => {
    if (!canSubscribe(group)) return warnPaymentNotActive();
    if (onSubscribe) return onSubscribe(group);
    navigate(groupPath(group));
  };

  const joinOrRequest = (group: MembershipGroup) => {
    if (group.group_type === 'Premium') return subscribe(group);
    join.mutate(
      { group, utmSource },
      {
        onSuccess: (answer) => {
          const message =
            group.group_type === 'Private' ? GROUP_MESSAGES.requestSent : (answer?.message ?? null);
          if (message) notify(message, 'success');
        },
        onError: (error) => notifyGroupFailure(error),
      },
    );
  };

  const run = (action: GroupCardAction | 'leave', group: MembershipGroup) => {
    if (action === 'view') return navigate(groupPath(group));
    if (!isLoggedIn) return toLogin(group);
    switch (action) {
      case 'join':
      case 'request':
      case 'subscribe':
        return joinOrRequest(group);
      case 'cancel_request':
        return cancel.mutate(
          { groupId: group.id },
          { onSuccess: () => notify(GROUP_MESSAGES.requestCanceled, 'success') },
        );
      case 'leave':
        return leave.mutate(group.id);
    }
  };

  const busyGroupId =
    (join.isPending && join.variables?.group.id) ||
    (cancel.isPending && cancel.variables?.groupId) ||
    (leave.isPending && leave.variables) ||
    null;

  return { run, busyGroupId: busyGroupId || null, isLoggedIn };
}
