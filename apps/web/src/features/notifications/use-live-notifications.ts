import { useQueryClient } from '@tanstack/react-query';
import { LIVE_CHANNEL_MESSAGES, SNACKBAR_DEFAULT_MS } from '@tradecircle/domain';
import { useEffect } from 'react';
import { notify } from '../../api/app-bridge.ts';
import { isJwtUsable } from '../../api/jwt.ts';
import { readSession } from '../../api/session.ts';
import { refreshTokens } from '../../api/token-refresh.ts';
import { livePriceClient } from '../market/live-price-client.ts';
import { addPushedNotification, notificationKeys } from './cache.ts';
import { isNotificationFrame } from './notification-frame.ts';

/**
 * New notifications pushed to the signed-in user over the live socket (`{"type":"notification"}`,
 * docs/api.md): the socket is kept open while the user is signed in, each frame goes on top of the
 * cached lists with the badge's count, and the spec's snackbar shows its text (platform.md §2 app
 * shell: top right, Close, 4000 ms). No polling: after a reconnect the lists are read once again,
 * for what was pushed while the socket was down.
 */
export function useLiveNotifications(userId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const client = livePriceClient();
    let hasBeenNamed = false;
    let isRenewing = false;
    const stop = client.onControlFrame((frame) => {
      if (isNotificationFrame(frame)) {
        addPushedNotification(queryClient, userId, frame);
        notify(frame.notification.notification_text, 'info', SNACKBAR_DEFAULT_MS);
        return;
      }
      if (frame.type === 'authenticated') {
        if (hasBeenNamed) void queryClient.invalidateQueries({ queryKey: notificationKeys.ofUser(userId) });
        hasBeenNamed = true;
        return;
      }
      // The access token ran out while the socket was away: renew it once and name the socket again.
      if (frame.type === 'error' && frame.message === LIVE_CHANNEL_MESSAGES.badToken && !isRenewing) {
        isRenewing = true;
        void renewAccessToken()
          .then(() => client.reauthenticate())
          .finally(() => {
            isRenewing = false;
          });
      }
    });
    const release = client.keepOpen();
    client.reauthenticate();
    return () => {
      stop();
      release();
      // Signed out: the socket must not stay named as this user.
      client.reauthenticate();
    };
  }, [queryClient, userId]);
}

async function renewAccessToken(): Promise<void> {
  const { access, refresh } = readSession();
  if (isJwtUsable(access) || !isJwtUsable(refresh)) return;
  await refreshTokens(refresh).catch(() => null);
}
