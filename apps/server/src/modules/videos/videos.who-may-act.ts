import type { AppDb } from '../../db/client.ts';
import type { ActorRule } from '../../http/who-may-act.ts';
import { assertPlaylistOwner } from './playlists.service.ts';
import { assertVideoOwner } from './videos.service.ts';

/**
 * A video's owner, for the owner-only routes' `config: { whoMayAct }` (http/who-may-act.ts): anyone
 * else gets the service's 403 before the body is read. An unknown video is left to the service (404).
 */
export function videoOwnerOnly(db: AppDb): ActorRule {
  return {
    who: "the video's owner",
    subject: [{ in: 'params', field: 'id', kind: 'video' }],
    authorize: (userId, { id }) => assertVideoOwner(db, userId, id),
  };
}

/** A playlist's owner, likewise. */
export function playlistOwnerOnly(db: AppDb): ActorRule {
  return {
    who: "the playlist's owner",
    subject: [{ in: 'params', field: 'id', kind: 'playlist' }],
    authorize: (userId, { id }) => assertPlaylistOwner(db, userId, id),
  };
}
