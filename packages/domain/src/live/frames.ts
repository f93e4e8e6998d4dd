import { z } from 'zod';
import { MAX_IDS_PER_SOCKET } from './constants.ts';
import { NotificationFrameSchema } from './notifications.ts';
import { SignedOutFrameSchema } from './sessions.ts';
import { SecurityTickSchema } from './ticks.ts';
import { TradeChangeEventSchema } from './trade-changes.ts';

// Client -> server.

/**
 * Replaces the socket's watched securities (ids may arrive as numeric text). Price updates then come
 * as the spec has them (trades.md §4): one `{pk, fields}` object per message, one message per update.
 * `batch: true` asks instead for one message per tick batch, holding the socket's updates of that
 * batch in a JSON array (TickBatchFrameSchema): far fewer messages for a page watching many
 * securities. Each subscribe message sets the shape again; left out, it is the spec's.
 */
export const SecuritySubscribeMessageSchema = z.object({
  type: z.literal('security'),
  ids: z.array(z.coerce.number().int().positive()).max(MAX_IDS_PER_SOCKET),
  batch: z.boolean().optional(),
});
export type SecuritySubscribeMessage = z.output<typeof SecuritySubscribeMessageSchema>;

/** Optional: a signed-in client names itself, so it also hears of its own non-public trades. */
export const AuthMessageSchema = z.object({ type: z.literal('auth'), token: z.string().min(1).max(4096) });
export type AuthMessage = z.output<typeof AuthMessageSchema>;

export const LiveClientMessageSchema = z.discriminatedUnion('type', [
  SecuritySubscribeMessageSchema,
  AuthMessageSchema,
]);
export type LiveClientMessage = z.output<typeof LiveClientMessageSchema>;

// Server -> client.

/**
 * A price update, the default shape (trades.md §4): one security's `{pk, fields}` per message, for
 * each watched security that ticked. The only frames that carry `pk`; none carries `type`.
 */
export const TickFrameSchema = SecurityTickSchema;
export type TickFrame = z.infer<typeof TickFrameSchema>;

/**
 * A socket that subscribed with `batch: true`: per tick batch, one message holding the updates of the
 * securities it watches (and no others), as a JSON array of TickFrame.
 */
export const TickBatchFrameSchema = z.array(SecurityTickSchema);
export type TickBatchFrame = z.infer<typeof TickBatchFrameSchema>;

/** Changes of trades on watched securities that the socket's user may see. */
export const TradesFrameSchema = z.object({
  type: z.literal('trades'),
  events: z.array(TradeChangeEventSchema),
});
export type TradesFrame = z.infer<typeof TradesFrameSchema>;

/** The answer to a subscribe message: the ids now watched, and whether price updates come batched. */
export const SubscribedFrameSchema = z.object({
  type: z.literal('subscribed'),
  ids: z.array(z.number().int()),
  batch: z.boolean(),
});
export const AuthenticatedFrameSchema = z.object({ type: z.literal('authenticated') });
export const ErrorFrameSchema = z.object({ type: z.literal('error'), message: z.string() });

/**
 * Every frame that is not a price update: one JSON object with a string `type` and no `pk`, so a
 * client that reads only prices (`{pk, fields}`) can tell them apart and skip them.
 */
export const LiveControlFrameSchema = z.discriminatedUnion('type', [
  TradesFrameSchema,
  NotificationFrameSchema,
  SubscribedFrameSchema,
  AuthenticatedFrameSchema,
  SignedOutFrameSchema,
  ErrorFrameSchema,
]);
export type LiveControlFrame = z.infer<typeof LiveControlFrameSchema>;

export const LiveServerFrameSchema = z.union([TickFrameSchema, TickBatchFrameSchema, LiveControlFrameSchema]);
export type LiveServerFrame = z.infer<typeof LiveServerFrameSchema>;
