import { MODERATION_ACTIONS, type NotificationType, suspensionMessage } from '@tradecircle/domain';
import { type AudienceDeclarations, existingUsers, notificationAudience } from '../../audiences.ts';

/**
 * user.moderated: to the user staff acted on (warned, suspended, unsuspended, whose comment or
 * reasoning was hidden), the moderator as the actor, with the remark. Told even when the user blocked
 * the moderator: it is the platform's word about their own account.
 */
export const moderationActionAudiences: AudienceDeclarations<'user.moderated'> = {
  'user.moderated': async (event, lookup) => {
    const moderator = await lookup.actor(event.actorUserId);
    const remark = event.remark ?? 'no reason given';
    let type: NotificationType;
    let text: string;
    let tradeId: number | null = null;
    switch (event.action) {
      case MODERATION_ACTIONS.warn:
        type = 'account_warned';
        text = `You received a warning from the moderators: ${remark}`;
        break;
      case MODERATION_ACTIONS.hideComment:
        type = 'comment_hidden';
        text = `Your comment was hidden by the moderators: ${remark}`;
        tradeId = typeof event.after?.trade_id === 'number' ? event.after.trade_id : null;
        break;
      case MODERATION_ACTIONS.hideReasoning:
        type = 'reasoning_hidden';
        text = `The reasoning of your trade was hidden by the moderators: ${remark}`;
        tradeId = event.targetId;
        break;
      case MODERATION_ACTIONS.suspend: {
        type = 'account_suspended';
        const until =
          typeof event.after?.suspended_until === 'string' ? new Date(event.after.suspended_until) : null;
        text = suspensionMessage(event.remark, until);
        break;
      }
      case MODERATION_ACTIONS.unsuspend:
        type = 'account_unsuspended';
        text = 'Your account is no longer suspended; you can sign in again';
        break;
      default:
        return [];
    }
    return [
      notificationAudience(type, moderator, tradeId, text, [existingUsers([event.ownerUserId])], {
        notifyActor: true,
      }),
    ];
  },
};
