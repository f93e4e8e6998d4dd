import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeWebSocket, installFakeLivePriceClient } from '../../shared/live/fake-web-socket.ts';
import { setLivePriceClient } from '../../shared/live/live-price-client.ts';
import { installTestBridge, json, mockApi, renderAt } from '../../test-render.tsx';
import { storeValidLogin } from '../../test-utils.ts';
import { NotificationBell } from './notification-bell.tsx';
import { makeFrame, makeList, makeNotification } from './test-fixtures.ts';

const bridge = installTestBridge(() => {
  storeValidLogin({ userId: '42' });
  installFakeLivePriceClient({ token: () => 'access-42', debounceMs: 0 });
});
afterEach(() => setLivePriceClient(null));

/** The bell rendered for user 42, with its live socket open. */
async function bellWithOpenSocket() {
  mockApi({ 'GET /backend/api/my-notifications/42': () => json(200, makeList(0, 0, 0)) });
  renderAt('/home/42', { '/home/:id': <NotificationBell /> });
  await screen.findByRole('link', { name: 'Notifications' });
  await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
  const socket = FakeWebSocket.latest();
  act(() => socket.open());
  return socket;
}

describe('pushed notifications of the user’s own actions', { timeout: 20_000 }, () => {
  it('counts a group join in the badge without a second snackbar after the join’s own', async () => {
    const socket = await bellWithOpenSocket();

    const joined = makeNotification(1, {
      notification_type: 'group_joined',
      notification_text: 'You are now a member of Nifty Momentum Club',
      trade: null,
    });
    act(() => socket.receive(makeFrame(joined, 1)));
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeTruthy();
    expect(bridge.notify).not.toHaveBeenCalled();

    // Anyone else's doing still shows.
    const accepted = makeNotification(2, {
      notification_type: 'request_accepted',
      notification_text: 'Ananya Sharma accepted your request to join Options Lab',
      trade: null,
    });
    act(() => socket.receive(makeFrame(accepted, 2)));
    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith(
        'Ananya Sharma accepted your request to join Options Lab',
        'info',
        4000,
      ),
    );
  });
});

describe('a sign-in the server ended', { timeout: 20_000 }, () => {
  it('signs the tab out at once, as a 401 does', async () => {
    const socket = await bellWithOpenSocket();
    act(() => socket.receive({ type: 'authenticated' }));
    expect(bridge.navigate).not.toHaveBeenCalled();

    act(() => socket.receive({ type: 'signed_out', reason: 'session_ended' }));
    await waitFor(() => expect(bridge.navigate).toHaveBeenCalledWith('/login'));
    expect(bridge.notify).toHaveBeenCalledWith('Unauthorized', 'error', undefined);
    expect(localStorage.getItem('access')).toBeNull();
  });

  it('stays put when the token only expired, or the tab signed out itself', async () => {
    const socket = await bellWithOpenSocket();
    act(() => socket.receive({ type: 'signed_out', reason: 'token_expired' }));
    localStorage.removeItem('access');
    act(() => socket.receive({ type: 'signed_out', reason: 'session_ended' }));
    expect(bridge.navigate).not.toHaveBeenCalled();
    expect(bridge.notify).not.toHaveBeenCalled();
  });
});
