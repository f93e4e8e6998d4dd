/** Trades posted through the API, for journeys that need one waiting on a screen. */
import { type APIRequestContext, expect } from '@playwright/test';
import { type ApiLogin, bearer } from './auth.ts';
import { livePriceOf, securityBySymbol } from './market.ts';

/**
 * Posts a virtual Buy limit order on `symbol` with its entry 20% above the live price, so the trade
 * waits Upcoming whatever the simulator does; its target is 10% above the entry, its stop 5% below.
 * Returns the new trade's id.
 */
export async function postUpcomingTrade(
  request: APIRequestContext,
  poster: ApiLogin,
  symbol: string,
  reasoning: string,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const security = await securityBySymbol(request, symbol);
  const entry = Math.round((await livePriceOf(request, security.id)) * 1.2);
  const created = await request.post('/backend/api/trade/create-trade/', {
    headers: bearer(poster),
    data: {
      security: security.id,
      security_name: security.name,
      trade_type: 'Buy',
      entry_price: entry,
      target_price: Math.round(entry * 1.1),
      stop_loss: Math.round(entry * 0.95),
      target_stop_loss_list: [],
      lots: 1,
      duration: 3,
      reasonings: reasoning,
      is_real: false,
      // Waits Upcoming at the typed entry (a market order would enter at the live price).
      order_type: 'limit_order',
      ...extra,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as { id: number }).id;
}
