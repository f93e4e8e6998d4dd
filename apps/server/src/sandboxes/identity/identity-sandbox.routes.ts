import {
  ProviderIdentitySchema,
  SANDBOX_ENDPOINTS,
  SandboxIdentityTokenRequestSchema,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { on } from '../../http/declared-route.ts';
import type { SandboxIdentityProvider } from './sandbox-identity.provider.ts';

/**
 * The sandbox identity provider's sign-in, a developer route: app.ts registers it only with
 * DEV_ROUTES=true (answering loopback clients only, see http/dev-routes.ts) and only while the sandbox
 * identity provider is the active one: in production this path does not exist.
 */
export const identitySandboxRoutes: FastifyPluginAsyncZod<{ identity: SandboxIdentityProvider }> = async (
  app,
  { identity },
) => {
  on(app, SANDBOX_ENDPOINTS.identityToken)(
    {
      schema: {
        tags: ['sandbox'],
        summary: "Play the identity provider's sign-in: an ID token for this e-mail",
        body: SandboxIdentityTokenRequestSchema,
        response: { 200: ProviderIdentitySchema },
      },
    },
    async (request) => identity.issueIdToken(request.body),
  );
};
