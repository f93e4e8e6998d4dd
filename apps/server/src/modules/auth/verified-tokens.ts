import { errors as joseErrors } from 'jose';

/** How many verified tokens an instance keeps (a few MB at most; the oldest goes first). */
export const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * Tokens whose signature and claims were verified, kept until they expire, so a client sending the
 * same token on every request costs one signature check, not one per request: the HMAC check through
 * WebCrypto (jose) was about a tenth of the server's CPU under load (issue 29). A token is kept only
 * after a full check passed; its expiry is checked again on every hit, as jose checks it (expired
 * once `exp` is at or before the current second). Revocation is not this cache's business: the
 * caller still asks revoked-families on every request.
 */
export function createVerifiedTokens<Payload>(capacity: number) {
  const kept = new Map<string, { payload: Payload; expiresAtSeconds: number }>();
  return {
    /** The payload of a token verified before, or undefined; throws JWTExpired once it expired. */
    get(token: string): Payload | undefined {
      const entry = kept.get(token);
      if (!entry) return undefined;
      if (entry.expiresAtSeconds <= Math.floor(Date.now() / 1000)) {
        kept.delete(token);
        throw new joseErrors.JWTExpired('"exp" claim timestamp check failed', {});
      }
      return entry.payload;
    },
    set(token: string, payload: Payload, expiresAtSeconds: number): void {
      if (kept.size >= capacity) {
        const oldest = kept.keys().next().value;
        if (oldest !== undefined) kept.delete(oldest);
      }
      kept.set(token, { payload, expiresAtSeconds });
    },
    get size() {
      return kept.size;
    },
  };
}
