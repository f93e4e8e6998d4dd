import type { CopyGuardrailSettings, CopySizing } from '@tradecircle/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { profileJoin } from '../users/index.ts';
import { copyGuardrails } from './copy-guardrails.tables.ts';

export type GuardrailRow = typeof copyGuardrails.$inferSelect;

const mine = (followerUserId: number, expertUserId: number) =>
  and(eq(copyGuardrails.followerUserId, followerUserId), eq(copyGuardrails.expertUserId, expertUserId));

export async function findGuardrail(db: AppDb, followerUserId: number, expertUserId: number) {
  const [row] = await db.select().from(copyGuardrails).where(mine(followerUserId, expertUserId));
  return row;
}

/**
 * The guardrail, its row locked until the transaction ends (SELECT ... FOR UPDATE): the copies of
 * this expert by this follower, and the copy stop's trip, take turns on it.
 */
export async function lockGuardrail(tx: AppDb, followerUserId: number, expertUserId: number) {
  const [row] = await tx
    .select()
    .from(copyGuardrails)
    .where(mine(followerUserId, expertUserId))
    .for('update');
  return row;
}

/** The follower's guardrails with their experts' names, oldest first. */
export async function listGuardrails(db: AppDb, followerUserId: number) {
  return db
    .select({ guardrail: copyGuardrails, expertName: profileJoin.name, expertImage: profileJoin.image })
    .from(copyGuardrails)
    .leftJoin(profileJoin.table, eq(profileJoin.userId, copyGuardrails.expertUserId))
    .where(eq(copyGuardrails.followerUserId, followerUserId))
    .orderBy(asc(copyGuardrails.id));
}

/** Sets the guardrail anew (insert or replace): the copy stop's window starts at `at`, untripped. */
export async function upsertGuardrail(
  db: AppDb,
  followerUserId: number,
  expertUserId: number,
  settings: CopyGuardrailSettings,
  at: Date,
): Promise<GuardrailRow> {
  const values = {
    sizingMode: settings.sizing_mode,
    lots: settings.lots ?? null,
    amount: settings.amount ?? null,
    capitalPercent: settings.capital_percent ?? null,
    virtualCapital: settings.virtual_capital ?? null,
    maxOpenExposure: settings.max_open_exposure,
    copyStopPercent: settings.copy_stop_percent ?? null,
    setAt: at,
    trippedAt: null,
    trippedDrawdownPercent: null,
  };
  const [row] = await db
    .insert(copyGuardrails)
    .values({ followerUserId, expertUserId, ...values })
    .onConflictDoUpdate({ target: [copyGuardrails.followerUserId, copyGuardrails.expertUserId], set: values })
    .returning();
  return row!;
}

export async function deleteGuardrail(db: AppDb, followerUserId: number, expertUserId: number) {
  const rows = await db
    .delete(copyGuardrails)
    .where(mine(followerUserId, expertUserId))
    .returning({ id: copyGuardrails.id });
  return rows.length > 0;
}

export async function markTripped(tx: AppDb, id: number, at: Date, drawdownPercent: number) {
  await tx
    .update(copyGuardrails)
    .set({ trippedAt: at, trippedDrawdownPercent: drawdownPercent })
    .where(eq(copyGuardrails.id, id));
}

/** The sizing a row holds, as the domain's rules read it. */
export function sizingOf(row: GuardrailRow): CopySizing {
  if (row.sizingMode === 'lots') return { mode: 'lots', lots: row.lots! };
  if (row.sizingMode === 'amount') return { mode: 'amount', amount: row.amount! };
  return {
    mode: 'capital_percent',
    capitalPercent: row.capitalPercent!,
    virtualCapital: row.virtualCapital!,
  };
}
