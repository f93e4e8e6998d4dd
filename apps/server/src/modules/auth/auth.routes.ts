import {
  AUTH_ENDPOINTS,
  AUTH_MESSAGES,
  CreateProfileRequestSchema,
  CreateProfileResultSchema,
  LoginRequestSchema,
  LoginResultSchema,
  LogoutRequestSchema,
  MessageResponseSchema,
  ProviderSignInParamsSchema,
  ProviderSignInRefusalSchema,
  ProviderSignInRequestSchema,
  PublicIpResultSchema,
  SendOtpResultSchema,
  SuperUserResultSchema,
  TokenPairSchema,
  TokenRefreshRequestSchema,
  VerifyOtpParamsSchema,
  VerifyOtpRequestSchema,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../http/app-error.ts';
import { bodyNamesTheCaller } from '../../http/body-names-caller.ts';
import { on } from '../../http/declared-route.ts';
import { findProfileByUserId, findUserById, presentProfileDetail, upsertProfile } from '../users/index.ts';
import type { AuthContext } from './auth.context.ts';
import { requestOtp } from './otp.service.ts';
import { ProviderSignInError, signInWithOtp, signInWithProvider } from './sign-in.service.ts';

const OWN_PROFILE_ONLY = 'You can only create your own profile';

const perIp = (max: number, minutes: number) => ({ rateLimit: { max, timeWindow: `${minutes} minutes` } });

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthContext }> = async (app, { auth }) => {
  const { requireUser } = auth.requestAuth;
  const db = app.database.db;

  on(app, AUTH_ENDPOINTS.login)(
    {
      config: perIp(20, 15),
      schema: {
        tags: ['accounts'],
        summary: 'Send a 4-digit OTP to an Indian mobile; creates the user on first use',
        body: LoginRequestSchema,
        response: { 200: SendOtpResultSchema },
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

  on(app, AUTH_ENDPOINTS.verifyOtp)(
    {
      config: perIp(40, 15),
      schema: {
        tags: ['accounts'],
        summary: 'Check the OTP; answers the tokens and where the user goes next',
        params: VerifyOtpParamsSchema,
        body: VerifyOtpRequestSchema,
        response: { 200: LoginResultSchema },
      },
    },
    async (request) => signInWithOtp(db, auth, request.params.user_id, request.body.otp),
  );

  on(app, AUTH_ENDPOINTS.createProfile)(
    {
      onRequest: requireUser,
      // Another user's id is refused before the name is looked at.
      preValidation: bodyNamesTheCaller({
        field: 'user_id',
        reader: CreateProfileRequestSchema.shape.user_id,
        callersId: async (userId) => userId,
        message: OWN_PROFILE_ONLY,
      }),
      schema: {
        tags: ['accounts'],
        summary: "Create (or rename) the signed-in user's profile",
        security: [{ bearerAuth: [] }],
        body: CreateProfileRequestSchema,
        response: { 200: CreateProfileResultSchema },
      },
    },
    async (request) => {
      if (request.body.user_id !== request.user!.id) throw forbidden(OWN_PROFILE_ONLY);
      const profile = await upsertProfile(db, { userId: request.user!.id, name: request.body.name });
      return {
        verified: true,
        message: AUTH_MESSAGES.profileCreated,
        profile_detail: presentProfileDetail(profile),
      };
    },
  );

  on(app, AUTH_ENDPOINTS.superUser)(
    {
      onRequest: requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Whether the signed-in user is an admin',
        security: [{ bearerAuth: [] }],
        response: { 200: SuperUserResultSchema },
      },
    },
    async (request) => ({ is_superuser: (await findUserById(db, request.user!.id))?.isSuperuser ?? false }),
  );

  on(app, AUTH_ENDPOINTS.providerSignIn)(
    {
      config: perIp(30, 15),
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with an identity-provider ID token',
        params: ProviderSignInParamsSchema,
        body: ProviderSignInRequestSchema,
        response: {
          200: LoginResultSchema,
          400: ProviderSignInRefusalSchema,
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

  on(app, AUTH_ENDPOINTS.refreshToken)(
    {
      config: perIp(60, 15),
      schema: {
        tags: ['accounts'],
        summary: 'Trade a refresh token for a new pair; each refresh token works once',
        body: TokenRefreshRequestSchema,
        response: { 200: TokenPairSchema },
      },
    },
    async (request) => auth.tokens.rotate(request.body.refresh),
  );

  on(app, AUTH_ENDPOINTS.logout)(
    {
      onRequest: requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Revoke the refresh token and the sign-in of the access token: both stop working at once',
        security: [{ bearerAuth: [] }],
        body: LogoutRequestSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await auth.tokens.revokeByToken(request.body.refresh, request.user!);
      return { message: 'Logged out' };
    },
  );

  on(app, AUTH_ENDPOINTS.publicIp)(
    {
      schema: {
        tags: ['accounts'],
        summary: "The visitor's address as this server sees it (for session tracking)",
        response: { 200: PublicIpResultSchema },
      },
    },
    async (request) => ({ ip: request.ip }),
  );
};
