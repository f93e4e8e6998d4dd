/** Share links of a trade (trades.md §2): its share page, and its poster's profile opening the trade. */
import type { Trade } from '@tradecircle/domain';
import { routeTo, toQueryString } from '../../../shared/routing/route-names.ts';

export type ShareableTrade = Pick<Trade, 'id' | 'security_name' | 'posted_by_id' | 'posted_by_name'> & {
  /** false for a futures-and-options trade: its profile link carries fotrade=true. */
  is_equity_trade?: boolean;
};

/** `/trade/{id}/{security name}` */
export function tradeSharePath(trade: ShareableTrade): string {
  return routeTo('shareTrade', { id: trade.id, securityName: trade.security_name });
}

/** `/profile/{posted_by_id}/{poster_name}/?fotrade=false&trade_id={id}&trade_name={security name}` */
export function tradeProfilePath(trade: ShareableTrade): string {
  const profile = routeTo('OthersProfilePage', { id: trade.posted_by_id, name: trade.posted_by_name });
  const query = toQueryString({
    fotrade: trade.is_equity_trade === false,
    trade_id: trade.id,
    trade_name: trade.security_name,
  });
  return `${profile}/${query}`;
}

export function absoluteUrl(path: string, origin: string = window.location.origin): string {
  return new URL(path, origin).toString();
}
