import type {
  CreateProfileRequestSchema,
  CreateProfileResultSchema,
  LoginRequestSchema,
  LoginResultSchema,
  LogoutRequestSchema,
  ProviderSignInParamsSchema,
  ProviderSignInRequestSchema,
  PublicIpResultSchema,
  SendOtpResultSchema,
  SuperUserResultSchema,
  TokenPairSchema,
  TokenRefreshRequestSchema,
  VerifyOtpParamsSchema,
  VerifyOtpRequestSchema,
} from '../schemas/auth.ts';
import type { MessageResponseSchema } from '../schemas/common.ts';
import { endpoint } from './endpoint.ts';
import type { In, Out } from './wire-types.ts';

/** The accounts' calls (platform.md §7 sign-in; docs/api.md "Accounts"), each declared once. */
export const AUTH_ENDPOINTS = {
  login: endpoint<{ body: In<typeof LoginRequestSchema>; response: Out<typeof SendOtpResultSchema> }>(
    'POST',
    '/api/login/',
  ),
  verifyOtp: endpoint<{
    params: In<typeof VerifyOtpParamsSchema>;
    body: In<typeof VerifyOtpRequestSchema>;
    response: Out<typeof LoginResultSchema>;
  }>('POST', '/api/verify_otp/:user_id/'),
  createProfile: endpoint<{
    body: In<typeof CreateProfileRequestSchema>;
    response: Out<typeof CreateProfileResultSchema>;
  }>('POST', '/api/create-profile/'),
  superUser: endpoint<{ response: Out<typeof SuperUserResultSchema> }>('GET', '/api/super-user/'),
  providerSignIn: endpoint<{
    params: In<typeof ProviderSignInParamsSchema>;
    body: In<typeof ProviderSignInRequestSchema>;
    response: Out<typeof LoginResultSchema>;
  }>('POST', '/api/firebase-auth/:provider/'),
  refreshToken: endpoint<{
    body: In<typeof TokenRefreshRequestSchema>;
    response: Out<typeof TokenPairSchema>;
  }>('POST', '/api/token/refresh/'),
  logout: endpoint<{ body: In<typeof LogoutRequestSchema>; response: Out<typeof MessageResponseSchema> }>(
    'POST',
    '/api/logout/',
  ),
  publicIp: endpoint<{ response: Out<typeof PublicIpResultSchema> }>('GET', '/api/public-ip/'),
} as const;
