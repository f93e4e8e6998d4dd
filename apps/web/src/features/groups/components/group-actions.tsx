import MoreVert from '@mui/icons-material/MoreVert';
import { Button, IconButton } from '@mui/material';
import { GROUP_MESSAGES, type Group, offeredMembershipAction } from '@tradecircle/domain';
import { lazy, useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../shared/api/app-bridge.ts';
import { withTimeout } from '../../../shared/lazy/lazy-page.ts';
import { OnceOpened } from '../../../shared/lazy/once-opened.tsx';
import { routeTo } from '../../../shared/routing/route-names.ts';
import { loadReportBlockDialog } from '../../moderation/lazy.ts';
import { LazyCouponsDialog, LazyPlansEditorDialog } from '../../payments/index.ts';
import { GROUP_CARD_ACTION_LABELS, GROUP_TEXTS, type GroupCardAction } from '../group-texts.ts';
import { useDeleteGroup } from '../hooks.ts';
import type { useMembershipActions } from '../use-membership-actions.ts';
import { ShareGroupButton } from './share-group-button.tsx';

// The menu (MUI's Menu, Popover, Modal) and the confirmations load when first opened, not with the page.
const GroupActionsMenu = lazy(() =>
  withTimeout(import('./group-actions-menu.tsx')).then((m) => ({ default: m.GroupActionsMenu })),
);
const ConfirmDialog = lazy(() =>
  withTimeout(import('../../../shared/ui/confirm-dialog.tsx')).then((m) => ({ default: m.ConfirmDialog })),
);
const GroupFormDialog = lazy(() =>
  withTimeout(import('../dialogs/group-form-dialog.tsx')).then((m) => ({ default: m.GroupFormDialog })),
);
const MembersDialog = lazy(() =>
  withTimeout(import('../dialogs/members-dialog.tsx')).then((m) => ({ default: m.MembersDialog })),
);
const SelectParticipantsDialog = lazy(() =>
  withTimeout(import('../dialogs/select-participants-dialog.tsx')).then((m) => ({
    default: m.SelectParticipantsDialog,
  })),
);
const GroupInfoDialog = lazy(() =>
  withTimeout(import('../dialogs/group-info-dialog.tsx')).then((m) => ({ default: m.GroupInfoDialog })),
);
const ReportBlockDialog = lazy(() =>
  withTimeout(loadReportBlockDialog()).then((m) => ({
    default: m.ReportBlockDialog,
  })),
);

type Open =
  | 'edit'
  | 'delete'
  | 'members'
  | 'participants'
  | 'info'
  | 'leave'
  | 'report'
  | 'plans'
  | 'coupons'
  | null;

/** The membership action a non-admin is offered on the page, as a card action (premium: Subscribe). */
export function pageMembershipAction(group: Group): GroupCardAction | null {
  if (group.is_admin) return null;
  const state = group.is_participant ? 'member' : group.is_request ? 'requested' : 'none';
  const offered = offeredMembershipAction(state, group.group_type);
  if (offered === 'join' || offered === 'request' || offered === 'cancel_request') return offered;
  // A member leaves from the menu; a premium group outside is joined by subscribing.
  return offered === null ? 'subscribe' : null;
}

export interface GroupActionsProps {
  group: Group;
  membership: ReturnType<typeof useMembershipActions>;
  /** The admin's Add group trades: the trade form with this group chosen. */
  onAddTrade: () => void;
}

/**
 * The group page's buttons by the caller's standing (§2, §6): the admin's menu (Edit, Delete, View
 * members, Add group trades, Select participants; for a premium group its Subscription plans and
 * Coupons); a member's (View members, Group details, Leave,
 * Report & Block User); Join Group / Send Request / Cancel Request / Subscribe for the others; Share.
 */
export function GroupActions({ group, membership, onAddTrade }: GroupActionsProps) {
  const navigate = useNavigate();
  const remove = useDeleteGroup();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const action = pageMembershipAction(group);
  const isMember = group.is_participant && !group.is_admin;
  const isPremium = group.group_type === 'Premium';
  const choose = (next: Open) => {
    setAnchor(null);
    setOpen(next);
  };
  const close = () => setOpen(null);

  const confirmDelete = () =>
    remove.mutate(group, {
      onSuccess: () => {
        notify(GROUP_MESSAGES.deleted(group.name), 'success');
        close();
        navigate(routeTo('ProfilePage'));
      },
    });

  return (
    <>
      {action && (
        <Button
          variant={action === 'cancel_request' ? 'outlined' : 'contained'}
          onClick={() => membership.run(action, group)}
          loading={membership.busyGroupId === group.id}
        >
          {GROUP_CARD_ACTION_LABELS[action]}
        </Button>
      )}
      <ShareGroupButton group={group} />
      {(group.is_admin || isMember) && (
        <IconButton
          aria-label="Group actions"
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <MoreVert />
        </IconButton>
      )}
      <OnceOpened open={anchor !== null}>
        <GroupActionsMenu
          anchor={anchor}
          onClose={() => setAnchor(null)}
          isAdmin={group.is_admin}
          isPremium={isPremium}
          onChoose={(choice) => {
            if (choice !== 'trade') return choose(choice);
            setAnchor(null);
            onAddTrade();
          }}
        />
      </OnceOpened>

      <OnceOpened open={open === 'delete'}>
        <ConfirmDialog
          open={open === 'delete'}
          title="Delete group"
          text={GROUP_TEXTS.deleteConfirm}
          confirmLabel="Delete"
          onConfirm={confirmDelete}
          onClose={close}
          isBusy={remove.isPending}
        />
      </OnceOpened>
      <OnceOpened open={open === 'leave'}>
        <ConfirmDialog
          open={open === 'leave'}
          title={GROUP_TEXTS.leave}
          text={
            group.group_type === 'Premium'
              ? `${GROUP_TEXTS.leaveConfirm} ${GROUP_TEXTS.leavePremiumNoRefund}`
              : GROUP_TEXTS.leaveConfirm
          }
          confirmLabel="Leave"
          onConfirm={() => {
            membership.run('leave', group);
            close();
          }}
          onClose={close}
        />
      </OnceOpened>
      <OnceOpened open={open === 'edit'}>
        <GroupFormDialog open={open === 'edit'} onClose={close} group={group} />
      </OnceOpened>
      <OnceOpened open={open === 'members'}>
        <MembersDialog open={open === 'members'} onClose={close} group={group} />
      </OnceOpened>
      <OnceOpened open={open === 'participants'}>
        <SelectParticipantsDialog open={open === 'participants'} onClose={close} group={group} />
      </OnceOpened>
      <OnceOpened open={open === 'info'}>
        <GroupInfoDialog open={open === 'info'} onClose={close} group={group} />
      </OnceOpened>
      {group.is_admin && isPremium && (
        <>
          <LazyPlansEditorDialog open={open === 'plans'} onClose={close} group={group} />
          <LazyCouponsDialog open={open === 'coupons'} onClose={close} group={group} />
        </>
      )}
      <OnceOpened open={open === 'report'}>
        <ReportBlockDialog
          open={open === 'report'}
          onClose={close}
          profileId={group.admin.profile.id}
          name={group.admin.profile.name}
        />
      </OnceOpened>
    </>
  );
}
