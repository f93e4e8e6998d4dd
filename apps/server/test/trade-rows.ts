import { and, asc, eq } from 'drizzle-orm';
import type { AppDb } from '../src/db/client.ts';
import { profiles, securities, trackRecordEntries, trades } from '../src/db/schema/index.ts';
import { appendRecord, type RecordDraft } from '../src/modules/track-record/index.ts';
import { awaitsBroker, postedDraft, stepDraft, type TradeRecord } from '../src/modules/trades/index.ts';

type NewTrade = typeof trades.$inferInsert;

/**
 * A step of a fixture trade's life, written to its poster's track record as the app writes it;
 * `createdAt` is when it happened (the trade's creation for `posted`, else now, when left out).
 */
export type FixtureStep = {
  kind: string;
  status: string;
  step?: number;
  price?: number | null;
  createdAt?: Date;
};

/** Test data: trades are inserted as rows, as the create-trade call is not what these tests are about. */
export async function insertTrade(
  db: AppDb,
  poster: { userId: number },
  overrides: Partial<NewTrade> & { symbol?: string } = {},
  steps: FixtureStep[] = [],
) {
  const { symbol = 'RELIANCE', ...columns } = overrides;
  const [security] = await db
    .select({ id: securities.id })
    .from(securities)
    .where(and(eq(securities.symbol, symbol), eq(securities.exchange, 'NSE')));
  const [profile] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.userId, poster.userId));
  if (!security || !profile) throw new Error(`Seed data missing for ${symbol} or user ${poster.userId}`);
  const createdAt = columns.createdAt ?? new Date();
  // A Live or ended virtual fixture entered at its entry: its fill is its entry unless given.
  const status = columns.status ?? 'Inactive';
  const entryFillPrice =
    columns.isReal || status === 'Inactive' || status === 'expired' ? null : (columns.entryPrice ?? 2450);
  const [trade] = await db
    .insert(trades)
    .values({
      postedByUserId: poster.userId,
      postedByProfileId: profile.id,
      securityId: security.id,
      tradeType: 'Buy',
      entryPrice: 2450,
      lots: 2,
      firstTarget: 2600,
      firstStopLoss: 2400,
      finalTarget: 2600,
      targetPrice: 2600,
      stopLoss: 2400,
      durationId: 3,
      expiresAt: new Date(createdAt.getTime() + 42 * 24 * 3600 * 1000),
      createdAt,
      entryFillPrice,
      ...columns,
    })
    .returning();
  if (steps.length > 0) {
    // The app records nothing of a real trade until its broker fills the entry.
    if (awaitsBroker(trade!)) throw new Error('A real trade awaiting its broker has no record entries');
    const drafts = steps.map((step) => recordDraftOf(trade!, step));
    await db.transaction((tx) => appendRecord(tx, drafts));
  }
  return trade!;
}

function recordDraftOf(trade: TradeRecord, { kind, status, step = 0, price = null, createdAt }: FixtureStep) {
  if (kind === 'posted') return { ...postedDraft(trade), at: createdAt ?? trade.createdAt };
  const draft = stepDraft(trade, kind, createdAt ?? new Date(), {
    status,
    step,
    price,
    reason: kind === 'closed' ? trade.closingReason : null,
  });
  // Edits and reasoning updates tell what changed, not a step.
  const content: RecordDraft['content'] | undefined =
    kind === 'edited'
      ? { old: {}, new: {} }
      : kind === 'reasoning_updated'
        ? { reasoning: trade.reasoning }
        : undefined;
  return content ? { ...draft, content } : draft;
}

/** One track-record entry's payload, parsed: kind, trade_id, at and the kind's content. */
export type RecordedEntry = {
  kind: string;
  trade_id: number;
  at: string;
  status?: string;
  step?: number;
  price?: number | null;
  reason?: string;
  [field: string]: unknown;
};

/** A trade's track-record entries in chain order. */
export async function recordOf(db: AppDb, tradeId: number): Promise<RecordedEntry[]> {
  const rows = await db
    .select({ payload: trackRecordEntries.payload })
    .from(trackRecordEntries)
    .where(eq(trackRecordEntries.tradeId, tradeId))
    .orderBy(asc(trackRecordEntries.seq));
  return rows.map((row) => JSON.parse(row.payload) as RecordedEntry);
}
