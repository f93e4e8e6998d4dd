import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived links to stored files, so a PDF can open in a new tab (which sends no bearer token)
 * while only people allowed to read it get a working link.
 */
export function createUrlSigner(secret: string) {
  const sign = (key: string, expires: number) =>
    createHmac('sha256', secret).update(`${key}:${expires}`).digest('hex');
  return {
    url(key: string, ttlSeconds: number): string {
      const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
      return `/backend/api/files/${key}?expires=${expires}&signature=${sign(key, expires)}`;
    },
    verify(key: string, expires: number, signature: string): boolean {
      if (!Number.isFinite(expires) || expires < Date.now() / 1000) return false;
      const expected = Buffer.from(sign(key, expires), 'hex');
      const actual = Buffer.from(signature, 'hex');
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}

export type UrlSigner = ReturnType<typeof createUrlSigner>;
