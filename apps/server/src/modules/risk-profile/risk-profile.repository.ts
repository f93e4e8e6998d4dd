import type { RiskCategory } from '@tradecircle/domain';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { riskProfiles } from './risk-profile.tables.ts';

export type RiskProfileRow = typeof riskProfiles.$inferSelect;

export async function findRiskProfile(db: AppDb, userId: number): Promise<RiskProfileRow | undefined> {
  const [row] = await db.select().from(riskProfiles).where(eq(riskProfiles.userId, userId));
  return row;
}

/** Stores the user's answers and their result, replacing any earlier set. */
export async function upsertRiskProfile(
  db: AppDb,
  profile: {
    userId: number;
    answers: Record<string, string>;
    score: number;
    category: RiskCategory;
    now: Date;
  },
): Promise<RiskProfileRow> {
  const values = {
    answers: profile.answers,
    score: profile.score,
    category: profile.category,
    updatedAt: profile.now,
  };
  const [row] = await db
    .insert(riskProfiles)
    .values({ userId: profile.userId, ...values })
    .onConflictDoUpdate({ target: riskProfiles.userId, set: values })
    .returning();
  return row!;
}
