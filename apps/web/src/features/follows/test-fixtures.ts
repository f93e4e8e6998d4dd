/** Experts and a routed fetch stub for the follow tests (not shipped: only *.test files import it). */
import { type Influencer, InfluencerSchema } from '@tradecircle/domain';
import { vi } from 'vitest';
import { json } from '../../test-render.tsx';

/** An expert as the follow lists answer them, checked against the wire schema. */
export function makeInfluencer(overrides: Partial<Influencer> = {}): Influencer {
  return InfluencerSchema.parse({
    user_id: 77,
    profile_id: 9,
    name: 'Meera Iyer',
    profile_image: null,
    followers: 120,
    following: 4,
    followers_ids: [],
    trades_count_last_seven_days: 3,
    percent_last_seven_days: 4.25,
    performance_window: '1W',
    performance_calls: 2,
    is_followed: false,
    is_sebi_registered: true,
    sebi_user_type: 'registered_analyst',
    days_pnl: 1200,
    days_pnl_percent: 2.1,
    types_of_instrument: ['Equity'],
    ...overrides,
  });
}

export type RouteHandler = (url: URL, init: RequestInit) => Response | Promise<Response>;

/**
 * Stubs fetch with answers by 'METHOD /backend/path' (without the query, which the handler reads
 * from `url`); unknown calls answer 404 so a wrong call fails the test.
 */
export function routeApi(routes: Record<string, RouteHandler>) {
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://test');
    const handler = routes[`${init.method ?? 'GET'} ${url.pathname}`];
    return handler ? handler(url, init) : json(404, {});
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    /** The URLs (with query) of the calls to `METHOD path`. */
    calls: (method: string, path: string) =>
      fetchMock.mock.calls
        .filter(([input, init]) => (init?.method ?? 'GET') === method && input.split('?')[0] === path)
        .map(([input, init]) => ({ url: new URL(input, 'http://test'), init })),
  };
}

/** A promise with its resolve, for answers the test releases when it chooses. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
