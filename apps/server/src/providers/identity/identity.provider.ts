/** What a verified identity-provider ID token tells us. */
export type VerifiedIdentity = {
  uid: string;
  email: string | undefined;
  name: string | undefined;
  picture: string | undefined;
  signInProvider: string | undefined;
};

export type IdentityProvider = {
  kind: 'sandbox' | 'firebase';
  /** Throws when the token is not valid for this project. */
  verifyIdToken(idToken: string): Promise<VerifiedIdentity>;
};

export const firebaseIssuer = (projectId: string) => `https://securetoken.google.com/${projectId}`;

export function identityFromClaims(claims: Record<string, unknown>): VerifiedIdentity {
  const firebase = claims.firebase as { sign_in_provider?: string } | undefined;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  return {
    uid: String(claims.sub),
    email: text(claims.email),
    name: text(claims.name),
    picture: text(claims.picture),
    signInProvider: firebase?.sign_in_provider,
  };
}
