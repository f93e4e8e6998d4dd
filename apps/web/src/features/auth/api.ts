/** The sign-in calls of platform.md §7, typed by the server contract in the domain package. */
import type {
  CreateProfileRequest,
  CreateProfileResult,
  IdentityProvider,
  LoginRequest,
  LoginResult,
  LogoutRequest,
  MessageResponse,
  ProviderIdentity,
  ProviderSignInRequest,
  SandboxIdentityTokenRequest,
  SendOtpResult,
  SuperUserResult,
  TokenPair,
  VerifyOtpRequest,
} from '@tradecircle/domain';
import { request } from '../../shared/api/request.ts';

/** What the sandbox sign-in dialog asks for: the name and e-mail a provider's account would share. */
export type ProviderProfile = Omit<SandboxIdentityTokenRequest, 'provider'>;

export function sendOtp(phone: string): Promise<SendOtpResult> {
  const body: LoginRequest = { phone };
  return request('api/login/', { method: 'POST', body, auth: 'none' });
}

export function verifyOtp(userId: number | string, otp: string): Promise<LoginResult> {
  const body: VerifyOtpRequest = { otp };
  return request(`api/verify_otp/${userId}/`, { method: 'POST', body, auth: 'none' });
}

export function createProfile(name: string, userId: number | string): Promise<CreateProfileResult> {
  const body: CreateProfileRequest = { name, user_id: Number(userId) };
  return request('api/create-profile/', { method: 'POST', body });
}

export function fetchIsSuperuser(): Promise<SuperUserResult> {
  return request('api/super-user/');
}

/** The sandbox identity provider (outside production only) stands in for the real one. */
export function sandboxIdentityToken(
  provider: IdentityProvider,
  profile: ProviderProfile,
): Promise<ProviderIdentity> {
  const body: SandboxIdentityTokenRequest = { provider, ...profile };
  return request('api/dev/identity/token', { method: 'POST', body, auth: 'none' });
}

export function providerSignIn(
  provider: IdentityProvider,
  identity: ProviderIdentity,
  profile: ProviderProfile & { profile_picture: string },
): Promise<LoginResult> {
  const body: ProviderSignInRequest = { ...identity, ...profile };
  return request(`api/firebase-auth/${provider}/`, { method: 'POST', body, auth: 'none' });
}

/** Takes the tokens explicitly: the app clears its session before the server revokes it. */
export function logout(tokens: TokenPair): Promise<MessageResponse> {
  const body: LogoutRequest = { refresh: tokens.refresh };
  return request('api/logout/', {
    method: 'POST',
    body,
    bearer: tokens.access,
    auth: 'none',
    handledStatuses: [401, 403],
  });
}
