import { WATCHLIST_ITEM_MESSAGES } from '@tradecircle/domain';
import type { AppDb } from '../../db/client.ts';
import { forbidden } from '../../http/app-error.ts';
import { type ActorRule, type SubjectField, theUserThemself } from '../../http/who-may-act.ts';
import { findProfileByUserId } from '../users/index.ts';
import { findItem, findWatchlist } from './watchlists.repository.ts';

/*
 * Who may act on a personal watchlist, for the routes' `config: { whoMayAct }` (http/who-may-act.ts):
 * its owner, checked before the body is validated with the service's 403 words. Only the refusal
 * moves forward: an unknown tab or item (404) and a caller without a profile (400 "Complete your
 * profile") are left to the service, after validation, as before.
 */

/** Someone else's watchlist: the 403s of the rules and of the service (watchlists.service.ts). */
export const WATCHLIST_ACCESS_MESSAGES = {
  notYours: 'You can only change your own watchlists',
  notYourList: 'You can only see your own watchlists',
} as const;

export const WATCHLIST_SUBJECTS = {
  tab: 'watchlist',
  item: 'watchlist item',
  user: 'user',
  /** The followers' add's `follower_id`: a user id or a profile id. */
  follower: 'follower',
} as const;

async function ownerProfileOf(db: AppDb, kind: string, id: number): Promise<number | undefined> {
  if (kind === WATCHLIST_SUBJECTS.item) return (await findItem(db, id))?.profileId;
  return (await findWatchlist(db, id))?.profileId;
}

/**
 * The tab's (or item's) owner; on the add, `follower_id` of the followers' form must name the caller
 * (their user or profile id), as addFollowerBookmark refuses with WATCHLIST_ITEM_MESSAGES.notYou.
 */
export function watchlistOwnerOnly(db: AppDb, ...subject: SubjectField[]): ActorRule {
  return {
    who: subject.some((field) => field.kind === WATCHLIST_SUBJECTS.follower)
      ? "the watchlist's owner (the followers' add: the follower themself)"
      : "the watchlist's owner",
    subject,
    authorize: async (userId, { kind, id }) => {
      if (kind === WATCHLIST_SUBJECTS.follower) {
        if (id === userId) return;
        const profile = await findProfileByUserId(db, userId);
        if (profile && id !== profile.id) throw forbidden(WATCHLIST_ITEM_MESSAGES.notYou);
        return;
      }
      const ownerProfileId = await ownerProfileOf(db, kind, id);
      if (ownerProfileId === undefined) return;
      const profile = await findProfileByUserId(db, userId);
      if (profile && profile.id !== ownerProfileId) throw forbidden(WATCHLIST_ACCESS_MESSAGES.notYours);
    },
  };
}

/** watchlist/detail/'s `profile__user__id`: the caller's own tabs only. */
export const watchlistReader = (field: SubjectField): ActorRule =>
  theUserThemself(field, WATCHLIST_ACCESS_MESSAGES.notYourList);
