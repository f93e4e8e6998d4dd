import { priceAlertText } from '@tradecircle/domain';
import { eq } from 'drizzle-orm';
import { type AudienceDeclarations, existingUsers, notificationAudience } from '../../audiences.ts';
import { securityJoin } from '../securities/index.ts';

/**
 * price_alert: `{SYMBOL} is at ₹x, at or above (below) your alert of ₹y`, to the alert's owner alone,
 * themself as the actor; once per alert (the watcher records the event when it marks it triggered).
 */
export const priceAlertAudiences: AudienceDeclarations<'price_alert.triggered'> = {
  'price_alert.triggered': async (event, lookup) => {
    const [security] = await lookup.db
      .select({ symbol: securityJoin.symbol })
      .from(securityJoin.table)
      .where(eq(securityJoin.id, event.securityId));
    if (!security) return [];
    const owner = await lookup.actor(event.userId);
    return [
      notificationAudience(
        'price_alert',
        owner,
        null,
        priceAlertText(security.symbol, event.condition, event.price, event.triggeredPrice),
        [existingUsers([event.userId])],
        { notifyActor: true },
      ),
    ];
  },
};
