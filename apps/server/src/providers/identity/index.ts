import type { AppConfig } from '../../config.ts';
import type { AppDb } from '../../db/client.ts';
import {
  createSandboxIdentityProvider,
  type SandboxIdentityProvider,
} from '../../sandboxes/identity/index.ts';
import { createFirebaseIdentityProvider } from './firebase-identity.provider.ts';
import type { IdentityProvider } from './identity.provider.ts';

export type { SandboxIdentityProvider } from '../../sandboxes/identity/index.ts';
export type { IdentityProvider, VerifiedIdentity } from './identity.provider.ts';

export type Identity = {
  provider: IdentityProvider;
  /** The sandbox (its sign-in served by identitySandboxRoutes); undefined with Firebase. */
  sandbox: SandboxIdentityProvider | undefined;
};

/**
 * IDENTITY_PROVIDER=sandbox (default): the local provider (sandboxes/identity/), its signing key
 * generated once in the database. IDENTITY_PROVIDER=firebase: Firebase Authentication's ID tokens
 * for IDENTITY_PROJECT_ID.
 */
export async function createIdentity(config: AppConfig['identity'], db: AppDb): Promise<Identity> {
  if (config.provider === 'firebase') {
    return { provider: createFirebaseIdentityProvider(config.projectId), sandbox: undefined };
  }
  const sandbox = await createSandboxIdentityProvider(db, config.projectId);
  return { provider: sandbox, sandbox };
}
