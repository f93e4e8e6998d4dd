import { useQueryClient } from '@tanstack/react-query';
import { LIVE_CHANNEL_MESSAGES, SNACKBAR_DEFAULT_MS } from '@tradecircle/domain';
import { useEffect } from 'react';
import { notify } from '../../shared/api/app-bridge.ts';
import { applyHttpError } from '../../shared/api/http-errors.ts';
import { isJwtUsable } from '../../shared/api/jwt.ts';
import { readAgainWhatWasRead } from '../../shared/api/read-again.ts';
import { readSession } from '../../shared/api/session.ts';
import { refreshTokens } from '../../shared/api/token-refresh.ts';
import { livePriceClient } from '../../shared/live/live-price-client.ts';
import { addPushedNotification, notificationKeys } from './cache.ts';
import { isNotificationFrame } from './notification-frame.ts';

/**
 * Notifications of what the user just did themselves: the action already said so where it was done
 * (a join toasts its own 'Joined …', a payment shows its Congratulation view), so their push goes to
 * the list and the badge without a second snackbar.
 */
const ECHOES_OF_OWN_ACTIONS: ReadonlySet<string> = new Set(['group_joined']);

/**
 * New notifications pushed to the signed-in user over the live socket (`{"type":"notification"}`,
 * docs/api.md): the socket is kept open while the user is signed in, each frame goes on top of the
 * cached lists with the badge's count, and the spec's snackbar shows its text (platform.md §2 app
 * shell: top right, Close, 4000 ms). A new trade of someone followed or of one's group reaches the
 * Home feed from the trade's own event (the live trade cache), not from here. No polling: each time the socket is named (first connect and every reconnect) lists
 * already read are read once again, for what was pushed while it was not.
 */
export function useLiveNotifications(userId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const client = livePriceClient();
    let isRenewing = false;
    // Pushes reach this tab only once the socket is named and this hook listens: a list read before
    // may miss one made in between, so it is read again (a list not read yet will be read after).
    const readListsAgain = () => readAgainWhatWasRead(queryClient, notificationKeys.ofUser(userId));
    const stop = client.onControlFrame((frame) => {
      if (isNotificationFrame(frame)) {
        addPushedNotification(queryClient, userId, frame);
        if (!ECHOES_OF_OWN_ACTIONS.has(frame.notification.notification_type))
          notify(frame.notification.notification_text, 'info', SNACKBAR_DEFAULT_MS);
        return;
      }
      if (frame.type === 'authenticated') {
        readListsAgain();
        return;
      }
      // The server ended this sign-in (signed out everywhere, suspended, deleted): leave now, as a
      // 401 does, not at the next call. A sign-out in this tab cleared the session before the frame.
      if (frame.type === 'signed_out' && frame.reason === 'session_ended') {
        if (readSession().access) applyHttpError(401, null);
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
    // Named before this hook listened (the live prices opened the socket first): its pushes were
    // heard by no one, and no `authenticated` frame will come to say so.
    if (client.isNamed()) readListsAgain();
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
