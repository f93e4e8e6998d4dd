import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeLivePriceClient } from '../../shared/live/fake-web-socket.ts';
import { setLivePriceClient } from '../../shared/live/live-price-client.ts';
import { installTestBridge, json, mockApi, renderAt } from '../../test-render.tsx';
import { storeValidLogin } from '../../test-utils.ts';
import { AppHeader } from './app-header.tsx';

installTestBridge(() => installFakeLivePriceClient());
afterEach(() => setLivePriceClient(null));

describe('AppHeader', { timeout: 20_000 }, () => {
  it('shows a signed-in user the bell with the unread count, beside the account menu', async () => {
    storeValidLogin({ userId: '42' });
    mockApi({
      'GET /backend/api/my-notifications/42': () =>
        json(200, { total_unread_count: 7, results: [], count: 7 }),
    });
    renderAt('/trending/main', { '/trending/main': <AppHeader /> });
    const bell = await screen.findByRole('link', { name: 'Notifications, 7 unread' });
    expect(bell.getAttribute('href')).toBe('/notifications');
    expect(await screen.findByRole('button', { name: 'Account' })).toBeTruthy();
  });

  it('opens the copy guardrails from the account menu', async () => {
    storeValidLogin({ userId: '42' });
    mockApi({
      'GET /backend/api/my-notifications/42': () =>
        json(200, { total_unread_count: 0, results: [], count: 0 }),
    });
    const router = renderAt('/trending/main', { '/trending/main': <AppHeader /> });
    fireEvent.click(await screen.findByRole('button', { name: 'Account' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Copy Guardrails' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/copy-guardrails'));
  });

  it('offers the Admin Panel in the account menu to super admins and staff only', async () => {
    mockApi({
      'GET /backend/api/my-notifications/42': () =>
        json(200, { total_unread_count: 0, results: [], count: 0 }),
    });
    const roles = [
      { isSuperuser: false, isStaff: false, offered: false },
      { isSuperuser: false, isStaff: true, offered: true },
      { isSuperuser: true, isStaff: true, offered: true },
    ];
    for (const { isSuperuser, isStaff, offered } of roles) {
      storeValidLogin({ userId: '42', isSuperuser, isStaff });
      renderAt('/trending/main', { '/trending/main': <AppHeader /> });
      fireEvent.click(await screen.findByRole('button', { name: 'Account' }));
      await screen.findByRole('menuitem', { name: 'Logout' });
      expect(screen.queryByRole('menuitem', { name: 'Admin Panel' }) !== null).toBe(offered);
      cleanup();
    }
  });

  it('has no bell for a visitor', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/trending/main', { '/trending/main': <AppHeader /> });
    expect(await screen.findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Notifications/ })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
