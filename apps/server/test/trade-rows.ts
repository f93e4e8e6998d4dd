import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../src/db/client.ts';
import { profiles, securities, tradeEvents, trades } from '../src/db/schema/index.ts';

type NewTrade = typeof trades.$inferInsert;
type NewEvent = Omit<typeof tradeEvents.$inferInsert, 'tradeId'>;

/** Test data: trades are inserted as rows, as the create-trade call is not what these tests are about. */
export async function insertTrade(
  db: AppDb,
  poster: { userId: number },
  overrides: Partial<NewTrade> & { symbol?: string } = {},
  events: NewEvent[] = [],
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
      ...columns,
    })
    .returning();
  if (events.length > 0) {
    await db.insert(tradeEvents).values(events.map((event) => ({ ...event, tradeId: trade!.id })));
  }
  return trade!;
}
