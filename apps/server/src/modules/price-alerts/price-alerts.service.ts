import {
  type CreatePriceAlertRequest,
  MAX_ACTIVE_PRICE_ALERTS,
  PRICE_ALERT_MESSAGES,
  type PriceAlert,
} from '@tradecircle/domain';
import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import type { QuoteBook } from '../market/index.ts';
import { findSecurityById } from '../securities/index.ts';
import { presentPriceAlert } from './price-alerts.presenter.ts';
import { countWaiting, deleteAlert, listAlerts } from './price-alerts.repository.ts';
import { priceAlerts } from './price-alerts.tables.ts';

export type PriceAlertDeps = {
  db: AppDb;
  quotes: QuoteBook;
  /** Told of each new alert's security (the watcher checks its ticks from then on). */
  onCreated?: (securityId: number) => void;
};

export async function listMyAlerts({ db, quotes }: PriceAlertDeps, userId: number): Promise<PriceAlert[]> {
  const rows = await listAlerts(db, userId);
  return rows.map(({ alert, security }) =>
    presentPriceAlert(alert, security, quotes.getQuote(security.id)?.livePrice),
  );
}

/**
 * A new waiting alert. At most MAX_ACTIVE_PRICE_ALERTS wait per user: one user's creates take turns
 * (a lock held until commit), so concurrent ones cannot all pass at the limit. An alert already met
 * by the live price fires on the next tick.
 */
export async function createAlert(
  { db, quotes, onCreated }: PriceAlertDeps,
  userId: number,
  input: CreatePriceAlertRequest,
): Promise<PriceAlert> {
  const security = await findSecurityById(db, input.security);
  if (!security)
    throw badRequest(PRICE_ALERT_MESSAGES.securityNotFound, {
      security: [PRICE_ALERT_MESSAGES.securityNotFound],
    });
  const alert = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('price-alerts'), ${userId})`);
    if ((await countWaiting(tx, userId)) >= MAX_ACTIVE_PRICE_ALERTS)
      throw badRequest(PRICE_ALERT_MESSAGES.limit);
    const [row] = await tx
      .insert(priceAlerts)
      .values({ userId, securityId: security.id, condition: input.condition, price: input.price })
      .returning();
    return row!;
  });
  onCreated?.(security.id);
  return presentPriceAlert(alert, security, quotes.getQuote(security.id)?.livePrice);
}

export async function removeAlert(db: AppDb, userId: number, alertId: number): Promise<void> {
  // Someone else's alert answers as a missing one: ids tell nothing of others' alerts.
  if (!(await deleteAlert(db, userId, alertId))) throw notFound(PRICE_ALERT_MESSAGES.notFound);
}
