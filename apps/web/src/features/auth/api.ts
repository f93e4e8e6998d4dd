/** The sign-in calls of platform.md §7, typed by the server contract in the domain package. */
import {
  ADMIN_ENDPOINTS,
  AUTH_ENDPOINTS,
  type CreateProfileRequest,
  type CreateProfileResult,
  type IdentityProvider,
  type LoginRequest,
  type LoginResult,
  type LogoutRequest,
  type MessageResponse,
  type ProviderIdentity,
  type ProviderSignInRequest,
  SANDBOX_ENDPOINTS,
  type SandboxIdentityTokenRequest,
  type SendOtpResult,
  type SuperUserResult,
  type TokenPair,
  type VerifyOtpRequest,
} from '@tradecircle/domain';
import { call } from '../../shared/api/call.ts';
import { HttpError } from '../../shared/api/http-errors.ts';
import { SIGN_IN_REFUSALS } from './sign-in-refusal.ts';

/** What the sandbox sign-in dialog asks for: the name and e-mail a provider's account would share. */
export type ProviderProfile = Omit<SandboxIdentityTokenRequest, 'provider'>;

export function sendOtp(phone: string): Promise<SendOtpResult> {
  const body: LoginRequest = { phone };
  return call(AUTH_ENDPOINTS.login, { body, auth: 'none', handledStatuses: SIGN_IN_REFUSALS });
}

export function verifyOtp(userId: number | string, otp: string): Promise<LoginResult> {
  const body: VerifyOtpRequest = { otp };
  return call(AUTH_ENDPOINTS.verifyOtp, {
    params: { user_id: userId },
    body,
    auth: 'none',
    handledStatuses: SIGN_IN_REFUSALS,
  });
}

export function createProfile(name: string, userId: number | string): Promise<CreateProfileResult> {
  const body: CreateProfileRequest = { name, user_id: Number(userId) };
  return call(AUTH_ENDPOINTS.createProfile, { body });
}

export function fetchIsSuperuser(): Promise<SuperUserResult> {
  return call(AUTH_ENDPOINTS.superUser, {});
}

/** Whether the user is in a staff team (admin/me answers 403 to everyone else). */
export async function fetchIsStaff(): Promise<boolean> {
  try {
    await call(ADMIN_ENDPOINTS.me, { handledStatuses: [403, 404] });
    return true;
  } catch (error) {
    if (error instanceof HttpError && (error.status === 403 || error.status === 404)) return false;
    throw error;
  }
}

/** The sandbox identity provider (outside production only) stands in for the real one. */
export function sandboxIdentityToken(
  provider: IdentityProvider,
  profile: ProviderProfile,
): Promise<ProviderIdentity> {
  const body: SandboxIdentityTokenRequest = { provider, ...profile };
  return call(SANDBOX_ENDPOINTS.identityToken, { body, auth: 'none' });
}

export function providerSignIn(
  provider: IdentityProvider,
  identity: ProviderIdentity,
  profile: ProviderProfile & { profile_picture: string },
): Promise<LoginResult> {
  const body: ProviderSignInRequest = { ...identity, ...profile };
  return call(AUTH_ENDPOINTS.providerSignIn, {
    params: { provider },
    body,
    auth: 'none',
    handledStatuses: SIGN_IN_REFUSALS,
  });
}

/** Takes the tokens explicitly: the app clears its session before the server revokes it. */
export function logout(tokens: TokenPair): Promise<MessageResponse> {
  const body: LogoutRequest = { refresh: tokens.refresh };
  return call(AUTH_ENDPOINTS.logout, {
    body,
    bearer: tokens.access,
    auth: 'none',
    handledStatuses: [401, 403],
  });
}
