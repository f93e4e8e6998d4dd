/** Test data for the watchlist tests (imported by *.test files only). */
import type { Watchlist } from './api.ts';

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
    ...overrides,
  };
}
