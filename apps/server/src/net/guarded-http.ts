import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import { isPublicAddress } from './blocked-addresses.ts';

export type ResolvedAddress = { address: string; family: number };
/** Every address a host name resolves to (dns.lookup with `all`). */
export type HostLookup = (hostname: string) => Promise<ResolvedAddress[]>;

/** The part of fetch() an outbound fetch uses; the global fetch fits. */
export type FetchLike = (
  url: string,
  init: { signal: AbortSignal; headers: Record<string, string>; redirect: 'manual' },
) => Promise<Response>;

export const systemLookup: HostLookup = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export class RefusedAddressError extends Error {
  constructor(hostname: string) {
    super(`${hostname} does not resolve to public addresses only`);
  }
}

/** The host's addresses, or RefusedAddressError when there are none or any of them is not allowed. */
export async function resolvePublicAddresses(
  hostname: string,
  lookup: HostLookup,
  isAllowed: (address: string) => boolean = isPublicAddress,
): Promise<ResolvedAddress[]> {
  const host = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  const addresses = await lookup(host);
  if (addresses.length === 0 || !addresses.every((entry) => isAllowed(entry.address))) {
    throw new RefusedAddressError(host);
  }
  return addresses;
}

/**
 * A socket lookup that only hands out public addresses. Checking before the request is not enough on
 * its own: the name is resolved again when connecting, and a DNS answer that changes in between
 * (DNS rebinding) would otherwise reach the private network.
 */
function publicOnlyLookup(lookup: HostLookup, isAllowed: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolvePublicAddresses(hostname, lookup, isAllowed).then(
      (addresses) => {
        const wanted = options.family === 4 || options.family === 6 ? options.family : undefined;
        const usable = wanted ? addresses.filter((entry) => entry.family === wanted) : addresses;
        const [first] = usable;
        if (!first) return callback(new RefusedAddressError(hostname), '');
        if (options.all) return callback(null, usable);
        callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}

/**
 * fetch over node:http(s) whose connections go only to public addresses (see publicOnlyLookup).
 * It never follows redirects and asks for an uncompressed body, so size limits count real bytes.
 */
export function createGuardedHttpFetch(
  lookup: HostLookup,
  // Tests widen this to reach a server on 127.0.0.1; production keeps public addresses only.
  { isAllowedAddress = isPublicAddress }: { isAllowedAddress?: (address: string) => boolean } = {},
): FetchLike {
  const guardedLookup = publicOnlyLookup(lookup, isAllowedAddress);
  return (url, { signal, headers }) =>
    new Promise((resolve, reject) => {
      const target = new URL(url);
      const client = target.protocol === 'https:' ? https : http;
      const request = client.get(
        target,
        {
          signal,
          headers: { ...headers, 'accept-encoding': 'identity' },
          lookup: guardedLookup,
          agent: false,
        },
        (response) => {
          try {
            resolve(toWebResponse(response));
          } catch (error) {
            response.destroy();
            reject(error);
          }
        },
      );
      request.on('error', reject);
    });
}

function toWebResponse(response: http.IncomingMessage): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const status = response.statusCode ?? 502;
  const hasBody = status !== 204 && status !== 205 && status !== 304;
  if (!hasBody) response.resume();
  const body = hasBody ? (Readable.toWeb(response) as ReadableStream<Uint8Array>) : null;
  return new Response(body, { status, headers });
}
