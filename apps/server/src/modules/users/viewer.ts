import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { profiles } from './users.tables.ts';

/** Who is asking: a signed-in user (with their profile id once they made one), or null for a visitor. */
export type Viewer = { userId: number; profileId: number | null } | null;

/** Users whose profile id is remembered per database; the oldest is forgotten past this many. */
const REMEMBERED_PROFILES = 50_000;
const profileIds = new WeakMap<AppDb, Map<number, number>>();

/**
 * Every signed-in read starts here, so the answer is remembered once the user has a profile: a
 * profile is made once and never changes its id or owner (nothing deletes profiles), so the
 * remembered id cannot go stale. A user without a profile yet is asked again each time.
 */
export async function resolveViewer(db: AppDb, userId: number | null | undefined): Promise<Viewer> {
  if (!userId) return null;
  const remembered = profileIds.get(db) ?? new Map<number, number>();
  profileIds.set(db, remembered);
  const known = remembered.get(userId);
  if (known !== undefined) return { userId, profileId: known };
  const [profile] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, userId));
  if (!profile) return { userId, profileId: null };
  if (remembered.size >= REMEMBERED_PROFILES) remembered.delete(remembered.keys().next().value!);
  remembered.set(userId, profile.id);
  return { userId, profileId: profile.id };
}
