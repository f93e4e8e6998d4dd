import type { FastifyReply, FastifyRequest } from 'fastify';

/** The signed-in caller; `familyId` is the sign-in the access token belongs to (logout ends it). */
export type AuthUser = { id: number; familyId: string | null };

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export type RequestAuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * How a route learns its caller, as `onRequest` hooks that set `request.user`. The auth module
 * implements it (authHooks); app.ts hands the one instance to every module's routes, so no module
 * but auth depends on how tokens work.
 */
export type RequestAuth = {
  /** 401 without a valid bearer token. */
  requireUser: RequestAuthHook;
  /** Visitors pass as anonymous (`request.user` null); a token that is sent must still be valid. */
  identifyUser: RequestAuthHook;
};
