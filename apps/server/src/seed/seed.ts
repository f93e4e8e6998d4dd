import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { profiles, securities, users } from '../db/schema/index.ts';
import { seedStaffTeams } from './admin.ts';
import { seedFnoContracts } from './fno.ts';
import { seedDemoFollows } from './follows.ts';
import { SEED_SECURITIES, SHARES_OUTSTANDING } from './securities.data.ts';
import { SECURITY_DESCRIPTIONS } from './securities.descriptions.ts';
import { SEED_USERS } from './users.data.ts';

/**
 * Idempotent: running it again changes nothing that is already there. One transaction.
 * `anchorDate` is the market anchor (MARKET_ANCHOR_DATE): F&O contracts expire from there, or from
 * `now` once that is later (the series still trading then: seedFnoContracts).
 */
export async function seedDemoData(db: AppDb, anchorDate?: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(securities)
      .values(
        SEED_SECURITIES.map((s) => ({
          symbol: s.symbol,
          name: s.name,
          exchange: s.exchange,
          instrumentType: s.instrumentType ?? 'EQ',
          industry: s.industry,
          sector: s.sector,
          lotSize: s.lotSize ?? null,
          closePrice: s.closePrice.toFixed(2),
          description: SECURITY_DESCRIPTIONS[s.symbol] ?? null,
          sharesOutstanding: s.instrumentType === 'INDEX' ? null : (SHARES_OUTSTANDING[s.symbol] ?? null),
        })),
      )
      .onConflictDoNothing({ target: [securities.symbol, securities.exchange] });

    // Rows seeded before descriptions existed: fill the gap, never overwrite a description already set.
    for (const [symbol, exchanges] of seededExchangesBySymbol()) {
      const description = SECURITY_DESCRIPTIONS[symbol];
      if (!description) continue;
      await tx
        .update(securities)
        .set({ description })
        .where(
          and(
            eq(securities.symbol, symbol),
            inArray(securities.exchange, exchanges),
            isNull(securities.description),
          ),
        );
    }

    // Stocks seeded before shares outstanding existed (migration 0023): fill the gap, never overwrite.
    await fillSharesOutstanding(tx);

    await seedFnoContracts(tx, anchorDate, { now });

    for (const person of SEED_USERS) {
      const [user] = await tx
        .insert(users)
        .values({
          phone: person.phone,
          isSuperuser: person.isSuperuser ?? false,
          isVerified: true,
          userType: person.sebi ? 'expert' : 'user',
        })
        .onConflictDoUpdate({ target: users.phone, set: { phone: sql`excluded.phone` } })
        .returning({ id: users.id });
      await tx
        .insert(profiles)
        .values({
          userId: user!.id,
          name: person.name,
          bio: person.bio,
          isSebiRegistered: Boolean(person.sebi),
          sebiUserType: person.sebi?.userType ?? null,
          sebiNumber: person.sebi?.number ?? null,
          sebiValidUntil: person.sebi?.validUntil ?? null,
          sebiVerification: person.sebi ? 'self_declared' : null,
        })
        .onConflictDoNothing({ target: profiles.userId });
      // Profiles seeded before registrations had an end date: fill the gap, never overwrite one set.
      if (person.sebi) {
        await tx
          .update(profiles)
          .set({ sebiValidUntil: person.sebi.validUntil })
          .where(
            and(
              eq(profiles.userId, user!.id),
              eq(profiles.sebiNumber, person.sebi.number),
              isNull(profiles.sebiValidUntil),
            ),
          );
      }
    }
    await seedStaffTeams(tx);
    await seedDemoFollows(tx);
  });
}

/** One statement for every stock whose shares outstanding are still unset. */
async function fillSharesOutstanding(tx: AppDb): Promise<void> {
  const entries = Object.entries(SHARES_OUTSTANDING);
  const byCase = sql.join(
    entries.map(([symbol, shares]) => sql`when ${symbol} then ${shares}::bigint`),
    sql` `,
  );
  await tx
    .update(securities)
    .set({ sharesOutstanding: sql`case ${securities.symbol} ${byCase} end` })
    .where(
      and(
        inArray(
          securities.symbol,
          entries.map(([symbol]) => symbol),
        ),
        eq(securities.instrumentType, 'EQ'),
        isNull(securities.sharesOutstanding),
      ),
    );
}

/** The exchanges each seeded symbol is listed on, e.g. RELIANCE -> NSE and BSE. */
function seededExchangesBySymbol(): Map<string, Array<'NSE' | 'BSE'>> {
  const bySymbol = new Map<string, Array<'NSE' | 'BSE'>>();
  for (const security of SEED_SECURITIES) {
    bySymbol.set(security.symbol, [...(bySymbol.get(security.symbol) ?? []), security.exchange]);
  }
  return bySymbol;
}
