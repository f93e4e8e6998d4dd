import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberGroupForLogin } from '../../../shared/api/auth-state.ts';
import { readSession } from '../../../shared/api/session.ts';
import { bodyOf, callsTo, installTestBridge, json, mockApi, renderAt } from '../../../test-render.tsx';
import { HOUR, makeJwt } from '../../../test-utils.ts';
import { readPendingLogin, savePendingLogin } from '../pending-login.ts';
import { VerifyOtpPage } from './verify-otp-page.tsx';

const bridge = installTestBridge(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
});

const access = makeJwt(900);
const refresh = makeJwt(30 * 24 * HOUR);

function verifyAnswer(overrides: Record<string, unknown> = {}) {
  return json(200, {
    token: { access, refresh },
    profile_id: 7,
    verified: true,
    user_type: 'user',
    is_profile_setup_complete: true,
    first_time_user: false,
    message: 'OTP verified successfully',
    ...overrides,
  });
}

function startVerify(resendInSeconds = 120) {
  savePendingLogin({ userId: 42, phone: '9876543210', resendAtMs: Date.now() + resendInSeconds * 1000 });
  return renderAt('/verify-otp', { '/verify-otp': <VerifyOtpPage /> });
}

function enterOtp(value: string) {
  const input = screen.getByRole('textbox', { name: 'OTP' });
  fireEvent.change(input, { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('VerifyOtpPage', () => {
  it('sends a visitor without a pending login to /login', async () => {
    mockApi({});
    const router = renderAt('/verify-otp', { '/verify-otp': <VerifyOtpPage /> });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the number and says All fields are required for fewer than 4 digits', async () => {
    const fetchMock = mockApi({});
    startVerify();
    expect(screen.getByText('+91 98765 43210')).toBeTruthy();
    enterOtp('12a3');
    expect(await screen.findByText('All fields are required')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'OTP' }) as HTMLInputElement).value).toBe('123');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('the edit button returns to /login with the pending number kept', async () => {
    mockApi({});
    const router = startVerify();
    fireEvent.click(screen.getByRole('button', { name: 'Edit mobile number' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readPendingLogin()?.phone).toBe('9876543210');
  });

  it('counts down in m:ss, then offers Resend OTP which asks api/login/ again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockApi({
      'POST /backend/api/login/': () =>
        json(200, {
          user_id: 42,
          profile_id: null,
          message: 'OTP sent successfully',
          resend_after_seconds: 120,
        }),
    });
    startVerify(65);
    expect(screen.getByRole('timer').textContent).toBe('Resend OTP in 1:05');
    act(() => vi.advanceTimersByTime(6_000));
    expect(screen.getByRole('timer').textContent).toBe('Resend OTP in 0:59');
    act(() => vi.advanceTimersByTime(60_000));

    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));

    await waitFor(() => expect(screen.getByRole('timer').textContent).toBe('Resend OTP in 2:00'));
    const [call] = callsTo(fetchMock, 'POST', '/backend/api/login/');
    expect(bodyOf(call?.[1])).toEqual({ phone: '9876543210' });
  });

  it('stores the login, the admin flag and status HOME, then goes home', async () => {
    const fetchMock = mockApi({
      'POST /backend/api/verify_otp/42/': () => verifyAnswer(),
      'GET /backend/api/super-user/': () => json(200, { is_superuser: true }),
    });
    const router = startVerify();
    enterOtp('1234');

    await waitFor(() => expect(router.state.location.pathname).toBe('/home/42'));
    const [verifyCall] = callsTo(fetchMock, 'POST', '/backend/api/verify_otp/42/');
    expect(bodyOf(verifyCall?.[1])).toEqual({ otp: '1234' });
    const [superUserCall] = callsTo(fetchMock, 'GET', '/backend/api/super-user/');
    expect(new Headers(superUserCall?.[1].headers).get('Authorization')).toBe(`Bearer ${access}`);
    expect(readSession()).toMatchObject({
      userId: '42',
      profileId: '7',
      verified: true,
      access,
      refresh,
      userType: 'user',
      isSuperuser: true,
    });
    expect(JSON.parse(readSession().token ?? '{}')).toEqual({ access, refresh });
    expect(localStorage.getItem('auth_check_status')).toBe('HOME');
    expect(localStorage.getItem('private')).toBe('true');
    expect(readPendingLogin()).toBeNull();
  });

  it('marks a staff member, who is no super user, as staff; anyone else as neither', async () => {
    const staffAnswer = { is_superuser: false, teams: [{ id: 1, name: 'Support' }], permissions: [] };
    const refusal = { message: 'You do not have permission to perform this action' };
    for (const [status, body, isStaff] of [
      [200, staffAnswer, true],
      [403, refusal, false],
    ] as const) {
      mockApi({
        'POST /backend/api/verify_otp/42/': () => verifyAnswer(),
        'GET /backend/api/super-user/': () => json(200, { is_superuser: false }),
        'GET /backend/api/admin/me/': () => json(status, body),
      });
      const router = startVerify();
      enterOtp('1234');
      await waitFor(() => expect(router.state.location.pathname).toBe('/home/42'));
      expect(readSession()).toMatchObject({ isSuperuser: false, isStaff });
      cleanup();
      localStorage.clear();
    }
  });

  it('sends a first sign-in to /complete-profile with status PROFILE', async () => {
    mockApi({
      'POST /backend/api/verify_otp/42/': () =>
        verifyAnswer({ profile_id: null, is_profile_setup_complete: false, first_time_user: true }),
      'GET /backend/api/super-user/': () => json(200, { is_superuser: false }),
    });
    const router = startVerify();
    enterOtp('1234');

    await waitFor(() => expect(router.state.location.pathname).toBe('/complete-profile'));
    expect(localStorage.getItem('auth_check_status')).toBe('PROFILE');
    expect(localStorage.getItem('private')).toBeNull();
    expect(readSession().profileId).toBeNull();
  });

  it('returns to the remembered group instead of home', async () => {
    mockApi({
      'POST /backend/api/verify_otp/42/': () => verifyAnswer(),
      'GET /backend/api/super-user/': () => json(200, { is_superuser: false }),
    });
    rememberGroupForLogin(15);
    const router = startVerify();
    enterOtp('1234');

    await waitFor(() => expect(router.state.location.pathname).toBe('/groups/15'));
    expect(localStorage.getItem('redirect_group_id')).toBeNull();
  });

  it('shows Invalid OTP and stays on the page when the OTP is wrong', async () => {
    mockApi({ 'POST /backend/api/verify_otp/42/': () => json(400, { message: 'Invalid OTP' }) });
    const router = startVerify();
    enterOtp('9999');

    await waitFor(() => expect(bridge.notify).toHaveBeenCalledWith('Invalid OTP', 'error', 4500));
    expect(router.state.location.pathname).toBe('/verify-otp');
    expect(readSession().verified).toBeNull();
  });
});
