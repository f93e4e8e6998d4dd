import type { Trade } from '@tradecircle/domain';
import type { QuoteBook } from '../market/index.ts';
import type { listStockItems, WatchlistRow } from './watchlists.repository.ts';

type StockItem = Awaited<ReturnType<typeof listStockItems>>[number];
export type TradeItem = { id: number; watchlistId: number; trade: Trade };

export function presentWatchlist(
  tab: WatchlistRow,
  items: StockItem[],
  tradeItems: TradeItem[],
  quotes: QuoteBook,
) {
  return {
    id: tab.id,
    name: tab.name,
    watchlist_type: tab.watchlistType,
    items_count: items.length + tradeItems.length,
    trade_items: tradeItems.map((item) => ({ id: item.id, trade_data: item.trade })),
    items: items.map((item) => {
      const quote = quotes.getQuote(item.security.id);
      return {
        id: item.id,
        stock_data: {
          id: item.security.id,
          name: item.security.name,
          symbol: item.security.symbol,
          exchange: item.security.exchange,
          live_price: quote?.livePrice ?? Number(item.security.closePrice ?? 0),
          up_down_price: quote?.change ?? 0,
          up_down_percent: quote?.changePercent ?? 0,
        },
      };
    }),
  };
}
