import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { HOUR, makeJwt, storeValidLogin } from '../../test-utils.ts';
import { registerAppBridge } from './app-bridge.ts';
import { HttpError } from './http-errors.ts';
import { isAbortError, request, SessionExpiredError } from './request.ts';
import { readSession } from './session.ts';

type FetchMock = Mock<(input: string, init: RequestInit) => Promise<Response>>;

let fetchMock: FetchMock;
let notifyMock: Mock;
let navigateMock: Mock;
let restoreBridge: () => void;

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function sentAuthorization(call = 0): string | null {
  const init = fetchMock.mock.calls[call]?.[1];
  return new Headers(init?.headers).get('Authorization');
}

beforeEach(() => {
  fetchMock = vi.fn<(input: string, init: RequestInit) => Promise<Response>>(async () =>
    json(200, { ok: true }),
  );
  vi.stubGlobal('fetch', fetchMock);
  notifyMock = vi.fn();
  navigateMock = vi.fn();
  restoreBridge = registerAppBridge({ notify: notifyMock, navigate: navigateMock });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  restoreBridge();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('request: bearer token', () => {
  it('sends the access token while it is unexpired', async () => {
    storeValidLogin();
    await request('api/trade/duration-list');
    expect(sentAuthorization()).toBe(`Bearer ${readSession().access}`);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/backend/api/trade/duration-list');
  });

  it('clears the session, goes to AuthPage and rejects when neither token is usable', async () => {
    storeValidLogin({ access: makeJwt(-5), refresh: makeJwt(-5) });
    await expect(request('api/trade/duration-list')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(navigateMock).toHaveBeenCalledWith('/login');
    expect(localStorage.getItem('user_id')).toBeNull();
  });

  it('sends no token for auth none, and none without redirect for auth optional', async () => {
    storeValidLogin();
    await request('trending/securities/', { auth: 'none' });
    expect(sentAuthorization(0)).toBeNull();

    localStorage.clear();
    await request('api/premium-groups', { auth: 'optional', query: { detail_count: 5 } });
    expect(sentAuthorization(1)).toBeNull();
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/backend/api/premium-groups?detail_count=5');
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it('sends a JSON body and returns the parsed answer', async () => {
    storeValidLogin();
    fetchMock.mockResolvedValueOnce(json(200, { message: 'done' }));
    const answer = await request<{ message: string }>('/api/follow-influencer/', {
      method: 'POST',
      body: { user_id: 42, to_follow_id: 9 },
    });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(answer).toEqual({ message: 'done' });
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"user_id":42,"to_follow_id":9}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('returns a file as a Blob with responseType blob, and still reads a refusal as JSON', async () => {
    storeValidLogin();
    const pdf = new Uint8Array([37, 80, 68, 70, 45]);
    fetchMock.mockResolvedValueOnce(
      new Response(pdf, { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    const file = await request<Blob>('api/trade/trade-report/5/', { responseType: 'blob' });
    expect(file.type).toBe('application/pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);
    expect(sentAuthorization(0)).toMatch(/^Bearer /);

    fetchMock.mockResolvedValueOnce(json(404, { message: 'Trade not found' }));
    await expect(
      request('api/trade/trade-report/6/', { responseType: 'blob', handledStatuses: [404] }),
    ).rejects.toMatchObject({ status: 404, body: { message: 'Trade not found' } });
  });
});

describe('request: refresh exchange', () => {
  const newAccess = makeJwt(900);
  const newRefresh = makeJwt(30 * 24 * HOUR);

  function answerRefreshWith(response: () => Response) {
    fetchMock.mockImplementation(async (input) =>
      input === '/backend/api/token/refresh/' ? response() : json(200, { ok: true }),
    );
  }
  const refreshCalls = () =>
    fetchMock.mock.calls.filter(([input]) => input === '/backend/api/token/refresh/');

  it('exchanges an unexpired refresh token, stores the new pair and sends the new access token', async () => {
    storeValidLogin({ access: makeJwt(-5) });
    const oldRefresh = readSession().refresh;
    answerRefreshWith(() => json(200, { access: newAccess, refresh: newRefresh }));

    await request('api/trade/duration-list');

    const [input, init] = fetchMock.mock.calls[0] ?? [];
    expect(input).toBe('/backend/api/token/refresh/');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ refresh: oldRefresh }));
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/backend/api/trade/duration-list');
    expect(sentAuthorization(1)).toBe(`Bearer ${newAccess}`);
    const session = readSession();
    expect(session.access).toBe(newAccess);
    expect(session.refresh).toBe(newRefresh);
    expect(JSON.parse(session.token ?? '{}')).toEqual({ access: newAccess, refresh: newRefresh });
  });

  it('shares one exchange between concurrent requests', async () => {
    storeValidLogin({ access: makeJwt(-5) });
    answerRefreshWith(() => json(200, { access: newAccess, refresh: newRefresh }));

    await Promise.all([request('api/a'), request('api/b'), request('api/c', { method: 'POST', body: {} })]);

    expect(refreshCalls()).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    for (const call of [1, 2, 3]) expect(sentAuthorization(call)).toBe(`Bearer ${newAccess}`);
  });

  it('exchanges again once the previous exchange has finished and the new access token expired', async () => {
    storeValidLogin({ access: makeJwt(-5) });
    answerRefreshWith(() => json(200, { access: makeJwt(-1), refresh: newRefresh }));
    await request('api/a');
    await request('api/b');
    expect(refreshCalls()).toHaveLength(2);
    expect(JSON.parse(refreshCalls()[1]?.[1].body as string)).toEqual({ refresh: newRefresh });
  });

  it('clears the session and goes to AuthPage when the refresh is refused', async () => {
    storeValidLogin({ access: makeJwt(-5) });
    answerRefreshWith(() => json(401, { message: 'Token is invalid or expired' }));

    await expect(request('api/trade/duration-list')).rejects.toBeInstanceOf(SessionExpiredError);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('user_id')).toBeNull();
    expect(localStorage.getItem('refresh')).toBeNull();
    expect(navigateMock).toHaveBeenCalledWith('/login');
  });

  it('with auth optional, a refused refresh clears the session and sends the call without a token', async () => {
    storeValidLogin({ access: makeJwt(-5) });
    answerRefreshWith(() => json(401, {}));

    await request('api/premium-groups', { auth: 'optional' });

    expect(sentAuthorization(1)).toBeNull();
    expect(localStorage.getItem('user_id')).toBeNull();
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it('keeps the session when the exchange fails for a server error', async () => {
    storeValidLogin({ access: makeJwt(-5) });
    answerRefreshWith(() => json(503, {}));

    await expect(request('api/a')).rejects.toThrow(/503/);

    expect(localStorage.getItem('user_id')).toBe('42');
    expect(navigateMock).not.toHaveBeenCalled();
  });
});

describe('request: cancellation', () => {
  function hangingFetch() {
    fetchMock.mockImplementationOnce(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
  }

  it('aborts the earlier in-flight request with the same key', async () => {
    hangingFetch();
    const first = request('api/trade/security_search/rel', { auth: 'none', abortKey: 'search' });
    const second = request('api/trade/security_search/reli', { auth: 'none', abortKey: 'search' });
    const firstError = await first.catch((error: unknown) => error);
    expect(isAbortError(firstError)).toBe(true);
    await expect(second).resolves.toEqual({ ok: true });
  });

  it('keeps the earlier request with keepPrevious, or when keys differ', async () => {
    let release: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(
      (_input, init) =>
        new Promise((resolve, reject) => {
          release = resolve;
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const first = request('api/a', { auth: 'none', abortKey: 'k' });
    await request('api/a', { auth: 'none', abortKey: 'k', keepPrevious: true });
    await request('api/b', { auth: 'none' });
    release(json(200, { first: true }));
    await expect(first).resolves.toEqual({ first: true });
  });
});

describe('request: HTTP error catalogue', () => {
  async function failWith(status: number, body?: unknown): Promise<unknown> {
    fetchMock.mockResolvedValueOnce(json(status, body));
    return request('api/x', { auth: 'none' }).catch((error: unknown) => error);
  }

  it('400 shows the server message as an error for 4500 ms', async () => {
    const error = await failWith(400, { message: 'Entry price is required' });
    expect(error).toBeInstanceOf(HttpError);
    expect(notifyMock).toHaveBeenCalledWith('Entry price is required', 'error', 4500);
  });

  it.each([
    [401, 'Unauthorized'],
    [403, 'Forbidden Request'],
  ])('%i shows %s, clears local and session storage and goes to AuthPage', async (status, message) => {
    storeValidLogin();
    sessionStorage.setItem('draft', '1');
    await failWith(status, { message: 'ignored' });
    expect(notifyMock).toHaveBeenCalledWith(message, 'error', undefined);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(navigateMock).toHaveBeenCalledWith('/login');
  });

  it('leaves statuses the caller handles to the caller: no snackbar, no sign-out, still an HttpError', async () => {
    storeValidLogin();
    fetchMock.mockResolvedValueOnce(
      json(403, { message: 'Only SEBI registered experts can upload research reports' }),
    );
    const error = await request('api/trade/create-stock-report/', {
      method: 'POST',
      handledStatuses: [403],
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(403);
    expect(notifyMock).not.toHaveBeenCalled();
    expect(navigateMock).not.toHaveBeenCalled();
    expect(localStorage.getItem('user_id')).toBe('42');
  });

  it('a 401 for a token the session no longer holds (logged out meanwhile) changes nothing and goes nowhere', async () => {
    storeValidLogin();
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const pending = request('api/user-session/').catch((error: unknown) => error);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    localStorage.clear();
    storeValidLogin({ access: makeJwt(HOUR + 60) });
    answer(json(401, { message: 'Token revoked' }));
    expect(await pending).toBeInstanceOf(HttpError);
    expect(notifyMock).not.toHaveBeenCalled();
    expect(navigateMock).not.toHaveBeenCalled();
    expect(localStorage.getItem('user_id')).toBe('42');
  });

  it('sends an explicit bearer instead of the session, even with the session cleared', async () => {
    await request('api/logout/', { method: 'POST', bearer: 'revoke-me', auth: 'none' });
    expect(sentAuthorization()).toBe('Bearer revoke-me');
  });

  it('404 reads Page not Found with a body message, else Invalid API URL', async () => {
    await failWith(404, { message: 'No such trade' });
    expect(notifyMock).toHaveBeenLastCalledWith('Page not Found', 'error', undefined);
    await failWith(404);
    expect(notifyMock).toHaveBeenLastCalledWith('Invalid API URL', 'error', undefined);
  });

  it('440 reads PublicSession Expired and keeps the storage', async () => {
    storeValidLogin();
    await failWith(440, { message: 'expired' });
    expect(notifyMock).toHaveBeenCalledWith('PublicSession Expired', 'error', undefined);
    expect(localStorage.getItem('user_id')).toBe('42');
  });

  it('other statuses are only logged', async () => {
    const error = await failWith(500, { message: 'boom' });
    expect((error as HttpError).status).toBe(500);
    expect(notifyMock).not.toHaveBeenCalled();
    expect(navigateMock).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalled();
  });
});
