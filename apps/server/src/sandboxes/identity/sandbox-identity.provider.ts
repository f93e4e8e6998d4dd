import { createHash } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK, jwtVerify, SignJWT } from 'jose';
import type { AppDb } from '../../db/client.ts';
import { getOrCreateSecret } from '../../db/secrets.ts';
import {
  firebaseIssuer,
  type IdentityProvider,
  identityFromClaims,
} from '../../providers/identity/identity.provider.ts';

export type SandboxIdentityProvider = IdentityProvider & {
  /** Plays the provider's sign-in: a stable uid per e-mail and an ID token shaped like Firebase's. */
  issueIdToken(input: {
    provider: string;
    email: string;
    name: string;
  }): Promise<{ uid: string; id_token: string }>;
};

const SIGN_IN_PROVIDERS: Record<string, string> = {
  google: 'google.com',
  facebook: 'facebook.com',
  apple: 'apple.com',
};

/**
 * A local identity provider: RS256 tokens with Firebase's claims (iss, aud, sub, auth_time,
 * firebase.sign_in_provider), signed by a key pair generated once and kept in the database.
 */
export async function createSandboxIdentityProvider(
  db: AppDb,
  projectId: string,
): Promise<SandboxIdentityProvider> {
  const storedKey = await getOrCreateSecret(db, 'sandbox_identity_key', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    return JSON.stringify(await exportJWK(privateKey));
  });
  const privateJwk = JSON.parse(storedKey) as JWK;
  const privateKey = await importJWK(privateJwk, 'RS256');
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = privateJwk;
  const publicKey = await importJWK(publicJwk, 'RS256');
  const issuer = firebaseIssuer(projectId);

  return {
    kind: 'sandbox',
    verifyIdToken: async (idToken) => {
      const { payload } = await jwtVerify(idToken, publicKey, {
        algorithms: ['RS256'],
        audience: projectId,
        issuer,
        requiredClaims: ['sub', 'auth_time'],
      });
      return identityFromClaims(payload);
    },
    issueIdToken: async ({ provider, email, name }) => {
      const uid = `sbx${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 25)}`;
      const now = Math.floor(Date.now() / 1000);
      const signInProvider = SIGN_IN_PROVIDERS[provider] ?? `${provider}.com`;
      const idToken = await new SignJWT({
        email,
        email_verified: true,
        name,
        auth_time: now,
        firebase: {
          sign_in_provider: signInProvider,
          identities: { [signInProvider]: [uid], email: [email] },
        },
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'sandbox' })
        .setIssuer(issuer)
        .setAudience(projectId)
        .setSubject(uid)
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(privateKey);
      return { uid, id_token: idToken };
    },
  };
}
