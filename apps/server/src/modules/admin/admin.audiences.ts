import { bpsToPercent, GROUP_REVIEW_ACTIONS } from '@tradecircle/domain';
import {
  type Actor,
  type AudienceDeclarations,
  existingUsers,
  type NotifiedGroup,
  notificationAudience,
} from '../../audiences.ts';
import type { EventRecorders } from '../../event-recorders.ts';
import { notifiedGroup } from '../groups/index.ts';
import { writeAuditRow } from './admin-audit.ts';

/** A margin as the audit row keeps it (basis points, null for the default), in words. */
function feeInWords(after: Record<string, unknown> | null, fallback: string): string {
  const bps = after?.margin_bps;
  return typeof bps === 'number' ? `${bpsToPercent(bps)}%` : fallback;
}

function marginChanged(reviewer: Actor, ownerUserId: number, text: string, group?: NotifiedGroup) {
  return notificationAudience('margin_changed', reviewer, null, text, [existingUsers([ownerUserId])], {
    notifyActor: true,
    group,
  });
}

/**
 * Teams and staff changes notify nobody: the audit log keeps them. A margin change tells the expert
 * it concerns (margin_changed: their own fee, or one of their groups'), since it changes what their
 * next payment pays them; told even when they blocked the staff member.
 */
export const adminAudiences: AudienceDeclarations<'admin.acted'> = {
  'admin.acted': async (event, lookup) => {
    if (event.action === GROUP_REVIEW_ACTIONS.setExpertMargin) {
      const fee = feeInWords(event.after, "the platform's default");
      const reviewer = await lookup.actor(event.actorUserId);
      return [marginChanged(reviewer, event.targetId, `The platform's fee on your payments is now ${fee}`)];
    }
    if (event.action === GROUP_REVIEW_ACTIONS.setGroupMargin) {
      const group = await notifiedGroup(lookup.db, event.targetId);
      if (!group) return [];
      const fee = feeInWords(event.after, 'your own fee again');
      const reviewer = await lookup.actor(event.actorUserId);
      return [
        marginChanged(
          reviewer,
          group.adminUserId,
          `The platform's fee on ${group.name} is now ${fee}`,
          group,
        ),
      ];
    }
    return [];
  },
};

/** Every admin decision's event writes its audit log row (payout reviews notify their owner too). */
export const adminRecorders: EventRecorders = {
  'admin.acted': writeAuditRow,
  'payment_info.reviewed': writeAuditRow,
  'user.moderated': writeAuditRow,
  'group.reviewed': writeAuditRow,
  'video.reviewed': writeAuditRow,
};
