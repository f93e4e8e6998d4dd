import type { AppDb } from '../../db/client.ts';
import { findProfileByUserId } from './users.repository.ts';

/** Who is asking: a signed-in user (with their profile id once they made one), or null for a visitor. */
export type Viewer = { userId: number; profileId: number | null } | null;

export async function resolveViewer(db: AppDb, userId: number | null | undefined): Promise<Viewer> {
  if (!userId) return null;
  const profile = await findProfileByUserId(db, userId);
  return { userId, profileId: profile?.id ?? null };
}
