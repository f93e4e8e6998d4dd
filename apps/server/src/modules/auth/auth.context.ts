import { randomBytes } from 'node:crypto';
import { SESSIONS_ENDED } from '@tradecircle/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { AppDb } from '../../db/client.ts';
import { getOrCreateSecret } from '../../db/secrets.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthUser, RequestAuth } from '../../http/request-auth.ts';
import {
  createIdentity,
  type IdentityProvider,
  type SandboxIdentityProvider,
} from '../../providers/identity/index.ts';
import { createSmsProvider, type SmsProvider } from '../../providers/sms/index.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { refuseSuspendedSignIn } from '../users/index.ts';
import { createTokenService, type TokenService } from './tokens.service.ts';

export type AuthContext = {
  tokens: TokenService;
  /** The request hooks every module's routes take (one instance, so the route check can tell them). */
  requestAuth: RequestAuth;
  sms: SmsProvider;
  identity: IdentityProvider;
  /** Present only while the sandbox identity provider is active. */
  sandboxIdentity: SandboxIdentityProvider | undefined;
  otpSecret: string;
};

const randomSecret = () => randomBytes(48).toString('base64url');

/** `bus` carries the sign-ins that end (SESSIONS_ENDED) to every instance's live channel. */
export async function createAuthContext(config: AppConfig, db: AppDb, bus: EventBus): Promise<AuthContext> {
  const jwtSecret = config.jwtSecret ?? (await getOrCreateSecret(db, 'jwt_secret', randomSecret));
  const otpSecret = await getOrCreateSecret(db, 'otp_hmac_key', randomSecret);
  const identity = await createIdentity(config.identity, db);
  const tokens = createTokenService(db, jwtSecret, {
    accessTtlSeconds: config.accessTokenTtlSeconds,
    onSessionsEnded: (ended) => bus.publish(SESSIONS_ENDED, ended),
    refuseRefresh: (tx, userId) => refuseSuspendedSignIn(tx, userId),
  });
  await bus.subscribe(SESSIONS_ENDED, (ended) => tokens.revokedFamilies.add(ended.family_ids));
  await tokens.revokedFamilies.start();
  return {
    tokens,
    requestAuth: authHooks(tokens),
    sms: createSmsProvider(config, db),
    identity: identity.provider,
    sandboxIdentity: identity.sandbox,
    otpSecret,
  };
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token)
    throw new AppError('UNAUTHORIZED', 'Invalid authorization header');
  return token;
}

export type AuthRequirement = 'required' | 'optional';
const hookRequirements = new WeakMap<object, AuthRequirement>();

/** Whether a route hook is one of authHooks' (and which), so the app can check and document routes. */
export const authRequirementOf = (hook: unknown): AuthRequirement | undefined =>
  typeof hook === 'function' ? hookRequirements.get(hook) : undefined;

/**
 * The RequestAuth hooks (http/request-auth.ts) over these tokens: required (401 without) or optional.
 * Routes use them as `onRequest` hooks, so a missing, forged, expired or revoked token is refused
 * before the body is read or validated (registerAuthRouteCheck refuses them at a later stage).
 */
export function authHooks(tokens: TokenService): RequestAuth {
  const userOf = async (token: string): Promise<AuthUser> => {
    const claims = await tokens.verifyAccess(token);
    return { id: claims.userId, familyId: claims.familyId };
  };
  const requireUser = async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHORIZED', 'Authentication credentials were not provided');
    request.user = await userOf(token);
  };
  /** Visitors pass as anonymous; a token that is sent must still be valid. */
  const identifyUser = async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    request.user = token ? await userOf(token) : null;
  };
  hookRequirements.set(requireUser, 'required');
  hookRequirements.set(identifyUser, 'optional');
  return { requireUser, identifyUser };
}
