import {
  canConfirmFill,
  canDelete,
  canEdit,
  canExit,
  canFeature,
  canUpdateReasoning,
} from '@tradecircle/domain';
import type { AppDb } from '../../db/client.ts';
import { assertAllowed, notFound } from '../../http/app-error.ts';
import type { ActorRule, SubjectPart } from '../../http/who-may-act.ts';
import { resolveViewer } from '../users/index.ts';
import { findVisibleTrade } from './trades.repository.ts';

/** The owner-only actions, by the domain policy that guards each. */
const OWNER_ACTIONS = {
  modify: canEdit,
  delete: canDelete,
  exit: canExit,
  updateReasoning: canUpdateReasoning,
  feature: canFeature,
  confirmFill: canConfirmFill,
} as const;

/**
 * The trade's owner, for an owner-only route's `config: { whoMayAct }` (http/who-may-act.ts): a trade
 * hidden from the caller (or none) is 404 `Trade not found`, someone else's 403 with the policy's own
 * message, as the service answers. Only the owner part of the policy is applied here; its status
 * rule (409) stays with the service, after the body is validated.
 */
export function tradeOwnerOnly(
  db: AppDb,
  action: keyof typeof OWNER_ACTIONS,
  part: SubjectPart,
  field: string,
): ActorRule {
  return {
    who: "the trade's owner",
    subject: [{ in: part, field, kind: 'trade' }],
    authorize: async (userId, { id }) => {
      const visible = await findVisibleTrade(db, await resolveViewer(db, userId), id);
      if (!visible) throw notFound('Trade not found');
      const decision = OWNER_ACTIONS[action](
        { posted_by_id: visible.trade.postedByUserId, status: visible.trade.status },
        { userId },
      );
      if (!decision.allowed && decision.reason === 'not_owner') assertAllowed(decision);
    },
  };
}

/**
 * trade-patch's owner: its 403 names what the body asks for, as the service's does (status Closed
 * exits, Active confirms a real fill, otherwise the entry is modified).
 */
export function tradePatchOwnerOnly(db: AppDb): ActorRule {
  const byStatus = {
    Closed: tradeOwnerOnly(db, 'exit', 'body', 'id'),
    Active: tradeOwnerOnly(db, 'confirmFill', 'body', 'id'),
    modify: tradeOwnerOnly(db, 'modify', 'body', 'id'),
  };
  return {
    ...byStatus.modify,
    dependsOn: ['status'],
    authorize: (userId, subject, input) => {
      const status = (input.body as { status?: unknown } | undefined)?.status;
      const rule = status === 'Closed' || status === 'Active' ? byStatus[status] : byStatus.modify;
      return rule.authorize(userId, subject, input);
    },
  };
}
