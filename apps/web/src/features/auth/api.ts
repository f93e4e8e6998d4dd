/** The sign-in calls of platform.md §7, typed as the server contract answers them. */
import { request } from '../../api/request.ts';

export interface SendOtpResult {
  user_id: number;
  profile_id: number | null;
  message: string;
  resend_after_seconds?: number;
}

export interface TokenPair {
  access: string;
  refresh: string;
}

/** What verify-OTP and the provider sign-in both answer (platform.md §3 "Auth login result"). */
export interface LoginResult {
  user_id: number;
  token: TokenPair;
  profile_id: number | null;
  verified: boolean;
  user_type: string;
  is_profile_setup_complete: boolean;
  first_time_user: boolean;
  message?: string;
}

export interface ProfileDetail {
  id: number;
  user_id: number;
  name: string;
  profile_image: string | null;
  is_sebi_registered: boolean;
  sebi_user_type: string | null;
}

export interface CreateProfileResult {
  verified: boolean;
  profile_detail: ProfileDetail;
}

export interface ProviderIdentity {
  uid: string;
  id_token: string;
}

export interface ProviderProfile {
  name: string;
  email: string;
}

export function sendOtp(phone: string): Promise<SendOtpResult> {
  return request('api/login/', { method: 'POST', body: { phone }, auth: 'none' });
}

export function verifyOtp(userId: number | string, otp: string): Promise<Omit<LoginResult, 'user_id'>> {
  return request(`api/verify_otp/${userId}/`, { method: 'POST', body: { otp }, auth: 'none' });
}

export function createProfile(name: string, userId: number | string): Promise<CreateProfileResult> {
  return request('api/create-profile/', { method: 'POST', body: { name, user_id: Number(userId) } });
}

export function fetchIsSuperuser(): Promise<{ is_superuser: boolean }> {
  return request('api/super-user/');
}

/** The sandbox identity provider (outside production only) stands in for the real one. */
export function sandboxIdentityToken(provider: string, profile: ProviderProfile): Promise<ProviderIdentity> {
  return request('api/dev/identity/token', { method: 'POST', body: { provider, ...profile }, auth: 'none' });
}

export function providerSignIn(
  provider: string,
  identity: ProviderIdentity,
  profile: ProviderProfile & { profile_picture: string },
): Promise<LoginResult> {
  return request(`api/firebase-auth/${provider}/`, {
    method: 'POST',
    body: { ...identity, ...profile },
    auth: 'none',
  });
}

/** Takes the tokens explicitly: the app clears its session before the server revokes it. */
export function logout(tokens: { access: string; refresh: string }): Promise<{ message: string }> {
  return request('api/logout/', {
    method: 'POST',
    body: { refresh: tokens.refresh },
    bearer: tokens.access,
    auth: 'none',
    handledStatuses: [401, 403],
  });
}
