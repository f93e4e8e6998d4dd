import { describe, expect, it } from 'vitest';
import {
  clearAllStorage,
  readMarketingParams,
  readSession,
  saveLoginResult,
  saveMarketingParams,
  writeSession,
} from './session.ts';

describe('session storage', () => {
  it('stores a login result under the spec keys', () => {
    saveLoginResult({
      user_id: 42,
      profile_id: 7,
      token: { access: 'a.b.c', refresh: 'd.e.f' },
      verified: true,
      user_type: 'expert',
    });
    expect(localStorage.getItem('user_id')).toBe('42');
    expect(localStorage.getItem('profile_id')).toBe('7');
    expect(localStorage.getItem('access')).toBe('a.b.c');
    expect(localStorage.getItem('refresh')).toBe('d.e.f');
    expect(localStorage.getItem('verified')).toBe('true');
    expect(localStorage.getItem('user_type')).toBe('expert');
    expect(JSON.parse(localStorage.getItem('token') ?? '{}')).toEqual({ access: 'a.b.c', refresh: 'd.e.f' });
    expect(readSession()).toMatchObject({ userId: '42', verified: true, userType: 'expert' });
  });

  it('removes a key written as null and keeps the others', () => {
    writeSession({ userId: '1', selectedPlan: 'monthly', isSuperuser: true });
    writeSession({ selectedPlan: null });
    expect(readSession()).toMatchObject({ userId: '1', selectedPlan: null, isSuperuser: true });
  });

  it('round-trips marketing values and clears local and session storage', () => {
    saveMarketingParams({ utm_source: 'google', utm_term: 'nifty' });
    expect(readMarketingParams()).toEqual({ utm_source: 'google', utm_term: 'nifty' });
    sessionStorage.setItem('draft', 'x');
    clearAllStorage();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});
