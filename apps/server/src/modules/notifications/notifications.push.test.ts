import { NOTIFICATIONS, type NotificationDeliveryBatch } from '@tradecircle/domain';
import { describe, expect, it } from 'vitest';
import type { AppDb } from '../../db/client.ts';
import { createMemoryBus } from '../../realtime/event-bus.ts';
import type { LiveSocket, LiveSockets } from '../../realtime/live-push.ts';
import { createNotificationsPush } from './notifications.push.ts';

const USER = 7;

function batch(outboxEventId: number, text: string, inline: boolean): NotificationDeliveryBatch {
  return {
    outbox_event_id: outboxEventId,
    notification: {
      notification_type: 'new_trade',
      notification_text: text,
      action_time: '2026-11-27T09:00:00.000Z',
      follower_name: 'Nia Expert',
      follower_image: null,
      user_id: 3,
      trade: 40,
      group: null,
      group_name: null,
      group_request_status: null,
    },
    deliveries: inline
      ? [{ user_id: USER, id: outboxEventId * 10, total_unread_count: outboxEventId }]
      : null,
  };
}

/** One socket authenticated as USER; what it was sent, in order. */
function fakeSockets() {
  const socket: LiveSocket = { userId: USER, securityIds: new Set(), wantsBatches: false };
  const sent: string[] = [];
  const sockets: LiveSockets = {
    watching: () => [],
    authenticatedAs: (userId) => (userId === USER ? [socket] : []),
    authenticatedUserIds: () => [USER],
    sendBatched(collect, frame) {
      const items: unknown[] = [];
      collect((_socket, item) => items.push(item));
      if (items.length > 0) sent.push(...[frame(items as never[], socket)].flat());
      return undefined;
    },
  };
  return { sockets, sent };
}

describe('notifications push', () => {
  it('sends batches in the order the bus brings them, though a large fan-out looks its rows up slowly', async () => {
    const bus = createMemoryBus('push-order');
    const { sockets, sent } = fakeSockets();
    const errors: unknown[] = [];
    // The first (large) batch's lookup answers after the later ones have arrived.
    let releaseFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    const push = createNotificationsPush(
      {} as AppDb,
      (error) => errors.push(error),
      async (_db, found) => {
        if (found.outbox_event_id === 1) await firstHeld;
        return [{ user_id: USER, id: found.outbox_event_id * 10, total_unread_count: found.outbox_event_id }];
      },
    );
    const detach = await push.attach(bus, sockets);

    await bus.publish(NOTIFICATIONS, batch(1, 'posted a new trade', false));
    await bus.publish(NOTIFICATIONS, batch(2, 'is now active', false));
    await bus.publish(NOTIFICATIONS, batch(3, 'commented', true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);

    releaseFirst();
    await expect.poll(() => sent.length).toBe(3);
    expect(sent.map((frame) => JSON.parse(frame).notification.notification_text)).toEqual([
      'posted a new trade',
      'is now active',
      'commented',
    ]);
    expect(sent.map((frame) => JSON.parse(frame).notification.id)).toEqual([10, 20, 30]);
    expect(errors).toEqual([]);
    await detach();
  });

  it('reports a failed lookup and goes on with the next batch', async () => {
    const bus = createMemoryBus('push-failure');
    const { sockets, sent } = fakeSockets();
    const errors: unknown[] = [];
    const push = createNotificationsPush(
      {} as AppDb,
      (error) => errors.push(error),
      async (_db, found) => {
        if (found.outbox_event_id === 1) throw new Error('database away');
        return [{ user_id: USER, id: 20, total_unread_count: 1 }];
      },
    );
    const detach = await push.attach(bus, sockets);
    await bus.publish(NOTIFICATIONS, batch(1, 'lost', false));
    await bus.publish(NOTIFICATIONS, batch(2, 'delivered', false));
    await expect.poll(() => sent.length).toBe(1);
    expect(JSON.parse(sent[0]!).notification.notification_text).toBe('delivered');
    expect(errors).toHaveLength(1);
    await detach();
  });
});
