import { SECURITY_TICKS } from '@tradecircle/domain';
import { definePush } from '../../realtime/live-push.ts';

/**
 * Price ticks on /ws/security/: per batch, each socket gets the ticks of the securities it watches,
 * and nothing about the others. As the spec has it (trades.md §4), one `{"pk":id,"fields":{...}}`
 * per message; a socket that subscribed with `batch: true` gets them in one message instead, the
 * JSON array `[{"pk":id,"fields":{...}}, ...]`. Each tick is serialised once however many sockets
 * watch it.
 */
export const securityTicksPush = definePush(SECURITY_TICKS, (ticks, sockets) => {
  sockets.sendBatched<string>(
    (add) => {
      for (const tick of ticks) {
        let text: string | undefined;
        for (const socket of sockets.watching(tick.pk)) {
          text ??= JSON.stringify(tick);
          add(socket, text);
        }
      }
    },
    (texts, socket) => (socket.wantsBatches ? `[${texts.join(',')}]` : texts),
  );
});
