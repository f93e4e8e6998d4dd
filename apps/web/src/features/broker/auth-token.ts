import { readJwtClaims } from '../../shared/api/jwt.ts';

/**
 * The smallcaseAuthId inside a gateway smallcaseAuthToken (a JWT the gateway signed). The browser only
 * reads it to send it on; the server checks it against the account it linked.
 */
export function readSmallcaseAuthId(token: string): string | null {
  const id = readJwtClaims(token)?.smallcaseAuthId;
  return typeof id === 'string' && id !== '' ? id : null;
}
