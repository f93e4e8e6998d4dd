import { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveMarketingParams } from '../../shared/api/session.ts';
import { bodyOf, callsTo, type FetchMock, json, mockApi } from '../../test-render.tsx';
import { storeValidLogin } from '../../test-utils.ts';
import { afterPageData } from './after-page-data.ts';
import { parseUserAgent } from './device-info.ts';
import { resetPublicIp, SESSION_ID_KEY } from './session-update.ts';
import {
  resetSessionTrackingMemory,
  SESSION_UPDATE_SENT_AT_KEY,
  useSessionTracking,
} from './use-session-tracking.ts';

const UPDATE = '/backend/api/update-user-session/';
let visibility: DocumentVisibilityState = 'visible';
let fetchMock: FetchMock;

function Tracker() {
  useSessionTracking();
  return null;
}

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Lets the awaited IP lookup and the PATCH settle without moving the clock. */
async function flush() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

const updates = () => callsTo(fetchMock, 'PATCH', UPDATE);

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  resetPublicIp();
  resetSessionTrackingMemory();
  fetchMock = mockApi({
    'GET /backend/api/public-ip/': () => json(200, { ip: '203.0.113.7' }),
    [`PATCH ${UPDATE}`]: () => json(200, { session_id: 'sess-12345678', message: 'Session updated' }),
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useSessionTracking', () => {
  it('sends at once, then every 10 s while visible, with the marketing values, device and IP', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    );
    saveMarketingParams({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'diwali',
      utm_term: 'calls',
    });
    render(<Tracker />);
    await flush();
    expect(updates()).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(9_999));
    expect(updates()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(updates()).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(updates()).toHaveLength(4);

    expect(callsTo(fetchMock, 'GET', '/backend/api/public-ip/')).toHaveLength(1);
    const first = bodyOf(updates()[0]?.[1]) as Record<string, unknown>;
    expect(first).toMatchObject({
      source: 'newsletter',
      medium: 'email',
      campaign: 'diwali',
      utm_id: null,
      utm_content: null,
      utm_term: 'calls',
      ipaddress: '203.0.113.7',
    });
    expect(first).not.toHaveProperty('session_id');
    expect(first.device).toEqual({
      name: 'Chrome',
      version: '124.0.0.0',
      os: 'Windows',
      manufacturer: null,
      product: null,
    });
    expect(bodyOf(updates()[1]?.[1])).toMatchObject({ session_id: 'sess-12345678' });
    expect(sessionStorage.getItem(SESSION_ID_KEY)).toBe('sess-12345678');
  });

  it('sends nothing while hidden and resumes at once on becoming visible', async () => {
    visibility = 'hidden';
    render(<Tracker />);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(updates()).toHaveLength(0);

    setVisibility('visible');
    await flush();
    expect(updates()).toHaveLength(1);

    setVisibility('hidden');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(updates()).toHaveLength(1);
  });

  it('sends the bearer token only when logged in', async () => {
    render(<Tracker />);
    await flush();
    expect(new Headers(updates()[0]?.[1].headers).get('Authorization')).toBeNull();

    storeValidLogin();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(new Headers(updates()[1]?.[1].headers).get('Authorization')).toMatch(/^Bearer ey/);
  });

  it('only logs a failed update and keeps going', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(async () => json(500, {}));
    render(<Tracker />);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(updates()).toHaveLength(2);
    expect(logged).toHaveBeenCalled();
  });
});

describe('useSessionTracking: never ahead of the page’s data calls', () => {
  function GatedTracker({ gate }: { gate: () => Promise<void> }) {
    useSessionTracking(gate);
    return null;
  }

  it('asks nothing (no IP lookup, no update) until the gate settles, then sends at once', async () => {
    let open = () => {};
    const gate = () =>
      new Promise<void>((resolve) => {
        open = resolve;
      });
    render(
      <StrictMode>
        <GatedTracker gate={gate} />
      </StrictMode>,
    );
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(callsTo(fetchMock, 'GET', '/backend/api/public-ip/')).toHaveLength(0);
    expect(updates()).toHaveLength(0);

    open();
    await flush();
    expect(updates()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(updates()).toHaveLength(2);
  });

  it('waits for the query client to fetch and settle, or gives up waiting at the cap', async () => {
    const queryClient = new QueryClient();
    let answer = (_value: string) => {};
    void queryClient.fetchQuery({
      queryKey: ['feed'],
      queryFn: () =>
        new Promise<string>((resolve) => {
          answer = resolve;
        }),
    });
    let settled = false;
    void afterPageData(queryClient, 10_000).then(() => {
      settled = true;
    });
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(settled).toBe(false);
    answer('trades');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(settled).toBe(true);

    let quietSettled = false;
    void afterPageData(new QueryClient(), 10_000).then(() => {
      quietSettled = true;
    });
    await act(() => vi.advanceTimersByTimeAsync(9_999));
    expect(quietSettled).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(quietSettled).toBe(true);
  });
});

describe('useSessionTracking: one update per interval per tab', () => {
  it('keeps one timer however often it mounts (StrictMode, two callers): 7 updates in a minute, not 14', async () => {
    render(
      <StrictMode>
        <Tracker />
        <Tracker />
      </StrictMode>,
    );
    await flush();
    expect(updates()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    // At 0, 10, ..., 60 s.
    expect(updates()).toHaveLength(7);
  });

  it('a reload within the interval waits for the rest of it instead of sending at once', async () => {
    const first = render(<Tracker />);
    await flush();
    expect(updates()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    first.unmount();

    // A reload: the page's memory is gone, the tab's sessionStorage is not.
    resetSessionTrackingMemory();
    render(<Tracker />);
    await flush();
    expect(updates()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(6_999));
    expect(updates()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(updates()).toHaveLength(2);
    expect(Number(sessionStorage.getItem(SESSION_UPDATE_SENT_AT_KEY))).toBe(Date.now());
  });

  it('15 page loads in a minute in one tab send one update per 10 s, not one per load', async () => {
    for (let load = 0; load < 15; load++) {
      resetSessionTrackingMemory();
      const page = render(<Tracker />);
      await flush();
      await act(() => vi.advanceTimersByTimeAsync(4_000));
      page.unmount();
    }
    // Loads at 0, 4, ..., 56 s (the last one open until 60 s); updates at 0, 10, ..., 60 s: the same
    // 7 as one page left open for the minute.
    expect(updates()).toHaveLength(7);
  });

  it('stops while hidden and, back after a long absence, sends once and keeps the cadence', async () => {
    render(<Tracker />);
    await flush();
    setVisibility('hidden');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(updates()).toHaveLength(1);
    setVisibility('visible');
    setVisibility('hidden');
    setVisibility('visible');
    await flush();
    expect(updates()).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(updates()).toHaveLength(3);
  });

  it('a 429 is neither logged nor shown, and the next interval tries again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(async (input) =>
      input.includes('public-ip')
        ? json(200, { ip: '203.0.113.7' })
        : json(429, { message: 'Too many requests, please try again in 9 seconds' }),
    );
    render(<Tracker />);
    await flush();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(updates()).toHaveLength(2);
    expect(logged).not.toHaveBeenCalled();
  });
});

describe('parseUserAgent', () => {
  it('reads browser, version, system and device from an Android Chrome user agent', () => {
    expect(
      parseUserAgent(
        'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
      ),
    ).toEqual({
      name: 'Chrome',
      version: '120.0.6099.144',
      os: 'Android',
      manufacturer: 'Samsung',
      product: 'SM-S911B',
    });
  });

  it('reads Safari on an iPhone', () => {
    expect(
      parseUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ name: 'Safari', version: '17.2', os: 'iOS', manufacturer: 'Apple', product: 'iPhone' });
  });
});
