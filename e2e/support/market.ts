/** Securities and prices through the API, for journeys that set up trades. */
import type { APIRequestContext, Page } from '@playwright/test';

export interface FoundSecurity {
  id: number;
  symbol: string;
  name: string;
}

/** The first listing security_search/{text} answers for exactly `symbol`. */
export async function securityBySymbol(request: APIRequestContext, symbol: string): Promise<FoundSecurity> {
  const response = await request.get(`/backend/api/trade/security_search/${symbol}`);
  const found = ((await response.json()) as FoundSecurity[]).find((row) => row.symbol === symbol);
  if (!found) throw new Error(`security_search found no ${symbol}`);
  return found;
}

/** The security's live price as update-live-price answers it. */
export async function livePriceOf(request: APIRequestContext, id: number): Promise<number> {
  const response = await request.post('/backend/api/trade/update-live-price/', { data: { id } });
  return ((await response.json()) as { live_price: number }).live_price;
}

/**
 * Resolves when the page's live socket is named as the signed-in user (its `authenticated` frame):
 * pushes to the user reach the page only from then on. Call before the page is opened.
 */
export function liveSocketNamed(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"type":"authenticated"')) resolve();
      });
    });
  });
}

/**
 * Resolves when the page's live socket has subscribed to the security (the server's `subscribed`
 * frame names it): trade changes of that security reach the page only from then on. Call before
 * the page is opened.
 */
export function liveSubscriptionTo(page: Page, securityId: number): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload !== 'string' || !payload.includes('"type":"subscribed"')) return;
        const frame = JSON.parse(payload) as { ids?: unknown };
        if (Array.isArray(frame.ids) && frame.ids.includes(securityId)) resolve();
      });
    });
  });
}
