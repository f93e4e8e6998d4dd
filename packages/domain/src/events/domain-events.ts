import { z } from 'zod';
import { ADMIN_TARGET_TYPES, EVERY_ADMIN_ACTION } from '../admin/every-admin.ts';
import { TRADE_STATUSES, TRADE_VISIBILITIES } from '../constants/trades.ts';
import { TRADE_CHANGE_TYPES } from '../live/constants.ts';
import { type TradeChangeEvent, TradeChangeFieldsSchema } from '../live/trade-changes.ts';

/**
 * The change stream's one vocabulary (docs/architecture.md, "The change stream"). A service records
 * its events inside the transaction of the change (the server's recordEvents); the outbox relay
 * publishes the committed events on the bus in outbox order; every consumer (the lifecycle engine,
 * live pushes, notifications, and later coins and the audit log) hears them from there. Ids are
 * user ids (not profile ids).
 */

const id = z.number().int();

/**
 * A change of one trade, with what the live cards and the engine need to follow it: which security
 * it routes to, who may hear of it (visibility, group) and the trade's state right after it.
 * `ownerOnly`: a real trade awaiting its broker, which nobody but its owner has seen (no notification,
 * the live push reaches its owner only).
 */
const tradeChangeShape = {
  tradeId: id,
  ownerUserId: id,
  securityId: id,
  status: z.enum([...TRADE_STATUSES, 'deleted']),
  visibility: z.enum(TRADE_VISIBILITIES),
  groupId: id.nullable().optional(),
  /** The price the change happened at (activation, target, exit), when there is one. */
  price: z.number().nullable().optional(),
  /** The ladder row in force after the change. */
  step: z.number().int().optional(),
  /** The trade fields the change set, under their wire names, when the writer knows them all. */
  fields: TradeChangeFieldsSchema.optional(),
  ownerOnly: z.boolean().optional(),
};

/**
 * Trade changes that carry nothing but the change itself. `trade.seeded`: an open trade the demo
 * seed wrote (the engine tracks it, live cards hear of it as posted; nobody is notified).
 */
export const TRADE_CHANGE_EVENT_TYPES = [
  ...TRADE_CHANGE_TYPES.filter((type) => type !== 'trade.deleted'),
  'trade.reasoning_updated',
  'trade.seeded',
] as const;

const TradeChangedSchema = z.object({ type: z.enum(TRADE_CHANGE_EVENT_TYPES), ...tradeChangeShape });

/**
 * A deleted trade takes its bookmarks and its copies' links with it, so the event carries the
 * security's symbol and the users who may still have seen it (read before the delete).
 */
const TradeDeletedSchema = z.object({
  type: z.literal('trade.deleted'),
  ...tradeChangeShape,
  symbol: z.string(),
  audienceUserIds: z.array(id),
});

/**
 * An admin's decision, as the audit log keeps it (docs/operations.md, "Admin"): who did what to which
 * record, its state before and after, and the reviewer's remark. `action` is an ADMIN_ACTIONS value.
 */
const adminActionShape = {
  actorUserId: id,
  action: z.enum(EVERY_ADMIN_ACTION),
  targetType: z.enum(ADMIN_TARGET_TYPES),
  targetId: id,
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  remark: z.string().nullable(),
};

/** The events that are admin decisions: each one writes an audit log row. */
export const ADMIN_ACTION_EVENT_TYPES = [
  'payment_info.reviewed',
  'group.reviewed',
  'video.reviewed',
  'user.moderated',
  'sebi_registration.reviewed',
  'performance_verification.changed',
  'account.merged',
  'admin.acted',
] as const;

export const DomainEventSchema = z.union([
  TradeChangedSchema,
  TradeDeletedSchema,
  z.object({
    type: z.literal('trade.copied'),
    tradeId: id,
    copyTradeId: id,
    copierUserId: id,
    ownerUserId: id,
  }),
  z.object({
    type: z.literal('trade.commented'),
    tradeId: id,
    commentId: id,
    commenterUserId: id,
    ownerUserId: id,
  }),
  z.object({ type: z.literal('user.followed'), followerUserId: id, followeeUserId: id }),
  /**
   * Gamification's facts (issue 32): a user's first activity of an IST day (`day`, YYYY-MM-DD), a
   * profile saved, a broker connected, a trade shared. Nobody is notified; coins are awarded.
   */
  z.object({ type: z.literal('user.active'), userId: id, day: z.string() }),
  z.object({ type: z.literal('profile.updated'), userId: id }),
  z.object({ type: z.literal('broker.connected'), userId: id }),
  z.object({ type: z.literal('trade.shared'), tradeId: id, sharerUserId: id }),
  z.object({ type: z.literal('user.blocked'), blockerUserId: id, blockedUserId: id }),
  /** A private group's join request (to its admin), an accepted request and a join (to the member). */
  z.object({
    type: z.enum(['group.join_requested', 'group.request_accepted', 'group.joined']),
    groupId: id,
    memberUserId: id,
    adminUserId: id,
  }),
  /** A successful payment (to the payee). */
  z.object({
    type: z.literal('payment.received'),
    paymentOrderId: id,
    payerUserId: id,
    payeeUserId: id,
    amountPaise: id,
    groupId: id.nullable(),
    reportId: id.nullable(),
  }),
  /** A poll posted (by its author) and a vote in it (once per voter and poll). */
  z.object({ type: z.literal('poll.created'), pollId: id, authorUserId: id }),
  z.object({ type: z.literal('poll.answered'), pollId: id, optionId: id, voterUserId: id }),
  /** A research report published (by a SEBI-registered author) and bought (by its buyer, once per order). */
  z.object({ type: z.literal('report.published'), reportId: id, authorUserId: id, securityId: id }),
  z.object({ type: z.literal('report.purchased'), reportId: id, buyerUserId: id, paymentOrderId: id }),
  /** A paid membership ending within three days (to the member). */
  z.object({
    type: z.literal('membership.expiring'),
    subscriptionId: id,
    memberUserId: id,
    groupId: id,
    endDate: z.string(),
  }),
  /** A webinar starting within the hour (to its registered users, once per webinar). */
  z.object({
    type: z.literal('webinar.starting'),
    webinarId: id,
    ownerUserId: id,
    startsAt: z.string(),
  }),
  /**
   * Copy guardrails (issue 34, part 3): a follower's copy stop for an expert tripped (to the
   * follower), with the drawdown that tripped it; a price alert met (to its owner, once per alert).
   */
  z.object({
    type: z.literal('copy_guardrail.tripped'),
    followerUserId: id,
    expertUserId: id,
    drawdownPercent: z.number(),
    drawdownPaise: id,
    copyStopPercent: z.number(),
  }),
  z.object({
    type: z.literal('price_alert.triggered'),
    alertId: id,
    userId: id,
    securityId: id,
    condition: z.enum(['above', 'below']),
    price: z.number(),
    triggeredPrice: z.number(),
  }),
  /** A payout's information verified or rejected by staff (to its owner, with the remark). */
  z.object({ type: z.literal('payment_info.reviewed'), ...adminActionShape, ownerUserId: id }),
  /** A group verified or rejected by staff (to its admin, with the remark); targetId is the group. */
  z.object({ type: z.literal('group.reviewed'), ...adminActionShape, ownerUserId: id }),
  /** A video or playlist staff verified or rejected (targetType says which); its owner is told. */
  z.object({ type: z.literal('video.reviewed'), ...adminActionShape, ownerUserId: id }),
  /** A moderation action on a user's account or content (to that user, with the remark). */
  z.object({ type: z.literal('user.moderated'), ...adminActionShape, ownerUserId: id }),
  /** An expert's SEBI registration verified or rejected by compliance (to the expert, with the remark); targetId is the user. */
  z.object({ type: z.literal('sebi_registration.reviewed'), ...adminActionShape, ownerUserId: id }),
  /** PaRRVA's verification of an expert's figures recorded or cleared by compliance (to the expert); targetId is the user. */
  z.object({ type: z.literal('performance_verification.changed'), ...adminActionShape, ownerUserId: id }),
  /** Two accounts of one person merged by a super admin (to the surviving account); targetId is that user. */
  z.object({ type: z.literal('account.merged'), ...adminActionShape, ownerUserId: id }),
  /** Any other admin action (teams and staff): the audit log's alone, nobody is notified. */
  z.object({ type: z.literal('admin.acted'), ...adminActionShape }),
]);
export type DomainEvent = z.infer<typeof DomainEventSchema>;
export type DomainEventType = DomainEvent['type'];

/** The event of one type (several types share a shape). */
export type DomainEventOf<Type extends DomainEventType, E = DomainEvent> = E extends { type: infer T }
  ? Type extends T
    ? E
    : never
  : never;

export type AdminActionEventType = (typeof ADMIN_ACTION_EVENT_TYPES)[number];
export type AdminActionEvent = DomainEventOf<AdminActionEventType>;

export type TradeChangeDomainEvent = DomainEventOf<TradeChangeDomainEventType>;
export type TradeChangeDomainEventType = (typeof TRADE_CHANGE_EVENT_TYPES)[number] | 'trade.deleted';

const TRADE_CHANGE_EVENT_TYPE_SET: ReadonlySet<string> = new Set([
  ...TRADE_CHANGE_EVENT_TYPES,
  'trade.deleted',
]);

export function isTradeChange(event: DomainEvent): event is TradeChangeDomainEvent {
  return TRADE_CHANGE_EVENT_TYPE_SET.has(event.type);
}

const FRAME_TYPE: Partial<Record<TradeChangeDomainEventType, TradeChangeEvent['type']>> = {
  'trade.reasoning_updated': 'trade.updated',
  'trade.seeded': 'trade.posted',
};

/**
 * A trade change as `/ws/security/` tells it (and the engine reads it): a reasoning update is an
 * update there, a seeded trade a posted one, and a trade awaiting its broker is private (its owner's alone).
 */
export function toTradeChangeFrame(event: TradeChangeDomainEvent): TradeChangeEvent {
  const frame: TradeChangeEvent = {
    type: FRAME_TYPE[event.type] ?? (event.type as TradeChangeEvent['type']),
    trade_id: event.tradeId,
    security_id: event.securityId,
    posted_by_id: event.ownerUserId,
    status: event.status,
    visibility: event.ownerOnly ? 'private' : event.visibility,
  };
  if (event.groupId !== undefined) frame.group_id = event.groupId;
  if (event.price !== undefined) frame.price = event.price;
  if (event.step !== undefined) frame.step = event.step;
  if (event.fields !== undefined) frame.fields = event.fields;
  return frame;
}

/** What the bus carries on DOMAIN_EVENTS: committed events with their outbox ids, in outbox order. */
export const StreamBatchSchema = z.object({
  events: z.array(z.object({ id, event: DomainEventSchema })),
});
export type StreamBatch = z.infer<typeof StreamBatchSchema>;
export type StreamEvent = StreamBatch['events'][number];
