import type { AdminQueue } from '@tradecircle/domain';
import { eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { staffMembers, staffTeams, users } from '../db/schema/index.ts';
import { SEED_USERS } from './users.data.ts';

/** The demo's staff teams and the queues each works (docs/operations.md, "Admin"). */
export const SEED_TEAMS: { name: string; permissions: AdminQueue[] }[] = [
  { name: 'Compliance', permissions: ['payouts', 'sebi', 'performance', 'margins'] },
  { name: 'Content', permissions: ['groups', 'videos'] },
  { name: 'Support', permissions: ['moderation'] },
];

/**
 * The teams, and each seeded staff person in theirs; idempotent: a team or a staff member already
 * there (perhaps changed by a super admin since) is left as it is.
 */
export async function seedStaffTeams(tx: AppDb): Promise<void> {
  await tx.insert(staffTeams).values(SEED_TEAMS).onConflictDoNothing({ target: staffTeams.name });
  const teams = await tx
    .select({ id: staffTeams.id, name: staffTeams.name })
    .from(staffTeams)
    .where(
      inArray(
        staffTeams.name,
        SEED_TEAMS.map((team) => team.name),
      ),
    );
  const teamIds = new Map(teams.map((team) => [team.name, team.id]));
  for (const person of SEED_USERS) {
    const teamId = person.staffTeam ? teamIds.get(person.staffTeam) : undefined;
    if (teamId === undefined) continue;
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, person.phone));
    if (!user) continue;
    await tx.insert(staffMembers).values({ userId: user.id, teamId }).onConflictDoNothing();
  }
}
