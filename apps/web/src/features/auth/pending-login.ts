/**
 * The half-finished phone sign-in between /login and /verify-otp: the user id the OTP belongs to,
 * the phone (shown, prefilled when editing, used to resend) and when the OTP may be asked again.
 * Kept in sessionStorage so a reload of the OTP page keeps it, but a new tab starts afresh.
 */
import { OTP_RESEND_TIMER_SECONDS } from '@tradecircle/domain';

const PENDING_LOGIN_KEY = 'pending_login';

export interface PendingLogin {
  userId: number;
  phone: string;
  /** Epoch ms after which Resend OTP is offered. */
  resendAtMs: number;
}

export function resendAt(resendAfterSeconds: number | undefined, nowMs = Date.now()): number {
  return nowMs + (resendAfterSeconds ?? OTP_RESEND_TIMER_SECONDS) * 1000;
}

function isPendingLogin(value: unknown): value is PendingLogin {
  return (
    typeof value === 'object' &&
    value !== null &&
    'userId' in value &&
    'phone' in value &&
    'resendAtMs' in value &&
    typeof value.userId === 'number' &&
    typeof value.phone === 'string' &&
    typeof value.resendAtMs === 'number'
  );
}

export function readPendingLogin(): PendingLogin | null {
  const raw = sessionStorage.getItem(PENDING_LOGIN_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isPendingLogin(value) ? value : null;
  } catch {
    return null;
  }
}

export function savePendingLogin(pending: PendingLogin): void {
  sessionStorage.setItem(PENDING_LOGIN_KEY, JSON.stringify(pending));
}

export function clearPendingLogin(): void {
  sessionStorage.removeItem(PENDING_LOGIN_KEY);
}
