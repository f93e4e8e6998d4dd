/** A JWT's payload claims, unverified (the signature is the server's business); null when unreadable. */
export function readJwtClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const claims: unknown = JSON.parse(atob(padded));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Reads the `exp` claim of a JWT's payload. */
export function readJwtExpiry(token: string): number | null {
  const exp = readJwtClaims(token)?.exp;
  return typeof exp === 'number' ? exp : null;
}

/** A token is usable while its `exp` (seconds) lies in the future; unreadable tokens are not usable. */
export function isJwtUsable(token: string | null | undefined, nowMs = Date.now()): token is string {
  if (!token) return false;
  const exp = readJwtExpiry(token);
  return exp !== null && exp * 1000 > nowMs;
}
