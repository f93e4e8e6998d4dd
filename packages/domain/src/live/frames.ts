import { z } from 'zod';
import { MAX_IDS_PER_SOCKET } from './constants.ts';
import { NotificationFrameSchema } from './notifications.ts';
import { SecurityTickSchema } from './ticks.ts';
import { TradeChangeEventSchema } from './trade-changes.ts';

// Client -> server.

/** Replaces the socket's watched securities (ids may arrive as numeric text). */
export const SecuritySubscribeMessageSchema = z.object({
  type: z.literal('security'),
  ids: z.array(z.coerce.number().int().positive()).max(MAX_IDS_PER_SOCKET),
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

/** Per tick batch, one frame per socket: the ticks of the securities it watches, and no others. */
export const TickFrameSchema = z.array(SecurityTickSchema);
export type TickFrame = z.infer<typeof TickFrameSchema>;

/** Changes of trades on watched securities that the socket's user may see. */
export const TradesFrameSchema = z.object({
  type: z.literal('trades'),
  events: z.array(TradeChangeEventSchema),
});
export type TradesFrame = z.infer<typeof TradesFrameSchema>;

export const SubscribedFrameSchema = z.object({
  type: z.literal('subscribed'),
  ids: z.array(z.number().int()),
});
export const AuthenticatedFrameSchema = z.object({ type: z.literal('authenticated') });
export const ErrorFrameSchema = z.object({ type: z.literal('error'), message: z.string() });

/** Every frame that is not a tick batch: one JSON object with a `type`. */
export const LiveControlFrameSchema = z.discriminatedUnion('type', [
  TradesFrameSchema,
  NotificationFrameSchema,
  SubscribedFrameSchema,
  AuthenticatedFrameSchema,
  ErrorFrameSchema,
]);
export type LiveControlFrame = z.infer<typeof LiveControlFrameSchema>;

export const LiveServerFrameSchema = z.union([TickFrameSchema, LiveControlFrameSchema]);
export type LiveServerFrame = z.infer<typeof LiveServerFrameSchema>;
