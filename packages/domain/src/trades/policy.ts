import type { TradeStatus, TradeVisibility } from '../constants/trades.ts';
import { TRADE_LOGIN_MESSAGES } from './messages.ts';

/**
 * Who may do what to a trade (trades.md §4 "Other state" and §6): one set of pure rules that the
 * server's checks and the web's buttons both read, so they cannot disagree.
 */

/** The signed-in user looking at a trade; null for a visitor. */
export type TradeActor = { userId: number } | null;

export type PolicyTrade = { posted_by_id: number; status: TradeStatus };

/** Why an action is refused; the server maps each to its status (401, 403, 409). */
export type RefusalReason = 'login_required' | 'not_owner' | 'owner' | 'wrong_status';

export type PolicyDecision = { allowed: true } | { allowed: false; reason: RefusalReason; message: string };

const ALLOWED: PolicyDecision = { allowed: true };

function refused(reason: RefusalReason, message: string): PolicyDecision {
  return { allowed: false, reason, message };
}

export const TRADE_POLICY_MESSAGES = {
  modifyStatus: 'Only upcoming trades can be modified',
  deleteStatus: 'Only upcoming trades can be deleted',
  exitStatus: 'Only live trades can be exited',
  reasoningStatus: 'The reasoning can be updated only while the trade is live',
  ownTradeBookmark: 'You cannot bookmark your own trade',
  ownTradeCopy: 'You cannot copy your own trade',
} as const;

/** 'Only the trade owner can {action}': the 403 the server answers another user. */
export function ownerOnlyMessage(action: string): string {
  return `Only the trade owner can ${action}`;
}

export function isTradeOwner(trade: Pick<PolicyTrade, 'posted_by_id'>, actor: TradeActor): boolean {
  return actor !== null && actor.userId === trade.posted_by_id;
}

function ownerWithStatus(
  trade: PolicyTrade,
  actor: TradeActor,
  action: string,
  status: TradeStatus,
  statusMessage: string,
): PolicyDecision {
  if (actor === null) return refused('login_required', TRADE_LOGIN_MESSAGES.loginRequired);
  if (!isTradeOwner(trade, actor)) return refused('not_owner', ownerOnlyMessage(action));
  if (trade.status !== status) return refused('wrong_status', statusMessage);
  return ALLOWED;
}

/** Modify (edit in the trade form, or move the entry): the owner, while Upcoming. */
export function canEdit(trade: PolicyTrade, actor: TradeActor): PolicyDecision {
  return ownerWithStatus(trade, actor, 'modify this trade', 'Inactive', TRADE_POLICY_MESSAGES.modifyStatus);
}

/** Delete: the owner, while Upcoming. */
export function canDelete(trade: PolicyTrade, actor: TradeActor): PolicyDecision {
  return ownerWithStatus(trade, actor, 'delete this trade', 'Inactive', TRADE_POLICY_MESSAGES.deleteStatus);
}

/** Exit (close at the live price): the owner, while Live. */
export function canExit(trade: PolicyTrade, actor: TradeActor): PolicyDecision {
  return ownerWithStatus(trade, actor, 'exit this trade', 'Active', TRADE_POLICY_MESSAGES.exitStatus);
}

/** Update Reasoning: the owner, while Live ("modifying a live trade means updating its reasoning"). */
export function canUpdateReasoning(trade: PolicyTrade, actor: TradeActor): PolicyDecision {
  return ownerWithStatus(
    trade,
    actor,
    'update the reasoning',
    'Active',
    TRADE_POLICY_MESSAGES.reasoningStatus,
  );
}

/** Feature or unfeature: the owner, in any status (the count limit is checked where it is stored). */
export function canFeature(trade: PolicyTrade, actor: TradeActor): PolicyDecision {
  if (actor === null) return refused('login_required', TRADE_LOGIN_MESSAGES.loginRequired);
  if (!isTradeOwner(trade, actor)) return refused('not_owner', ownerOnlyMessage('feature this trade'));
  return ALLOWED;
}

/**
 * Confirm a real trade's broker fill (trade-patch status Active): the owner only; whether the order
 * filled is the broker's answer, not a status rule here.
 */
export function canConfirmFill(trade: PolicyTrade, actor: TradeActor): PolicyDecision {
  if (actor === null) return refused('login_required', TRADE_LOGIN_MESSAGES.loginRequired);
  if (!isTradeOwner(trade, actor)) return refused('not_owner', ownerOnlyMessage("confirm this trade's fill"));
  return ALLOWED;
}

/** Copy (the card's Trade button): any signed-in user but the owner. */
export function canCopy(trade: PolicyTrade, actor: TradeActor): PolicyDecision {
  if (actor === null) return refused('login_required', TRADE_LOGIN_MESSAGES.loginRequired);
  if (isTradeOwner(trade, actor)) return refused('owner', TRADE_POLICY_MESSAGES.ownTradeCopy);
  return ALLOWED;
}

/** Bookmark: any signed-in user but the owner ("The owner cannot bookmark their own trade"). */
export function canBookmark(trade: PolicyTrade, actor: TradeActor): PolicyDecision {
  if (actor === null) return refused('login_required', TRADE_LOGIN_MESSAGES.loginRequired);
  if (isTradeOwner(trade, actor)) return refused('owner', TRADE_POLICY_MESSAGES.ownTradeBookmark);
  return ALLOWED;
}

export type VisibilityTrade = {
  posted_by_id: number;
  visibility: TradeVisibility;
  group_id?: number | null;
  is_real?: boolean;
  status?: TradeStatus | 'deleted';
};

/**
 * A real trade whose entry the broker has not confirmed yet (its order has not filled): Upcoming,
 * or deleted before it ever went Live (a real trade is deleted only then). Nobody but its owner
 * sees it, whatever its visibility: it may never reach a broker.
 */
export function isAwaitingBroker(trade: { is_real?: boolean; status?: TradeStatus | 'deleted' }): boolean {
  return trade.is_real === true && (trade.status === 'Inactive' || trade.status === 'deleted');
}

/** What the viewer belongs to that widens what they see (group trades, once groups exist). */
export type VisibilityViewer = { userId: number; groupIds?: readonly number[] } | null;

/**
 * The visibility rule for one trade already in hand (a live push, a cached card): public
 * (`followers`) trades to everyone, private ones to their owner, group ones to their owner and the
 * group's members; a real trade awaiting its broker (isAwaitingBroker) to its owner only. Reads
 * from the database apply the same rule inside the query (the server's visible-trades query
 * builder); its tests check the two agree.
 */
export function canSeeTrade(trade: VisibilityTrade, viewer: VisibilityViewer): boolean {
  if (viewer !== null && viewer.userId === trade.posted_by_id) return true;
  if (isAwaitingBroker(trade)) return false;
  if (trade.visibility === 'followers') return true;
  if (viewer === null) return false;
  if (trade.visibility === 'group' && trade.group_id != null) {
    return viewer.groupIds?.includes(trade.group_id) ?? false;
  }
  return false;
}
