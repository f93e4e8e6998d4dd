/** Test data for the watchlist tests (imported by *.test files only). */
import type { Trade, Watchlist } from '@tradecircle/domain';

export function buildWatchlist(overrides: Partial<Watchlist> = {}): Watchlist {
  const items = overrides.items ?? [
    {
      id: 501,
      stock_data: {
        id: 11,
        name: 'Infosys Ltd',
        symbol: 'INFY',
        exchange: 'NSE',
        live_price: 1548.7,
        up_down_price: 12.35,
        up_down_percent: 0.8,
      },
    },
    {
      id: 502,
      stock_data: {
        id: 12,
        name: 'Tata Steel Ltd',
        symbol: 'TATASTEEL',
        exchange: 'NSE',
        live_price: 151.2,
        up_down_price: -2.1,
        up_down_percent: -1.37,
      },
    },
  ];
  return {
    id: 1,
    name: 'My Watchlist',
    watchlist_type: 'stock',
    items_count: items.length,
    items,
    trade_items: [],
    ...overrides,
  };
}

/** A trade tab ('Saved Trades') holding `trades` as bookmarks; item ids are 901, 902, ... */
export function buildTradeWatchlist(trades: Trade[], overrides: Partial<Watchlist> = {}): Watchlist {
  return {
    id: 9,
    name: 'Saved Trades',
    watchlist_type: 'trade',
    items_count: trades.length,
    items: [],
    trade_items: trades.map((trade, index) => ({ id: 901 + index, trade_data: trade })),
    ...overrides,
  };
}
