import type { AppDb } from '../../db/client.ts';
import type { ActorRule, Subject, SubjectField, SubjectPart } from '../../http/who-may-act.ts';
import { requireGroupAdmin, requireParticipantsReader } from './group-access.ts';
import { groupOfWatchlist, groupOfWatchlistItem } from './group-watchlist.service.ts';

/*
 * Who may act on a group, for the routes' `config: { whoMayAct }` (http/who-may-act.ts): checked
 * before the body is validated, with the same functions (and so the same 404 and 403) as the services.
 */

export const GROUP_SUBJECTS = {
  group: 'group',
  watchlist: 'group watchlist',
  watchlistItem: 'group watchlist item',
} as const;

/** A field naming a group (`kind` 'group') or one of its watchlist's records. */
export const groupField = (
  part: SubjectPart,
  field: string,
  kind: (typeof GROUP_SUBJECTS)[keyof typeof GROUP_SUBJECTS] = GROUP_SUBJECTS.group,
): SubjectField => ({ in: part, field, kind });

async function groupIdOfSubject(db: AppDb, { kind, id }: Subject): Promise<number> {
  if (kind === GROUP_SUBJECTS.watchlist) return groupOfWatchlist(db, id);
  if (kind === GROUP_SUBJECTS.watchlistItem) return groupOfWatchlistItem(db, id);
  return id;
}

/** The group's admin only (404 for an unknown group, watchlist or item; 403 anyone else). */
export function groupAdminOnly(db: AppDb, ...subject: SubjectField[]): ActorRule {
  return {
    who: "the group's admin",
    subject,
    authorize: async (userId, named) => {
      await requireGroupAdmin(db, await groupIdOfSubject(db, named), userId);
    },
  };
}

/**
 * own-groups/{id}/users: the admin, and members for the member list (`status` left out or member);
 * a `status` that is not `requested` is read as the member list, whose validation answers for it.
 */
export function participantsReaders(db: AppDb, ...subject: SubjectField[]): ActorRule {
  return {
    who: "the group's admin (and its members, for status=member)",
    subject,
    dependsOn: ['status'],
    authorize: async (userId, { id }, input) => {
      const status = (input.query as { status?: unknown } | undefined)?.status;
      await requireParticipantsReader(db, id, userId, status === 'requested' ? 'requested' : 'member');
    },
  };
}
