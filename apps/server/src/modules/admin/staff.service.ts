import {
  ADMIN_ACTIONS,
  ADMIN_MESSAGES,
  ADMIN_QUEUES,
  type AdminQueue,
  type StaffMember,
  type StaffTeam,
} from '@tradecircle/domain';
import { asc, count, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/driver-results.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { findUserById, profileJoin } from '../users/index.ts';
import { staffMembers, staffTeams } from './admin.tables.ts';
import { recordAdminAction } from './admin-audit.ts';

type TeamRow = typeof staffTeams.$inferSelect;

const isQueue = (value: string): value is AdminQueue => (ADMIN_QUEUES as readonly string[]).includes(value);

function presentTeam(row: TeamRow, staffCount: number): StaffTeam {
  return {
    id: row.id,
    name: row.name,
    permissions: row.permissions.filter(isQueue),
    staff_count: staffCount,
  };
}

const teamState = (row: TeamRow) => ({ name: row.name, permissions: row.permissions });

/** Whether another team than `exceptId` already has this name (names are unique). */
async function nameTaken(tx: AppDb, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await tx.select({ id: staffTeams.id }).from(staffTeams).where(eq(staffTeams.name, name));
  return row !== undefined && row.id !== exceptId;
}

/** A name taken by a concurrent save: the same 409 as one found taken. */
async function refusingTakenName<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ADMIN_MESSAGES.teamNameTaken);
    throw error;
  }
}

async function staffCountOf(tx: AppDb, teamId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(staffMembers).where(eq(staffMembers.teamId, teamId));
  return Number(row?.n ?? 0);
}

/** Every team with its permissions and how many staff it has, by name. */
export async function listTeams(db: AppDb): Promise<StaffTeam[]> {
  const rows = await db
    .select({ team: staffTeams, staffCount: count(staffMembers.userId) })
    .from(staffTeams)
    .leftJoin(staffMembers, eq(staffMembers.teamId, staffTeams.id))
    .groupBy(staffTeams.id)
    .orderBy(asc(staffTeams.name));
  return rows.map(({ team, staffCount }) => presentTeam(team, Number(staffCount)));
}

export async function createTeam(
  db: AppDb,
  actorUserId: number,
  form: { name: string; permissions: AdminQueue[] },
): Promise<StaffTeam> {
  return refusingTakenName(() =>
    db.transaction(async (tx) => {
      if (await nameTaken(tx, form.name)) throw conflict(ADMIN_MESSAGES.teamNameTaken);
      const [row] = await tx
        .insert(staffTeams)
        .values({ name: form.name, permissions: form.permissions })
        .returning();
      await recordAdminAction(tx, {
        actorUserId,
        action: ADMIN_ACTIONS.createTeam,
        targetType: 'staff_team',
        targetId: row!.id,
        before: null,
        after: teamState(row!),
      });
      return presentTeam(row!, 0);
    }),
  );
}

export async function updateTeam(
  db: AppDb,
  actorUserId: number,
  teamId: number,
  change: { name?: string | undefined; permissions?: AdminQueue[] | undefined },
): Promise<StaffTeam> {
  return refusingTakenName(() =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(staffTeams).where(eq(staffTeams.id, teamId)).for('update');
      if (!current) throw notFound(ADMIN_MESSAGES.teamNotFound);
      if (change.name !== undefined && (await nameTaken(tx, change.name, teamId)))
        throw conflict(ADMIN_MESSAGES.teamNameTaken);
      const [row] = await tx
        .update(staffTeams)
        .set({
          ...(change.name === undefined ? {} : { name: change.name }),
          ...(change.permissions === undefined ? {} : { permissions: change.permissions }),
        })
        .where(eq(staffTeams.id, teamId))
        .returning();
      await recordAdminAction(tx, {
        actorUserId,
        action: ADMIN_ACTIONS.updateTeam,
        targetType: 'staff_team',
        targetId: teamId,
        before: teamState(current),
        after: teamState(row!),
      });
      return presentTeam(row!, await staffCountOf(tx, teamId));
    }),
  );
}

/** Deletes a team without staff (409 while it has some: they are moved or removed first). */
export async function deleteTeam(db: AppDb, actorUserId: number, teamId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(staffTeams).where(eq(staffTeams.id, teamId)).for('update');
    if (!current) throw notFound(ADMIN_MESSAGES.teamNotFound);
    if ((await staffCountOf(tx, teamId)) > 0) throw conflict(ADMIN_MESSAGES.teamHasStaff);
    await tx.delete(staffTeams).where(eq(staffTeams.id, teamId));
    await recordAdminAction(tx, {
      actorUserId,
      action: ADMIN_ACTIONS.deleteTeam,
      targetType: 'staff_team',
      targetId: teamId,
      before: teamState(current),
      after: null,
    });
  });
}

const staffColumns = {
  userId: staffMembers.userId,
  name: profileJoin.name,
  teamId: staffTeams.id,
  teamName: staffTeams.name,
};

type StaffRow = { userId: number; name: string | null; teamId: number; teamName: string };

const presentStaff = (row: StaffRow): StaffMember => ({
  user_id: row.userId,
  name: row.name ?? '',
  team: { id: row.teamId, name: row.teamName },
});

function staffQuery(db: AppDb) {
  return db
    .select(staffColumns)
    .from(staffMembers)
    .innerJoin(staffTeams, eq(staffTeams.id, staffMembers.teamId))
    .leftJoin(profileJoin.table, eq(profileJoin.userId, staffMembers.userId));
}

/** Every staff member with their team, by team and name. */
export async function listStaff(db: AppDb): Promise<StaffMember[]> {
  const rows = await staffQuery(db).orderBy(
    asc(staffTeams.name),
    asc(profileJoin.name),
    asc(staffMembers.userId),
  );
  return rows.map(presentStaff);
}

/** Puts a user in a team: a new staff member, or one moved from another team (one team each). */
export async function addStaff(
  db: AppDb,
  actorUserId: number,
  input: { user_id: number; team_id: number },
): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    if (!(await findUserById(tx, input.user_id))) throw notFound(ADMIN_MESSAGES.userNotFound);
    const [team] = await tx.select().from(staffTeams).where(eq(staffTeams.id, input.team_id));
    if (!team) throw notFound(ADMIN_MESSAGES.teamNotFound);
    const [before] = await tx
      .select({ teamId: staffMembers.teamId })
      .from(staffMembers)
      .where(eq(staffMembers.userId, input.user_id))
      .for('update');
    await tx
      .insert(staffMembers)
      .values({ userId: input.user_id, teamId: team.id })
      .onConflictDoUpdate({ target: staffMembers.userId, set: { teamId: team.id } });
    await recordAdminAction(tx, {
      actorUserId,
      action: ADMIN_ACTIONS.addStaff,
      targetType: 'user',
      targetId: input.user_id,
      before: before ? { team_id: before.teamId } : null,
      after: { team_id: team.id },
    });
    const [row] = await staffQuery(tx).where(eq(staffMembers.userId, input.user_id));
    return presentStaff(row!);
  });
}

export async function removeStaff(db: AppDb, actorUserId: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(staffMembers)
      .where(eq(staffMembers.userId, userId))
      .returning({ teamId: staffMembers.teamId });
    if (!removed) throw notFound(ADMIN_MESSAGES.staffNotFound);
    await recordAdminAction(tx, {
      actorUserId,
      action: ADMIN_ACTIONS.removeStaff,
      targetType: 'user',
      targetId: userId,
      before: { team_id: removed.teamId },
      after: null,
    });
  });
}
