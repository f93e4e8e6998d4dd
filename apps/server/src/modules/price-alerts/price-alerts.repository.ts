import type { PriceAlertCondition, PriceRange } from '@tradecircle/domain';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { resultRows } from '../../db/driver-results.ts';
import { securityJoin } from '../securities/index.ts';
import { priceAlerts } from './price-alerts.tables.ts';

export type PriceAlertRow = typeof priceAlerts.$inferSelect;

/** The user's alerts with their securities, newest first. */
export async function listAlerts(db: AppDb, userId: number) {
  return db
    .select({
      alert: priceAlerts,
      security: {
        id: securityJoin.id,
        symbol: securityJoin.symbol,
        name: securityJoin.name,
        exchange: securityJoin.exchange,
      },
    })
    .from(priceAlerts)
    .innerJoin(securityJoin.table, eq(securityJoin.id, priceAlerts.securityId))
    .where(eq(priceAlerts.userId, userId))
    .orderBy(desc(priceAlerts.id));
}

/** The securities with at least one waiting alert. */
export async function securitiesWithWaitingAlerts(db: AppDb): Promise<number[]> {
  const rows = await db
    .selectDistinct({ securityId: priceAlerts.securityId })
    .from(priceAlerts)
    .where(isNull(priceAlerts.triggeredAt));
  return rows.map((row) => row.securityId);
}

export async function countWaiting(db: AppDb, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(priceAlerts)
    .where(and(eq(priceAlerts.userId, userId), isNull(priceAlerts.triggeredAt)));
  return row!.n;
}

/** Deletes the user's alert; false when they have none of that id. */
export async function deleteAlert(db: AppDb, userId: number, alertId: number): Promise<boolean> {
  const rows = await db
    .delete(priceAlerts)
    .where(and(eq(priceAlerts.id, alertId), eq(priceAlerts.userId, userId)))
    .returning({ id: priceAlerts.id });
  return rows.length > 0;
}

export type FiredAlert = {
  id: number;
  userId: number;
  securityId: number;
  condition: PriceAlertCondition;
  price: number;
  triggeredPrice: number;
};

/**
 * Marks triggered, in one statement, the waiting alerts the price ranges meet (domain alertMetAt:
 * `above` at or under the range's high, `below` at or over its low), and answers them. Only waiting
 * rows are updated, so an alert fires once, whoever else checks the same prices.
 */
export async function fireMetAlerts(tx: AppDb, ranges: ReadonlyMap<number, PriceRange>, at: Date) {
  const ids = [...ranges.keys()];
  const highs = ids.map((id) => ranges.get(id)!.high);
  const lows = ids.map((id) => ranges.get(id)!.low);
  const result: unknown = await tx.execute(sql`
    with batch(security_id, high, low) as (
      select * from unnest(${sql.param(ids)}::int[], ${sql.param(highs)}::numeric[], ${sql.param(lows)}::numeric[])
    )
    update ${priceAlerts} as alert set
      triggered_at = ${at.toISOString()}::timestamptz,
      triggered_price = case when alert.condition = 'above' then batch.high else batch.low end
    from batch
    where alert.security_id = batch.security_id
      and alert.triggered_at is null
      and ((alert.condition = 'above' and batch.high >= alert.price)
        or (alert.condition = 'below' and batch.low <= alert.price))
    returning alert.id, alert.user_id, alert.security_id, alert.condition, alert.price, alert.triggered_price`);
  return resultRows<{
    id: number;
    user_id: number;
    security_id: number;
    condition: PriceAlertCondition;
    price: string | number;
    triggered_price: string | number;
  }>(result).map(
    (row): FiredAlert => ({
      id: Number(row.id),
      userId: Number(row.user_id),
      securityId: Number(row.security_id),
      condition: row.condition,
      price: Number(row.price),
      triggeredPrice: Number(row.triggered_price),
    }),
  );
}
