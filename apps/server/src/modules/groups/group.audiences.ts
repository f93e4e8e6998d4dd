import {
  type AudienceDeclarations,
  existingUsers,
  type NotifiedGroup,
  notificationAudience,
} from '../../audiences.ts';
import type { AppDb } from '../../db/client.ts';
import { findGroup } from './group-access.ts';

/** The group as notifications name it, while it exists. */
export async function notifiedGroup(db: AppDb, groupId: number): Promise<NotifiedGroup | undefined> {
  const row = await findGroup(db, groupId);
  return row && { id: row.id, name: row.name, adminUserId: row.adminUserId };
}

/**
 * - group_join_request: a private group's admin, told the requester asked (the list reads the
 *   request's standing now: group_request_status). request_accepted: the member whose request the
 *   admin accepted. group_joined: the member, `You are now a member of {group}` with the admin as
 *   the actor. The event does not tell a self join (Public, a premium trial) from the admin adding
 *   followers (add-all-followers), so the text fits both, and it goes to the member: the admin would
 *   otherwise get one notification per follower added. A deleted group's events notify nobody.
 * - A user who blocked the actor is never notified (an admin who blocked a requester hears nothing
 *   of their request).
 */
export const groupAudiences: AudienceDeclarations<
  'group.join_requested' | 'group.request_accepted' | 'group.joined'
> = {
  'group.join_requested': async (event, lookup) => {
    const group = await notifiedGroup(lookup.db, event.groupId);
    if (!group) return [];
    const requester = await lookup.actor(event.memberUserId);
    return [
      notificationAudience(
        'group_join_request',
        requester,
        null,
        `${requester.name} asked to join ${group.name}`,
        [existingUsers([group.adminUserId])],
        { group, requestStatus: 'Pending' },
      ),
    ];
  },
  'group.request_accepted': async (event, lookup) => {
    const group = await notifiedGroup(lookup.db, event.groupId);
    if (!group) return [];
    const admin = await lookup.actor(group.adminUserId);
    return [
      notificationAudience(
        'request_accepted',
        admin,
        null,
        `${admin.name} accepted your request to join ${group.name}`,
        [existingUsers([event.memberUserId])],
        { group },
      ),
    ];
  },
  'group.joined': async (event, lookup) => {
    const group = await notifiedGroup(lookup.db, event.groupId);
    if (!group) return [];
    const admin = await lookup.actor(group.adminUserId);
    return [
      notificationAudience(
        'group_joined',
        admin,
        null,
        `You are now a member of ${group.name}`,
        [existingUsers([event.memberUserId])],
        {
          group,
        },
      ),
    ];
  },
};
