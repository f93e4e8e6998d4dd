import { AUTH_MESSAGES, type LoginResult } from '@tradecircle/domain';
import type { AppDb } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { VerifiedIdentity } from '../../providers/identity/identity.provider.ts';
import { grantSignupBonus, markActiveDay } from '../gamification/index.ts';
import {
  findOrCreateUserByFirebaseUid,
  findProfileByUserId,
  findUserById,
  markUserVerified,
  refuseSuspendedSignIn,
  type UserRow,
  upsertProfile,
} from '../users/index.ts';
import type { AuthContext } from './auth.context.ts';
import { verifyOtp } from './otp.service.ts';

async function loginResult(
  db: AppDb,
  auth: AuthContext,
  user: UserRow,
  firstTimeUser: boolean,
  message: string,
): Promise<LoginResult> {
  const profile = await findProfileByUserId(db, user.id);
  // Every sign-in's one gate for a suspended account (issue 30). The share lock holds a suspension
  // decided meanwhile until this session is written, so the suspension's ending of sessions sees it.
  const token = await db.transaction(async (tx) => {
    await refuseSuspendedSignIn(tx, user.id);
    await grantSignupBonus(tx, user.id);
    await markActiveDay(tx, user.id);
    return auth.tokens.issuePair(user.id, tx);
  });
  return {
    user_id: user.id,
    token,
    profile_id: profile?.id ?? null,
    verified: true,
    user_type: user.userType,
    is_profile_setup_complete: Boolean(profile),
    first_time_user: firstTimeUser,
    message,
  };
}

export async function signInWithOtp(
  db: AppDb,
  auth: AuthContext,
  userId: number,
  otp: string,
): Promise<LoginResult> {
  const user = await findUserById(db, userId);
  // The same answer as a wrong code: no hint about which user ids exist.
  if (!user) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.invalidOtp);
  await verifyOtp({ db, secret: auth.otpSecret }, userId, otp);
  if (!user.isVerified) await markUserVerified(db, user.id);
  return loginResult(db, auth, user, !user.isVerified, AUTH_MESSAGES.otpVerified);
}

export type ProviderSignIn = {
  uid: string;
  idToken: string;
  name?: string;
  email?: string;
  picture?: string;
};

/** Provider sign-in: the ID token must verify and name the same uid; the profile comes from the provider's name. */
export async function signInWithProvider(
  db: AppDb,
  auth: AuthContext,
  input: ProviderSignIn,
): Promise<LoginResult> {
  let identity: VerifiedIdentity;
  try {
    identity = await auth.identity.verifyIdToken(input.idToken);
  } catch {
    throw new ProviderSignInError('Invalid or expired sign-in token, please sign in again');
  }
  if (identity.uid !== input.uid)
    throw new ProviderSignInError('The sign-in token does not match this account');

  const { user, created } = await findOrCreateUserByFirebaseUid(db, {
    uid: identity.uid,
    email: identity.email ?? input.email,
  });
  const name = (identity.name ?? input.name ?? '').trim();
  if (created && name) {
    await upsertProfile(db, {
      userId: user.id,
      name: name.slice(0, 120),
      profileImage: input.picture || null,
    });
  }
  return loginResult(db, auth, user, created, 'Signed in successfully');
}

/** Answered as 400 `{non_field_errors: [message]}`, the shape the provider login screen reads. */
export class ProviderSignInError extends Error {}
