import type { PortfolioSource } from '@tradecircle/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { securityJoin } from '../securities/index.ts';
import { portfolioHoldings, portfolioImports, portfolios } from './portfolio.tables.ts';

export type HeldSecurity = { securityId: number; quantity: number; averagePrice: number };

export async function readPortfolio(db: AppDb, userId: number) {
  const [portfolio] = await db.select().from(portfolios).where(eq(portfolios.userId, userId));
  if (!portfolio) return undefined;
  const holdings = await db
    .select({
      securityId: portfolioHoldings.securityId,
      quantity: portfolioHoldings.quantity,
      averagePrice: portfolioHoldings.averagePrice,
    })
    .from(portfolioHoldings)
    .where(eq(portfolioHoldings.userId, userId));
  return { ...portfolio, holdings };
}

export type Equity = {
  id: number;
  symbol: string;
  name: string;
  sector: string | null;
  sharesOutstanding: number | null;
  closePrice: number;
};

/** Every NSE equity we price: what a holding may be, and the universe its market-cap rank is taken in. */
export async function nseEquities(db: AppDb): Promise<Equity[]> {
  const security = securityJoin.table;
  const rows = await db
    .select({
      id: security.id,
      symbol: security.symbol,
      name: security.name,
      sector: security.sector,
      sharesOutstanding: security.sharesOutstanding,
      closePrice: security.closePrice,
    })
    .from(security)
    .where(and(eq(security.exchange, 'NSE'), eq(security.instrumentType, 'EQ')))
    .orderBy(asc(security.symbol));
  return rows.map((row) => ({ ...row, closePrice: Number(row.closePrice ?? 0) }));
}

/** The NSE equities we price by symbol: what an imported holding's symbol must name. */
export async function equityIdsBySymbol(db: AppDb): Promise<Map<string, number>> {
  return new Map((await nseEquities(db)).map((equity) => [equity.symbol, equity.id]));
}

/** NIFTY 50, the benchmark of the review's beta. */
export async function niftyIndexId(db: AppDb): Promise<number | undefined> {
  const security = securityJoin.table;
  const [row] = await db
    .select({ id: security.id })
    .from(security)
    .where(and(eq(security.symbol, 'NIFTY'), eq(security.instrumentType, 'INDEX')));
  return row?.id;
}

/** The import's holdings in place of the last ones, whole: one transaction (the caller's). */
export async function replaceHoldings(
  tx: AppDb,
  userId: number,
  source: { source: PortfolioSource; broker: string | null },
  holdings: readonly HeldSecurity[],
) {
  const importedAt = new Date();
  await tx
    .insert(portfolios)
    .values({ userId, ...source, importedAt })
    .onConflictDoUpdate({ target: portfolios.userId, set: { ...source, importedAt } });
  await tx.delete(portfolioHoldings).where(eq(portfolioHoldings.userId, userId));
  if (holdings.length > 0) {
    await tx.insert(portfolioHoldings).values(holdings.map((holding) => ({ userId, ...holding })));
  }
}

/** Forgets the portfolio (its holdings go with it). */
export async function deletePortfolio(db: AppDb, userId: number): Promise<boolean> {
  const deleted = await db
    .delete(portfolios)
    .where(eq(portfolios.userId, userId))
    .returning({ userId: portfolios.userId });
  return deleted.length > 0;
}

export async function recordImportStart(db: AppDb, transactionId: string, userId: number) {
  await db.insert(portfolioImports).values({ transactionId, userId });
}

export async function findImport(db: AppDb, transactionId: string) {
  const [row] = await db
    .select()
    .from(portfolioImports)
    .where(eq(portfolioImports.transactionId, transactionId));
  return row;
}

/** Settles a started import once: false when another request settled it first. */
export async function settleImport(tx: AppDb, transactionId: string, state: 'completed' | 'failed') {
  const settled = await tx
    .update(portfolioImports)
    .set({ state, completedAt: new Date() })
    .where(and(eq(portfolioImports.transactionId, transactionId), eq(portfolioImports.state, 'started')))
    .returning({ transactionId: portfolioImports.transactionId });
  return settled.length > 0;
}
