import { canSeeTrade, TRADE_CHANGES, type TradeChangeEvent, type TradesFrame } from '@tradecircle/domain';
import { definePush } from '../../realtime/live-push.ts';

/**
 * Trade changes on /ws/security/: `{"type":"trades","events":[...]}` to the sockets watching the
 * trade's security whose user may see the trade (the domain's canSeeTrade: public trades to
 * everyone, the others to their owner), one frame per socket per published batch.
 */
export const tradeChangesPush = definePush(TRADE_CHANGES, (events, sockets) => {
  sockets.sendBatched<TradeChangeEvent>(
    (add) => {
      for (const event of events) {
        for (const socket of sockets.watching(event.security_id)) {
          const viewer = socket.userId === undefined ? null : { userId: socket.userId };
          if (canSeeTrade(event, viewer)) add(socket, event);
        }
      }
    },
    (forSocket) => JSON.stringify({ type: 'trades', events: forSocket } satisfies TradesFrame),
  );
});
