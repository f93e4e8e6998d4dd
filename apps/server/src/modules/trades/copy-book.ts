import { type ClosedCopy, type ExposurePosition, isDerivativeInstrument } from '@tradecircle/domain';
import { and, asc, eq, gte, inArray, isNotNull, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../db/client.ts';
import { securityJoin } from '../securities/index.ts';
import { trades } from './trades.tables.ts';

/*
 * A follower's copies of one expert's calls, as the copy guardrails read them (issue 34, part 3;
 * docs/metrics.md "Copy guardrails"): a copy is the follower's own trade whose copy_origin is a call
 * the expert posted. A copy whose origin was deleted (an Upcoming call taken down) lost that link
 * and is no longer counted.
 */

const origin = alias(trades, 'copy_origin');

const lotSizeOf = (row: { instrumentType: string; lotSize: number | null }) =>
  isDerivativeInstrument(row.instrumentType) ? (row.lotSize ?? 1) : 1;

function copiesOf(followerUserId: number, expertUserId: number) {
  return and(eq(trades.postedByUserId, followerUserId), eq(origin.postedByUserId, expertUserId));
}

/**
 * The follower's open copies (Upcoming or Live) of the expert's calls: entry price x lots x lot size
 * each; `except` leaves one out (a copy being edited, counted at its new terms by the caller).
 */
export async function openCopiesOf(
  db: AppDb,
  followerUserId: number,
  expertUserId: number,
  { except }: { except?: number } = {},
): Promise<ExposurePosition[]> {
  const rows = await db
    .select({
      entryPrice: trades.entryPrice,
      lots: trades.lots,
      instrumentType: securityJoin.instrumentType,
      lotSize: securityJoin.lotSize,
    })
    .from(trades)
    .innerJoin(origin, eq(origin.id, trades.copyOriginId))
    .innerJoin(securityJoin.table, eq(securityJoin.id, trades.securityId))
    .where(
      and(
        copiesOf(followerUserId, expertUserId),
        inArray(trades.status, ['Inactive', 'Active']),
        except === undefined ? undefined : ne(trades.id, except),
      ),
    );
  return rows.map((row) => ({ entryPrice: row.entryPrice, lots: row.lots, lotSize: lotSizeOf(row) }));
}

/** The follower's copies of the expert's calls closed at or after `since`, in closing order. */
export async function closedCopiesSince(
  db: AppDb,
  followerUserId: number,
  expertUserId: number,
  since: Date,
): Promise<ClosedCopy[]> {
  const rows = await db
    .select({
      tradeType: trades.tradeType,
      entryPrice: trades.entryPrice,
      entryFillPrice: trades.entryFillPrice,
      exitPrice: trades.exitPrice,
      lots: trades.lots,
      instrumentType: securityJoin.instrumentType,
      lotSize: securityJoin.lotSize,
    })
    .from(trades)
    .innerJoin(origin, eq(origin.id, trades.copyOriginId))
    .innerJoin(securityJoin.table, eq(securityJoin.id, trades.securityId))
    .where(
      and(
        copiesOf(followerUserId, expertUserId),
        eq(trades.status, 'Closed'),
        isNotNull(trades.exitPrice),
        gte(trades.closedAt, since),
      ),
    )
    .orderBy(asc(trades.closedAt), asc(trades.id));
  return rows.map((row) => ({
    tradeType: row.tradeType,
    entryPrice: row.entryPrice,
    entryFillPrice: row.entryFillPrice,
    exitPrice: row.exitPrice!,
    lots: row.lots,
    lotSize: lotSizeOf(row),
  }));
}

/** Whose copy of whose call the trade is: undefined when it is no copy (or its origin is gone). */
export async function copyPartiesOf(
  db: AppDb,
  tradeId: number,
): Promise<{ followerUserId: number; expertUserId: number } | undefined> {
  const [row] = await db
    .select({ followerUserId: trades.postedByUserId, expertUserId: origin.postedByUserId })
    .from(trades)
    .innerJoin(origin, eq(origin.id, trades.copyOriginId))
    .where(eq(trades.id, tradeId));
  return row;
}

/** A copy about to be created, as a guard judges it: whose copy of whose call, its entry and lot size. */
export type GuardedCopy = {
  followerUserId: number;
  expertUserId: number;
  entryPrice: number;
  lotSize: number;
};

/** An Upcoming copy's new terms, as a guard judges an edit. */
export type EditedCopy = { tradeId: number; entryPrice: number; lotSize: number; lots: number };

/**
 * The follower's copy guardrails as trades calls them (the copy-guardrails module answers; app.ts
 * wires it), each inside the transaction that writes the trade, before the write; a refusal is thrown.
 */
export type CopyGuards = {
  /** A new copy: the lots it takes, or undefined to keep the requested ones. */
  copy(tx: AppDb, copy: GuardedCopy): Promise<{ lots: number } | undefined>;
  /** An edit of an Upcoming copy's entry or lots: refused when its new terms would not fit. */
  edit(tx: AppDb, edit: EditedCopy): Promise<void>;
};
