import type { FastifyRequest } from 'fastify';
import type { AppDb } from '../../db/client.ts';
import { forbidden } from '../../http/app-error.ts';
import { findProfileByUserId } from './users.repository.ts';

/**
 * An `onRequest` hook, after `requireUser`, for routes open to SEBI-registered users only (research
 * reports, polls): a role of the caller, not a record the request names. Checked before the body is
 * read, so a caller who may not act gets the 403 first, whatever the body holds; the services keep
 * their own check.
 */
export function sebiRegisteredOnly(db: AppDb, message: string) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.user) return;
    const profile = await findProfileByUserId(db, request.user.id);
    if (!profile?.isSebiRegistered) throw forbidden(message);
  };
}
