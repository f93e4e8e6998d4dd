import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rememberGroupForLogin } from '../../../shared/api/auth-state.ts';
import { readSession, writeSession } from '../../../shared/api/session.ts';
import { bodyOf, callsTo, installTestBridge, json, mockApi, renderAt } from '../../../test-render.tsx';
import { HOUR, makeJwt } from '../../../test-utils.ts';
import { CompleteProfilePage } from './complete-profile-page.tsx';

const bridge = installTestBridge();

function signedInWithoutProfile() {
  writeSession({ userId: 42, verified: true, access: makeJwt(900), refresh: makeJwt(24 * HOUR) });
  localStorage.setItem('auth_check_status', 'PROFILE');
}

const profileAnswer = () =>
  json(200, {
    verified: true,
    profile_detail: {
      id: 9,
      user_id: 42,
      name: 'Asha Rao',
      profile_image: null,
      is_sebi_registered: false,
      sebi_user_type: null,
    },
  });

const start = () => renderAt('/complete-profile', { '/complete-profile': <CompleteProfilePage /> });
const nameInput = () => screen.getByRole('textbox', { name: 'Full name' });

describe('CompleteProfilePage', () => {
  it('sends a visitor who has not verified an OTP to /login', async () => {
    mockApi({});
    const router = start();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('requires a name', async () => {
    signedInWithoutProfile();
    const fetchMock = mockApi({});
    start();
    fireEvent.change(nameInput(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This is Required.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates the profile, stores the profile id and status HOME, and goes home', async () => {
    signedInWithoutProfile();
    const fetchMock = mockApi({ 'POST /backend/api/create-profile/': profileAnswer });
    const router = start();
    fireEvent.change(nameInput(), { target: { value: '  Asha Rao ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/home/42'));
    const [call] = callsTo(fetchMock, 'POST', '/backend/api/create-profile/');
    expect(bodyOf(call?.[1])).toEqual({ name: 'Asha Rao', user_id: 42 });
    expect(new Headers(call?.[1].headers).get('Authorization')).toMatch(/^Bearer /);
    expect(readSession().profileId).toBe('9');
    expect(localStorage.getItem('auth_check_status')).toBe('HOME');
    expect(localStorage.getItem('private')).toBe('true');
  });

  it('goes to the remembered group once the profile exists', async () => {
    signedInWithoutProfile();
    rememberGroupForLogin(3);
    mockApi({ 'POST /backend/api/create-profile/': profileAnswer });
    const router = start();
    fireEvent.change(nameInput(), { target: { value: 'Asha Rao' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups/3'));
  });

  it('shows the server message for 4500 ms when the profile cannot be created', async () => {
    signedInWithoutProfile();
    mockApi({ 'POST /backend/api/create-profile/': () => json(409, { message: 'Profile already exists' }) });
    const router = start();
    fireEvent.change(nameInput(), { target: { value: 'Asha Rao' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(bridge.notify).toHaveBeenCalledWith('Profile already exists', 'error', 4500));
    expect(router.state.location.pathname).toBe('/complete-profile');
    expect(readSession().profileId).toBeNull();
  });
});
