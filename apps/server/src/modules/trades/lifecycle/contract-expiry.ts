import { earliestLiveExpiry, expiryInstant } from '@tradecircle/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../../db/client.ts';
import { securityJoin } from '../../securities/index.ts';
import type { Transition } from '../engine/index.ts';
import { confirmedTrade } from '../trades.repository.ts';
import { trades } from '../trades.tables.ts';
import { type KnownVersion, writeTransitions } from './transition-writer.ts';

/**
 * A contract's settlement price, once the market has it: what it rests at from its expiry instant
 * (15:30 IST on the expiry date) on; undefined before, or when the feed does not know the contract.
 */
export type SettlementPrices = (securityId: number, expiresAt: Date) => number | undefined;

export type ContractExpiryPass = {
  /** Expired contracts that had open trades. */
  contracts: number;
  /** Live trades closed at the settlement price (closing reason expiry). */
  closed: number;
  /** Upcoming trades whose entry can no longer be reached: expired. */
  expired: number;
  /** Contracts with open trades but no settlement price yet: tried again on the next pass. */
  waiting: number;
};

/**
 * Settles the open trades on futures and options contracts that have expired (15:30 IST on their
 * expiry date, NSE's rule: packages/domain fno/expiry.ts) through the lifecycle engine's own write
 * path (writeTransitions: each row guarded by its version, the track record's entry and the
 * change's events, in one transaction): a Live trade closes at the contract's settlement
 * price with closing reason `expiry`; an Upcoming one is `expired`, its entry never reached. Both at
 * the expiry instant (or the trade's own start, for one posted after it). A real trade still awaiting
 * its broker is left to the broker's sweep.
 */
export async function settleExpiredContracts(
  deps: { db: AppDb; settlementPrice: SettlementPrices },
  now: Date,
): Promise<ContractExpiryPass> {
  const { db } = deps;
  const open = and(inArray(trades.status, ['Inactive', 'Active']), confirmedTrade());
  const expired = sql`${securityJoin.expiry} < ${earliestLiveExpiry(now)}`;
  // trades_open_security_idx: the open trades of each expired contract, never a scan of all trades.
  const contracts = await db
    .selectDistinct({ securityId: trades.securityId, expiry: securityJoin.expiry })
    .from(trades)
    .innerJoin(securityJoin.table, eq(securityJoin.id, trades.securityId))
    .where(and(open, expired));
  const pass: ContractExpiryPass = { contracts: contracts.length, closed: 0, expired: 0, waiting: 0 };
  for (const contract of contracts) {
    const expiresAt = expiryInstant(contract.expiry!);
    const price = deps.settlementPrice(contract.securityId, expiresAt);
    if (price === undefined) {
      pass.waiting += 1;
      continue;
    }
    const rows = await db
      .select({
        id: trades.id,
        status: trades.status,
        version: trades.version,
        postedById: trades.postedByUserId,
        step: trades.currentStep,
        visibility: trades.visibility,
        createdAt: trades.createdAt,
        liveAt: trades.liveAt,
      })
      .from(trades)
      .where(and(eq(trades.securityId, contract.securityId), open));
    const versions = new Map<number, KnownVersion>();
    const transitions: Transition[] = rows.map((row) => {
      versions.set(row.id, {
        version: row.version,
        postedById: row.postedById,
        step: row.step,
        visibility: row.visibility,
      });
      const started = (row.status === 'Active' ? row.liveAt : null) ?? row.createdAt;
      const at = Math.max(expiresAt.getTime(), started.getTime());
      const base = { tradeId: row.id, securityId: contract.securityId, at };
      return row.status === 'Active'
        ? { kind: 'closed', ...base, reason: 'expiry', price }
        : { kind: 'expired', ...base };
    });
    const result = await writeTransitions(db, transitions, versions, new Map());
    for (const transition of transitions) {
      if (!result.written.has(transition.tradeId)) continue;
      if (transition.kind === 'closed') pass.closed += 1;
      else pass.expired += 1;
    }
  }
  return pass;
}
