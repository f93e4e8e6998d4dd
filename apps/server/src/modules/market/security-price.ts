import type { LivePrice } from '@tradecircle/domain';
import type { AppDb } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { findSecurityById } from '../securities/index.ts';
import type { QuoteBook } from './market.types.ts';

/** A security with its live price and change; before its first tick, its close with no change. 404 when unknown. */
export async function findSecurityPrice(db: AppDb, quotes: QuoteBook, securityId: number) {
  const security = await findSecurityById(db, securityId);
  if (!security) throw notFound('Security not found');
  const quote = quotes.getQuote(securityId);
  const close = Number(security.closePrice ?? 0);
  const price: LivePrice = {
    id: security.id,
    live_price: quote?.livePrice ?? close,
    close_price: quote?.previousClose ?? close,
    up_down_price: quote?.change ?? 0,
    up_down_percent: quote?.changePercent ?? 0,
  };
  return { security, price };
}
