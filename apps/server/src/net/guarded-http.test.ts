import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createGuardedHttpFetch,
  type HostLookup,
  RefusedAddressError,
  systemLookup,
} from './guarded-http.ts';

let server: http.Server;
let port: number;
let requests: string[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    requests.push(request.url ?? '');
    if (request.url === '/moved') {
      response.writeHead(302, { location: '/elsewhere' }).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html', 'set-cookie': ['a=1', 'b=2'] });
    response.end(`<title>Local page</title><p>${request.headers['accept-encoding']}</p>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const init = () => ({ signal: AbortSignal.timeout(2_000), headers: {}, redirect: 'manual' as const });
const toLoopback: HostLookup = async () => [{ address: '127.0.0.1', family: 4 }];

describe('the guarded HTTP client', () => {
  it('refuses to connect when the name resolves to loopback, so a changed DNS answer cannot reach it', async () => {
    requests = [];
    await expect(
      createGuardedHttpFetch(systemLookup)(`http://localhost:${port}/`, init()),
    ).rejects.toBeInstanceOf(RefusedAddressError);
    // A name that passed the check earlier and now answers 127.0.0.1 (DNS rebinding).
    const rebinding = vi.fn<HostLookup>(toLoopback);
    await expect(
      createGuardedHttpFetch(rebinding)(`http://rebind.example.in:${port}/`, init()),
    ).rejects.toBeInstanceOf(RefusedAddressError);
    expect(rebinding).toHaveBeenCalledWith('rebind.example.in');
    expect(requests).toEqual([]);
  });

  it('answers a fetch Response, uncompressed, and leaves redirects to the caller', async () => {
    requests = [];
    const guardedFetch = createGuardedHttpFetch(toLoopback, {
      isAllowedAddress: (address) => address === '127.0.0.1',
    });
    const page = await guardedFetch(`http://local.example.in:${port}/page`, init());
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html');
    expect(page.headers.get('set-cookie')).toBe('a=1, b=2');
    expect(await page.text()).toBe('<title>Local page</title><p>identity</p>');

    const moved = await guardedFetch(`http://local.example.in:${port}/moved`, init());
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe('/elsewhere');
    expect(requests).toEqual(['/page', '/moved']);
  });
});
