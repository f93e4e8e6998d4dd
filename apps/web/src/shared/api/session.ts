/** Typed access to the local storage keys of platform.md §3 ("Local storage"). */
import { MARKETING_PARAMS, type MarketingParam } from '@tradecircle/domain';

export const SESSION_KEYS = {
  userId: 'user_id',
  token: 'token',
  profileId: 'profile_id',
  verified: 'verified',
  access: 'access',
  refresh: 'refresh',
  userType: 'user_type',
  isSuperuser: 'is_superuser',
  /** Ours, not the spec's: a staff member (or super admin) who may open the admin panel. */
  isStaff: 'is_staff',
  selectedPlan: 'selectedPlan',
} as const;

export interface StoredSession {
  userId: string | null;
  profileId: string | null;
  /** JSON of the login result's `token` object ({ access, refresh }). */
  token: string | null;
  verified: boolean | null;
  access: string | null;
  refresh: string | null;
  userType: string | null;
  isSuperuser: boolean | null;
  isStaff: boolean | null;
  selectedPlan: string | null;
}

export type SessionPatch = { [K in keyof StoredSession]?: StoredSession[K] | number };

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot: StoredSession | null = null;

function emitChange(): void {
  snapshot = null;
  for (const listener of listeners) listener();
}

function readFlag(key: string): boolean | null {
  const raw = localStorage.getItem(key);
  if (raw === null) return null;
  return raw === 'true';
}

export function readSession(): StoredSession {
  return {
    userId: localStorage.getItem(SESSION_KEYS.userId),
    profileId: localStorage.getItem(SESSION_KEYS.profileId),
    token: localStorage.getItem(SESSION_KEYS.token),
    verified: readFlag(SESSION_KEYS.verified),
    access: localStorage.getItem(SESSION_KEYS.access),
    refresh: localStorage.getItem(SESSION_KEYS.refresh),
    userType: localStorage.getItem(SESSION_KEYS.userType),
    isSuperuser: readFlag(SESSION_KEYS.isSuperuser),
    isStaff: readFlag(SESSION_KEYS.isStaff),
    selectedPlan: localStorage.getItem(SESSION_KEYS.selectedPlan),
  };
}

/** Writes the given fields; `null` removes a key, absent fields are left alone. */
export function writeSession(patch: SessionPatch): void {
  for (const [field, value] of Object.entries(patch)) {
    const key = SESSION_KEYS[field as keyof StoredSession];
    if (value === undefined) continue;
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, String(value));
  }
  emitChange();
}

export interface LoginResultTokens {
  user_id: string | number;
  /** Null until the profile is created (a first sign-in). */
  profile_id: string | number | null;
  token: { access: string; refresh: string };
  verified?: boolean;
  user_type?: string | null;
}

/** Stores what the verify-OTP or provider-login answer carries (platform.md §7). */
export function saveLoginResult(result: LoginResultTokens): void {
  writeSession({
    userId: result.user_id,
    profileId: result.profile_id,
    token: JSON.stringify(result.token),
    access: result.token.access,
    refresh: result.token.refresh,
    verified: result.verified ?? null,
    userType: result.user_type ?? null,
  });
}

/** "Local storage is cleared" (platform.md §2, §8): every key, marketing values included. */
export function clearSession(): void {
  localStorage.clear();
  emitChange();
}

/** For 401 and 403: local and session storage both cleared. */
export function clearAllStorage(): void {
  sessionStorage.clear();
  clearSession();
}

export type MarketingValues = Partial<Record<MarketingParam, string>>;

export function readMarketingParams(): MarketingValues {
  const values: MarketingValues = {};
  for (const param of MARKETING_PARAMS) {
    const value = localStorage.getItem(param);
    if (value !== null) values[param] = value;
  }
  return values;
}

export function saveMarketingParams(values: MarketingValues): void {
  for (const [param, value] of Object.entries(values)) {
    if (value !== undefined) localStorage.setItem(param, value);
  }
}

/** Subscribes to session writes in this tab and storage events from other tabs. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = () => {
    snapshot = null;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** A stable snapshot for useSyncExternalStore: the same object until the session changes. */
export function getSessionSnapshot(): StoredSession {
  snapshot ??= readSession();
  return snapshot;
}
