import { type CoinReason, GAMIFICATION_ERRORS } from '@tradecircle/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { resultRows } from '../../db/driver-results.ts';
import { badRequest } from '../../http/app-error.ts';
import { coinAccounts, coinLedger } from './gamification.tables.ts';

/**
 * The coin ledger's only writers (docs/architecture.md, "Coins"). Each runs inside the caller's
 * transaction: the entry and the balance commit together or not at all. An entry's reference is
 * unique per user, so an award or a spend made twice (a replayed event, a retried request) moves
 * coins once.
 */

export type LedgerEntry = { userId: number; amount: number; reason: CoinReason; reference: string };

/** Appends the entry unless its reference is already there; answers whether it did. */
async function appendEntry(tx: AppDb, entry: LedgerEntry): Promise<boolean> {
  const inserted = await tx
    .insert(coinLedger)
    .values(entry)
    .onConflictDoNothing({ target: [coinLedger.userId, coinLedger.reference] })
    .returning({ id: coinLedger.id });
  return inserted.length === 1;
}

/**
 * Credits `amount` (> 0) once per reference; answers whether this call credited it. The balance
 * row is made on the first credit and added to under its row lock.
 */
export async function awardCoins(tx: AppDb, entry: LedgerEntry): Promise<boolean> {
  if (!(entry.amount > 0)) throw new Error(`an award is positive (got ${entry.amount})`);
  if (!(await appendEntry(tx, entry))) return false;
  await tx
    .insert(coinAccounts)
    .values({ userId: entry.userId, balance: entry.amount })
    .onConflictDoUpdate({
      target: coinAccounts.userId,
      set: { balance: sql`${coinAccounts.balance} + excluded.balance`, updatedAt: sql`now()` },
    });
  return true;
}

export type LockedAccount = typeof coinAccounts.$inferSelect;

/** The user's account row, made if missing, locked until the transaction ends (spends and the streak take it first). */
export async function lockAccount(tx: AppDb, userId: number): Promise<LockedAccount> {
  await tx.insert(coinAccounts).values({ userId }).onConflictDoNothing({ target: coinAccounts.userId });
  const [account] = await tx.select().from(coinAccounts).where(eq(coinAccounts.userId, userId)).for('update');
  return account!;
}

/**
 * Debits `cost` once per reference from `account`, the row lockAccount answered in this transaction
 * (so two spends at once are applied one after the other: with 150 coins two unlocks of 100 spend
 * once and the second is refused), refusing with 400 when the balance is short. Answers the balance
 * left, or undefined when the reference was already spent (the caller says why).
 */
export async function spendCoins(
  tx: AppDb,
  account: LockedAccount,
  entry: Omit<LedgerEntry, 'amount' | 'userId'> & { cost: number },
): Promise<number | undefined> {
  if (!(entry.cost > 0)) throw new Error(`a cost is positive (got ${entry.cost})`);
  if (account.balance < entry.cost)
    throw badRequest(GAMIFICATION_ERRORS.notEnoughCoins(entry.cost, account.balance));
  const { cost, ...rest } = entry;
  if (!(await appendEntry(tx, { ...rest, userId: account.userId, amount: -cost }))) return undefined;
  const balance = account.balance - cost;
  await tx
    .update(coinAccounts)
    .set({ balance, updatedAt: sql`now()` })
    .where(eq(coinAccounts.userId, account.userId));
  return balance;
}

export async function coinBalance(db: AppDb, userId: number): Promise<number> {
  const [account] = await db
    .select({ balance: coinAccounts.balance })
    .from(coinAccounts)
    .where(eq(coinAccounts.userId, userId));
  return account?.balance ?? 0;
}

/** Which of `references` the user's ledger holds. */
export async function heldReferences(
  db: AppDb,
  userId: number,
  references: readonly string[],
): Promise<Set<string>> {
  if (references.length === 0) return new Set();
  const rows = await db
    .select({ reference: coinLedger.reference })
    .from(coinLedger)
    .where(
      and(
        eq(coinLedger.userId, userId),
        sql`${coinLedger.reference} = any(${sql.param([...references])}::text[])`,
      ),
    );
  return new Set(rows.map((row) => row.reference));
}

/**
 * Accounts whose kept balance differs from their entries' sum (or whose entries have no account):
 * none, always. The ledger tests and operations' check (docs/operations.md) ask it.
 */
export async function ledgerMismatches(
  db: AppDb,
): Promise<{ userId: number; balance: number; sum: number }[]> {
  const result = await db.execute(sql`
    select coalesce(a.user_id, l.user_id) as user_id, coalesce(a.balance, 0)::int as balance, coalesce(l.sum, 0)::int as sum
    from ${coinAccounts} a
    full join (select user_id, sum(amount) as sum from ${coinLedger} group by user_id) l on l.user_id = a.user_id
    where coalesce(a.balance, 0) <> coalesce(l.sum, 0)`);
  return resultRows<{ user_id: number; balance: number; sum: number }>(result).map((row) => ({
    userId: Number(row.user_id),
    balance: Number(row.balance),
    sum: Number(row.sum),
  }));
}
