import type { ShareTradeResponse } from '@tradecircle/domain';
import type { AppDb } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { recordEvents } from '../outbox/index.ts';
import type { Viewer } from '../users/index.ts';
import { recordShare } from './trade-grants.ts';
import { findVisibleTrade } from './trades.repository.ts';

/** The link a shared trade goes out as (trades.md §1: /trade/{id}/{security name}). */
export const shareTradePath = (tradeId: number, securityName: string): string =>
  `/trade/${tradeId}/${encodeURIComponent(securityName)}`;

/**
 * share-trade (trades.md §7): the trade's share link, for any trade the caller may see (404
 * otherwise). A signed-in caller's first share of a trade is recorded with its event, which the
 * share task's coins come from (docs/api.md, "Gamification"); sharing it again records nothing.
 */
export async function shareTrade(db: AppDb, viewer: Viewer, tradeId: number): Promise<ShareTradeResponse> {
  const row = await findVisibleTrade(db, viewer, tradeId);
  if (!row) throw notFound('Trade not found');
  if (viewer) {
    await db.transaction(async (tx) => {
      if (await recordShare(tx, viewer.userId, tradeId)) {
        await recordEvents(tx, [{ type: 'trade.shared', tradeId, sharerUserId: viewer.userId }]);
      }
    });
  }
  return { message: 'Trade shared', share_url: shareTradePath(tradeId, row.security.name) };
}
