import { SECURITY_TICKS } from '@tradecircle/domain';
import { definePush } from '../../realtime/live-push.ts';

/**
 * Price ticks on /ws/security/: per batch, each socket gets one frame, the JSON array of the ticks
 * of the securities it watches (`[{"pk":id,"fields":{...}}, ...]`), and nothing about the others.
 * Each tick is serialised once however many sockets watch it.
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
    (texts) => `[${texts.join(',')}]`,
  );
});
