import { type AudienceDeclarations, existingUsers, notificationAudience } from '../../audiences.ts';
import { notifiedGroup } from './group.audiences.ts';

/**
 * group_verified / group_rejected: to the admin of the group staff decided, the reviewer as the
 * actor, the rejection with its remark. Told even when the admin blocked the reviewer: it is the
 * platform's answer about their own group. A group deleted meanwhile notifies nobody.
 */
export const groupReviewAudiences: AudienceDeclarations<'group.reviewed'> = {
  'group.reviewed': async (event, lookup) => {
    const group = await notifiedGroup(lookup.db, event.targetId);
    if (!group) return [];
    const reviewer = await lookup.actor(event.actorUserId);
    const verified = event.after?.verification_status === 'Verified';
    return [
      notificationAudience(
        verified ? 'group_verified' : 'group_rejected',
        reviewer,
        null,
        verified
          ? `Your group ${group.name} was verified`
          : `Your group ${group.name} was rejected: ${event.remark ?? 'no reason given'}. Edit it to send it for review again`,
        [existingUsers([event.ownerUserId])],
        { group, notifyActor: true },
      ),
    ];
  },
};
