/** The groups screens' words (groups-and-payments.md §2) and the pure rules the cards follow. */
import type { Group, GroupSetupStep } from '@tradecircle/domain';
import { routeTo } from '../../shared/routing/route-names.ts';

export const GROUP_TEXTS = {
  coinUnlockOn: 'Closed calls of this group can be unlocked with coins.',
  coinUnlockOff: 'Closed calls of this group cannot be unlocked with coins.',
  coinUnlockSwitch: 'Allow unlocking closed calls with coins',
  coinUnlockHelp:
    'Lets anyone see a closed call in full for coins before subscribing; open calls stay with your subscribers. Groups of SEBI-registered analysts start with this off.',
  coinUnlockFailed: 'The setting could not be changed. Try again.',
  joinGroup: 'Join Group',
  viewGroup: 'View Group',
  sendRequest: 'Send Request',
  subscribe: 'Subscribe',
  subscribeNow: 'Subscribe Now',
  cancelRequest: 'Cancel Request',
  pending: 'Pending',
  leave: 'Leave Group',
  renew: 'Renew',
  leaveConfirm: 'Are you sure you want to leave this group?',
  /** Issue 18: leaving a premium group before the plan ends keeps no refund. */
  leavePremiumNoRefund: 'Your plan ends when you leave, and no refund is given for the days left.',
  deleteConfirm: 'Are you sure you want to delete this group?',
  viewAllGroups: 'View All Groups',
  newGroup: '+ New Group',
  createNewGroup: 'Create New Group',
  shareYourTrades: 'Share your trades with your community',
  groupsCreatedByYou: 'Groups created by you',
  groupsYouFollow: 'Groups You Follow',
  myGroups: 'My Groups',
  premiumGroups: 'Premium Groups',
  usersGroups: (firstName: string) => `${firstName}'s Groups`,
  by: (admin: string) => `By ${admin}`,
  joinToSee: 'Join to see',
  plansComingSoon: 'Plans coming soon',
  paymentInfoMissing: 'Payment information missing',
  notInvestmentAdvice:
    'The admin of this group is not registered with SEBI. Nothing posted here is investment advice: do your own research before you trade.',
  notInvestmentAdviceShort: 'Not investment advice: the admin is not SEBI-registered.',
  setupTitle: 'Before this group can take subscribers',
  setupIntro:
    'Premium Groups, search and profiles list this group once every step is done. Until then it is visible only to you and its members.',
  viewContact: 'View contact details',
  noGroups: 'No groups here yet',
  loadFailed: 'The groups could not be loaded.',
  groupNotFound: 'This group does not exist or has been deleted.',
  linkCopied: 'Link copied',
} as const;

/** The setup checklist's steps as its admin reads them (GROUP_SETUP_STEPS). */
export const GROUP_SETUP_STEP_LABELS: Record<GroupSetupStep, string> = {
  payout_submitted: 'Payout details submitted',
  payout_verified: 'Payout details verified',
  has_plan: 'At least one subscription plan',
  group_verified: 'Group verified by TradeCircle',
};

/** Whether a premium group needs the not-investment-advice notice: its admin is not SEBI-registered. */
export function needsAdviceNotice(group: Pick<Group, 'group_type' | 'admin'>): boolean {
  return group.group_type === 'Premium' && !group.admin.profile.is_sebi_registered;
}

/** Where a card's place in the app is: some lists open the group on a click, the premium list subscribes. */
export type GroupCardContext = 'profile' | 'home' | 'list' | 'premium-list';

export type GroupCardAction = 'view' | 'join' | 'request' | 'cancel_request' | 'subscribe';

export const GROUP_CARD_ACTION_LABELS: Record<GroupCardAction, string> = {
  view: GROUP_TEXTS.viewGroup,
  join: GROUP_TEXTS.joinGroup,
  request: GROUP_TEXTS.sendRequest,
  cancel_request: GROUP_TEXTS.cancelRequest,
  subscribe: GROUP_TEXTS.subscribe,
};

type Standing = Pick<Group, 'group_type' | 'is_admin' | 'is_participant' | 'is_request'>;

/**
 * The card's button (§2): Premium and Public 'Join Group', Private 'Send Request', 'View Group' for a
 * participant (or the admin); in the premium list 'View Group' for members and admins, else
 * 'Subscribe'. A pending request offers its cancelling.
 */
export function groupCardAction(group: Standing, context: GroupCardContext): GroupCardAction {
  const isInside = group.is_participant || group.is_admin;
  if (context === 'premium-list') return isInside ? 'view' : 'subscribe';
  if (isInside) return 'view';
  if (group.is_request) return 'cancel_request';
  return group.group_type === 'Private' ? 'request' : 'join';
}

/** A card opens its group on a click only for the admin or on the home page (§2). */
export function isGroupCardClickable(group: Pick<Group, 'is_admin'>, context: GroupCardContext): boolean {
  return group.is_admin || context === 'home';
}

/** 'SEBI RA' for a registered analyst, 'SEBI RIA' for another registered admin, null for the unregistered. */
export function sebiBadgeLabel(admin: Group['admin']): 'SEBI RA' | 'SEBI RIA' | null {
  if (!admin.profile.is_sebi_registered) return null;
  return admin.profile.sebi_user_type === 'registered_analyst' ? 'SEBI RA' : 'SEBI RIA';
}

/** A figure as the cards show it: '-' when there is none, else up to two decimals with its unit. */
export function metricText(value: number | null | undefined, unit = ''): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  return `${Number(value.toFixed(2))}${unit}`;
}

/** A premium group opens its premium page, the others the group page. */
export function groupPath(group: Pick<Group, 'id' | 'group_type'>): string {
  return group.group_type === 'Premium'
    ? routeTo('premiumGroup', { id: group.id })
    : routeTo('GroupDetails', { id: group.id });
}

export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** The spec's cuts: 'cut at 250 when longer than 230' shows all of a 231-250 text with the toggle. */
export function cutText(text: string, limit: number, above = limit): { shown: string; isCut: boolean } {
  if (text.length <= above) return { shown: text, isCut: false };
  return { shown: text.length > limit ? `${text.slice(0, limit).trimEnd()}…` : text, isCut: true };
}
