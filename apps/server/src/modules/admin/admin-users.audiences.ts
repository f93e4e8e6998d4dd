import { type AudienceDeclarations, existingUsers, notificationAudience } from '../../audiences.ts';
import type { EventRecorders } from '../../event-recorders.ts';
import { writeAuditRow } from './admin-audit.ts';

/**
 * account.merged: to the surviving account of a merge, the super admin as the actor. A deletion
 * notifies nobody: the deleted account's notifications are erased with it (admin.acted).
 */
export const adminUsersAudiences: AudienceDeclarations<'account.merged'> = {
  'account.merged': async (event, lookup) => {
    const admin = await lookup.actor(event.actorUserId);
    const mergedId = typeof event.after?.merged_user_id === 'number' ? event.after.merged_user_id : null;
    return [
      notificationAudience(
        'accounts_merged',
        admin,
        null,
        `Your accounts were merged into this one${mergedId === null ? '' : ` (user ${mergedId} was closed)`}: your follows, groups, payments and calls are all here now`,
        [existingUsers([event.ownerUserId])],
        { notifyActor: true },
      ),
    ];
  },
};

/** A merge writes its audit row like every admin decision. */
export const adminUsersRecorders: EventRecorders = {
  'account.merged': writeAuditRow,
};
