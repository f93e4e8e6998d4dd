import {
  AUTH_MESSAGES,
  CreateProfileRequestSchema,
  LoginRequestSchema,
  LoginResultSchema,
  recordIdParamSchema,
  TokenPairSchema,
  VerifyOtpRequestSchema,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../http/app-error.ts';
import { findProfileByUserId, findUserById, presentProfileDetail, upsertProfile } from '../users/index.ts';
import type { AuthContext } from './auth.context.ts';
import { requestOtp } from './otp.service.ts';
import { ProviderSignInError, signInWithOtp, signInWithProvider } from './sign-in.service.ts';

const MessageSchema = z.object({ message: z.string() });
const perIp = (max: number, minutes: number) => ({ rateLimit: { max, timeWindow: `${minutes} minutes` } });

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthContext }> = async (app, { auth }) => {
  const { requireUser } = auth.requestAuth;
  const db = app.database.db;

  app.post(
    '/api/login/',
    {
      config: perIp(20, 15),
      schema: {
        tags: ['accounts'],
        summary: 'Send a 4-digit OTP to an Indian mobile; creates the user on first use',
        body: LoginRequestSchema,
        response: {
          200: z.object({
            user_id: z.number(),
            profile_id: z.number().nullable(),
            message: z.string(),
            resend_after_seconds: z.number(),
          }),
        },
      },
    },
    async (request) => {
      const { user, resendAfterSeconds } = await requestOtp(
        { db, sms: auth.sms, secret: auth.otpSecret },
        request.body.phone,
        request.ip,
      );
      const profile = await findProfileByUserId(db, user.id);
      return {
        user_id: user.id,
        profile_id: profile?.id ?? null,
        message: AUTH_MESSAGES.otpSent,
        resend_after_seconds: resendAfterSeconds,
      };
    },
  );

  app.post(
    '/api/verify_otp/:user_id/',
    {
      config: perIp(40, 15),
      schema: {
        tags: ['accounts'],
        summary: 'Check the OTP; answers the tokens and where the user goes next',
        params: z.object({ user_id: recordIdParamSchema() }),
        body: VerifyOtpRequestSchema,
        response: { 200: LoginResultSchema },
      },
    },
    async (request) => signInWithOtp(db, auth, request.params.user_id, request.body.otp),
  );

  app.post(
    '/api/create-profile/',
    {
      onRequest: requireUser,
      schema: {
        tags: ['accounts'],
        summary: "Create (or rename) the signed-in user's profile",
        security: [{ bearerAuth: [] }],
        body: CreateProfileRequestSchema,
        response: {
          200: z.object({
            verified: z.boolean(),
            message: z.string(),
            profile_detail: z.object({
              id: z.number(),
              user_id: z.number(),
              name: z.string(),
              profile_image: z.string().nullable(),
              is_sebi_registered: z.boolean(),
              sebi_user_type: z.string().nullable(),
            }),
          }),
        },
      },
    },
    async (request) => {
      if (request.body.user_id !== request.user!.id) throw forbidden('You can only create your own profile');
      const profile = await upsertProfile(db, { userId: request.user!.id, name: request.body.name });
      return {
        verified: true,
        message: AUTH_MESSAGES.profileCreated,
        profile_detail: presentProfileDetail(profile),
      };
    },
  );

  app.get(
    '/api/super-user/',
    {
      onRequest: requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Whether the signed-in user is an admin',
        security: [{ bearerAuth: [] }],
        response: { 200: z.object({ is_superuser: z.boolean() }) },
      },
    },
    async (request) => ({ is_superuser: (await findUserById(db, request.user!.id))?.isSuperuser ?? false }),
  );

  app.post(
    '/api/firebase-auth/:provider/',
    {
      config: perIp(30, 15),
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with an identity-provider ID token',
        params: z.object({ provider: z.enum(['google', 'facebook', 'apple']) }),
        body: z.object({
          uid: z.string().min(1).max(128),
          id_token: z.string().min(1).max(8192),
          name: z.string().max(120).nullish(),
          email: z.string().max(254).nullish(),
          profile_picture: z.string().max(2048).nullish(),
        }),
        response: {
          200: LoginResultSchema,
          // The provider's refusal, or (like every route) the body's validation errors.
          400: z.union([
            z.object({ non_field_errors: z.array(z.string()) }),
            z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())).optional() }),
          ]),
        },
      },
    },
    async (request, reply) => {
      try {
        return await signInWithProvider(db, auth, {
          uid: request.body.uid,
          idToken: request.body.id_token,
          name: request.body.name ?? undefined,
          email: request.body.email ?? undefined,
          picture: request.body.profile_picture ?? undefined,
        });
      } catch (error) {
        if (error instanceof ProviderSignInError)
          return reply.status(400).send({ non_field_errors: [error.message] });
        throw error;
      }
    },
  );

  app.post(
    '/api/token/refresh/',
    {
      config: perIp(60, 15),
      schema: {
        tags: ['accounts'],
        summary: 'Trade a refresh token for a new pair; each refresh token works once',
        body: z.object({ refresh: z.string().min(1, AUTH_MESSAGES.allFieldsRequired) }),
        response: { 200: TokenPairSchema },
      },
    },
    async (request) => auth.tokens.rotate(request.body.refresh),
  );

  app.post(
    '/api/logout/',
    {
      onRequest: requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Revoke the refresh token and the sign-in of the access token: both stop working at once',
        security: [{ bearerAuth: [] }],
        body: z.object({ refresh: z.string().min(1) }),
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      await auth.tokens.revokeByToken(request.body.refresh, request.user!);
      return { message: 'Logged out' };
    },
  );

  app.get(
    '/api/public-ip/',
    {
      schema: {
        tags: ['accounts'],
        summary: "The visitor's address as this server sees it (for session tracking)",
        response: { 200: z.object({ ip: z.string() }) },
      },
    },
    async (request) => ({ ip: request.ip }),
  );
};
