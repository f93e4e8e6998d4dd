import { z } from 'zod';
import { StreamBatchSchema } from '../events/domain-events.ts';
import { NotificationDeliveryBatchSchema } from './notifications.ts';
import { SessionsEndedSchema } from './sessions.ts';
import { SecurityTickBatchSchema } from './ticks.ts';

/**
 * A bus channel: its name on the transport and the schema of what it carries. Publishers and
 * subscribers name the channel, not a string, so both sides agree on the payload's type, and the
 * bus validates every payload it receives against the schema.
 */
export type BusChannel<Event> = {
  readonly name: string;
  readonly schema: z.ZodType<Event>;
};

export function defineChannel<Event>(name: string, schema: z.ZodType<Event>): BusChannel<Event> {
  return { name, schema };
}

/** What a channel carries: what its publishers send and its subscribers receive. */
export type ChannelEvent<Channel> = Channel extends BusChannel<infer Event> ? Event : never;

/** Price tick batches from the instance that runs the market feed to every instance. */
export const SECURITY_TICKS = defineChannel('security-ticks', SecurityTickBatchSchema);

/**
 * The change stream: committed domain events with their outbox ids, published by the outbox relay in
 * outbox order (a relay that died between publishing and marking may publish a batch again; the
 * stream's subscribers drop ids they have seen).
 */
export const DOMAIN_EVENTS = defineChannel('domain-events', StreamBatchSchema);

/** New notifications written by the notifications worker, for the live push to their recipients' sockets. */
export const NOTIFICATIONS = defineChannel('notifications', NotificationDeliveryBatchSchema);

/** Sign-ins ended (logout, refresh-token reuse): every instance's live channel un-names their sockets. */
export const SESSIONS_ENDED = defineChannel('sessions-ended', SessionsEndedSchema);

/** Dev and test only: "make this the security's next tick", carried to the instance running the feed. */
export const MARKET_COMMANDS = defineChannel(
  'market-commands',
  z.object({ securityId: z.number().int(), price: z.number() }),
);
