import {
  ADMIN_MESSAGES,
  ADMIN_QUEUES,
  type AdminQueue,
  type AdminRequirement,
  canUseAdminRoute,
} from '@tradecircle/domain';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDb } from '../../db/client.ts';
import { forbidden } from '../../http/app-error.ts';
import type { RequestAuth } from '../../http/request-auth.ts';
import { findUserById } from '../users/index.ts';
import { staffMembers, staffTeams } from './admin.tables.ts';

/** The caller's admin standing: a super admin, or staff with their team and its queues. */
export type AdminStanding = {
  isSuperuser: boolean;
  teams: { id: number; name: string }[];
  permissions: AdminQueue[];
};

const isQueue = (value: string): value is AdminQueue => (ADMIN_QUEUES as readonly string[]).includes(value);

/** The user's admin standing, or null for someone who is neither staff nor a super admin. */
export async function adminStandingOf(db: AppDb, userId: number): Promise<AdminStanding | null> {
  const [user, teams] = await Promise.all([
    findUserById(db, userId),
    db
      .select({ id: staffTeams.id, name: staffTeams.name, permissions: staffTeams.permissions })
      .from(staffMembers)
      .innerJoin(staffTeams, eq(staffTeams.id, staffMembers.teamId))
      .where(eq(staffMembers.userId, userId)),
  ]);
  if (!user) return null;
  if (!user.isSuperuser && teams.length === 0) return null;
  const permissions = user.isSuperuser
    ? [...ADMIN_QUEUES]
    : [...new Set(teams.flatMap((team) => team.permissions).filter(isQueue))];
  return {
    isSuperuser: user.isSuperuser,
    teams: teams.map(({ id, name }) => ({ id, name })),
    permissions,
  };
}

/**
 * The onRequest hook of an admin route, after requireUser: the caller must meet `requirement`, or
 * gets one 403 whatever the route and whatever exists, before the body or query is read.
 */
export function requireAdmin(db: AppDb, requirement: AdminRequirement) {
  return async (request: FastifyRequest): Promise<void> => {
    const standing = request.user ? await adminStandingOf(db, request.user.id) : null;
    if (!standing || !canUseAdminRoute(standing, requirement)) throw forbidden(ADMIN_MESSAGES.forbidden);
    checkedStandings.set(request, standing);
  };
}

/**
 * An admin area's onRequest hooks by route name: signed in, then the route's requirement from the
 * area's map (one 403 for anyone else, before the input is read).
 */
export function adminGate<Name extends string>(
  db: AppDb,
  auth: RequestAuth,
  requirements: Record<Name, AdminRequirement>,
) {
  return (name: Name) => [auth.requireUser, requireAdmin(db, requirements[name])];
}

/** The standings requireAdmin read, by request, so a handler does not read them again. */
const checkedStandings = new WeakMap<FastifyRequest, AdminStanding>();

/** The caller's standing as requireAdmin checked it (its routes only). */
export function checkedStandingOf(request: FastifyRequest): AdminStanding {
  const standing = checkedStandings.get(request);
  if (!standing) throw forbidden(ADMIN_MESSAGES.forbidden);
  return standing;
}
