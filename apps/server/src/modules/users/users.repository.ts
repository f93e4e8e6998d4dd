import { eq, getTableColumns } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { sebiBadgeSql } from './sebi-badge.ts';
import { profiles, users } from './users.tables.ts';

export type UserRow = typeof users.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;

/**
 * For other modules' read models that show who posted something: join `table` on `id` and read
 * these columns. Reading only: profiles are written through this module's functions.
 */
export const profileJoin = {
  table: profiles,
  id: profiles.id,
  userId: profiles.userId,
  name: profiles.name,
  image: profiles.profileImage,
  /** The badge as it counts today: a lapsed or rejected registration gives none (sebi-badge.ts). */
  isSebiRegistered: sebiBadgeSql,
  sebiUserType: profiles.sebiUserType,
  sebiNumber: profiles.sebiNumber,
};

export async function findUserById(db: AppDb, userId: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}

/** The user's profile; isSebiRegistered is the badge as it counts today (sebi-badge.ts). */
export async function findProfileByUserId(db: AppDb, userId: number): Promise<ProfileRow | undefined> {
  const [profile] = await db
    .select({ ...getTableColumns(profiles), isSebiRegistered: sebiBadgeSql })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return profile;
}

/** The user with this phone, created (unverified) on first use. */
export async function findOrCreateUserByPhone(db: AppDb, phone: string): Promise<UserRow> {
  await db.insert(users).values({ phone }).onConflictDoNothing({ target: users.phone });
  const [user] = await db.select().from(users).where(eq(users.phone, phone));
  return user!;
}

export async function findOrCreateUserByFirebaseUid(
  db: AppDb,
  input: { uid: string; email: string | undefined },
): Promise<{ user: UserRow; created: boolean }> {
  const inserted = await db
    .insert(users)
    .values({ firebaseUid: input.uid, email: input.email ?? null, isVerified: true })
    .onConflictDoNothing({ target: users.firebaseUid })
    .returning();
  if (inserted[0]) return { user: inserted[0], created: true };
  const [user] = await db.select().from(users).where(eq(users.firebaseUid, input.uid));
  return { user: user!, created: false };
}

export async function markUserVerified(db: AppDb, userId: number): Promise<void> {
  await db.update(users).set({ isVerified: true, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Creates the user's profile, or renames it when it exists (completing the profile twice is harmless). */
export async function upsertProfile(
  db: AppDb,
  input: { userId: number; name: string; profileImage?: string | null },
): Promise<ProfileRow> {
  const [profile] = await db
    .insert(profiles)
    .values({ userId: input.userId, name: input.name, profileImage: input.profileImage ?? null })
    .onConflictDoUpdate({ target: profiles.userId, set: { name: input.name } })
    .returning();
  return profile!;
}
