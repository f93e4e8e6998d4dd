/** What every sign-in (phone OTP, provider, subscribe page) does once the server has said yes. */
import type { LoginResult } from '@tradecircle/domain';
import { saveLoginResult, writeSession } from '../../shared/api/session.ts';
import { createProfile, fetchIsStaff, fetchIsSuperuser } from './api.ts';
import { type AuthCheckStatus, saveAuthCheckStatus } from './auth-status.ts';
import { clearPendingLogin } from './pending-login.ts';
import { rememberSignupBonus } from './signup-bonus.ts';

/** Stores the login, the admin flag and the auth check status; returns the status. */
export async function finishLogin(result: LoginResult): Promise<AuthCheckStatus> {
  saveLoginResult(result);
  clearPendingLogin();
  if (result.first_time_user) rememberSignupBonus();
  try {
    const { is_superuser } = await fetchIsSuperuser();
    // Staff in a team are not super users; only they pay the second call.
    const isStaff = is_superuser || (await fetchIsStaff());
    writeSession({ isSuperuser: is_superuser, isStaff });
  } catch (error) {
    // Not being told is not being an admin; the sign-in itself succeeded.
    console.error('Could not read the admin flags', error);
    writeSession({ isSuperuser: false, isStaff: false });
  }
  const status: AuthCheckStatus = result.is_profile_setup_complete ? 'HOME' : 'PROFILE';
  saveAuthCheckStatus(status);
  return status;
}

/** Creates the profile of a first sign-in and marks the login complete (status HOME). */
export async function saveCreatedProfile(name: string, userId: number | string): Promise<void> {
  const answer = await createProfile(name, userId);
  writeSession({ profileId: answer.profile_detail.id, verified: answer.verified });
  saveAuthCheckStatus('HOME');
}
