import { createRemoteJWKSet, jwtVerify } from 'jose';
import { firebaseIssuer, type IdentityProvider, identityFromClaims } from './identity.provider.ts';

const GOOGLE_SECURETOKEN_JWKS =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

/** Firebase Authentication ID tokens: RS256, Google's rotating keys, aud = project, iss = securetoken. */
export function createFirebaseIdentityProvider(projectId: string): IdentityProvider {
  const keys = createRemoteJWKSet(new URL(GOOGLE_SECURETOKEN_JWKS));
  return {
    kind: 'firebase',
    verifyIdToken: async (idToken) => {
      const { payload } = await jwtVerify(idToken, keys, {
        algorithms: ['RS256'],
        audience: projectId,
        issuer: firebaseIssuer(projectId),
        requiredClaims: ['sub', 'auth_time'],
      });
      return identityFromClaims(payload);
    },
  };
}
