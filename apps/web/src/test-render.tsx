/** Rendering and fetch helpers for page tests (not shipped: only *.test files import them). */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, type Mock, vi } from 'vitest';
import { AppProviders } from './app/providers.tsx';
import { TradeActionsProvider } from './features/trades/index.ts';
import { registerAppBridge } from './shared/api/app-bridge.ts';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

/** Renders `pages` (path -> element) in a memory router; any other path shows where it landed. */
export function renderAt(path: string, pages: Record<string, ReactNode>) {
  const router = createMemoryRouter(
    [
      {
        // What the root shell gives every page: the trade cards' actions.
        element: (
          <TradeActionsProvider>
            <Outlet />
          </TradeActionsProvider>
        ),
        children: [
          ...Object.entries(pages).map(([pagePath, element]) => ({ path: pagePath, element })),
          { path: '*', element: <Where /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

export function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export type ApiHandler = (init: RequestInit) => Response | Promise<Response>;
export type FetchMock = Mock<(input: string, init: RequestInit) => Promise<Response>>;

/**
 * Stubs fetch with answers by 'METHOD /backend/path' (query stripped); unknown calls answer 404,
 * so a test that calls the wrong endpoint fails.
 */
export function mockApi(handlers: Record<string, ApiHandler>): FetchMock {
  const fetchMock: FetchMock = vi.fn(async (input: string, init: RequestInit) => {
    const key = `${init.method ?? 'GET'} ${input.split('?')[0]}`;
    const handler = handlers[key];
    return handler ? handler(init) : json(404, {});
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function callsTo(fetchMock: FetchMock, method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([input, init]) => input.split('?')[0] === path && (init.method ?? 'GET') === method,
  );
}

export function bodyOf(init: RequestInit | undefined): unknown {
  return JSON.parse(String(init?.body));
}

/** Replaces notify/navigate of the app bridge with mocks; returns them and the restore function. */
/**
 * For a test file: before each test a fresh app bridge (notify and navigate spies, reset), a silenced
 * console.error and `setup`; after each, the bridge, stubbed globals and spies undone.
 */
export function installTestBridge(setup?: () => void) {
  const bridge = { notify: vi.fn(), navigate: vi.fn() };
  let restore = () => {};
  beforeEach(() => {
    bridge.notify.mockReset();
    bridge.navigate.mockReset();
    restore = registerAppBridge(bridge);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setup?.();
  });
  afterEach(() => {
    restore();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return bridge;
}

export function mockBridge() {
  const notify = vi.fn();
  const navigate = vi.fn();
  const restore = registerAppBridge({ notify, navigate });
  return { notify, navigate, restore };
}
