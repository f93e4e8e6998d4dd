import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, callsTo, installTestBridge, json, mockApi, renderAt } from '../../../test-render.tsx';
import { readPendingLogin, savePendingLogin } from '../pending-login.ts';
import { LoginPage } from './login-page.tsx';

const bridge = installTestBridge();

const phoneInput = () => screen.getByRole('textbox', { name: 'Mobile number' });
const sendButton = () => screen.getByRole('button', { name: 'Send OTP' });

describe('LoginPage', () => {
  it('asks for the number when empty and refuses a number not starting 6-9', async () => {
    const fetchMock = mockApi({});
    renderAt('/login', { '/login': <LoginPage /> });

    fireEvent.click(sendButton());
    expect(await screen.findByText('This is Required.')).toBeTruthy();

    fireEvent.change(phoneInput(), { target: { value: '5876543210' } });
    fireEvent.click(sendButton());
    expect(await screen.findByText('Invalid Phone Number')).toBeTruthy();

    fireEvent.change(phoneInput(), { target: { value: '98765' } });
    fireEvent.click(sendButton());
    expect(await screen.findByText('Invalid Phone Number')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps digits only, at most 10, with the +91 prefix shown', () => {
    mockApi({});
    renderAt('/login', { '/login': <LoginPage /> });
    fireEvent.change(phoneInput(), { target: { value: '98a76-5 432109999' } });
    expect((phoneInput() as HTMLInputElement).value).toBe('9876543210');
    expect(screen.getByText('+91')).toBeTruthy();
  });

  it('sends the OTP on Enter, remembers user id and phone, and goes to /verify-otp', async () => {
    const fetchMock = mockApi({
      'POST /backend/api/login/': () =>
        json(200, {
          user_id: 31,
          profile_id: null,
          message: 'OTP sent successfully',
          resend_after_seconds: 90,
        }),
    });
    const router = renderAt('/login', { '/login': <LoginPage /> });

    fireEvent.change(phoneInput(), { target: { value: '9876543210' } });
    fireEvent.submit(phoneInput().closest('form') as HTMLFormElement);

    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-otp'));
    const [call] = callsTo(fetchMock, 'POST', '/backend/api/login/');
    expect(bodyOf(call?.[1])).toEqual({ phone: '9876543210' });
    expect(readPendingLogin()).toMatchObject({ userId: 31, phone: '9876543210' });
    const resendInSeconds = ((readPendingLogin()?.resendAtMs ?? 0) - Date.now()) / 1000;
    expect(resendInSeconds).toBeGreaterThan(85);
    expect(resendInSeconds).toBeLessThanOrEqual(90);
    expect(bridge.notify).toHaveBeenCalledWith('OTP sent successfully', 'success', undefined);
  });

  it('shows the server message in a red snackbar when asked too often (429)', async () => {
    mockApi({
      'POST /backend/api/login/': () => json(429, { message: 'Please wait before asking for another OTP' }),
    });
    const router = renderAt('/login', { '/login': <LoginPage /> });
    fireEvent.change(phoneInput(), { target: { value: '9876543210' } });
    fireEvent.click(sendButton());

    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith(
        'Please wait before asking for another OTP',
        'error',
        undefined,
      ),
    );
    expect(router.state.location.pathname).toBe('/login');
  });

  it('prefills the number the OTP went to when coming back to edit it', () => {
    mockApi({});
    savePendingLogin({ userId: 3, phone: '9123456780', resendAtMs: Date.now() });
    renderAt('/login', { '/login': <LoginPage /> });
    expect((phoneInput() as HTMLInputElement).value).toBe('9123456780');
  });
});
