import { type BusChannel, DOMAIN_EVENTS, type DomainEvent } from '@tradecircle/domain';
import type { EventBus } from './event-bus.ts';
import { subscribeToStream } from './stream.ts';

/** A socket of the live channel as pushes see it: who it is and what it watches, never the socket itself. */
export type LiveSocket = {
  /** Set once the socket authenticated (`{"type":"auth"}`); undefined for a visitor. */
  readonly userId: number | undefined;
  readonly securityIds: ReadonlySet<number>;
  /**
   * The socket's last subscribe message asked for `batch: true`: a push of several items for it may
   * go as one message rather than one message per item (the spec's shape, the default).
   */
  readonly wantsBatches: boolean;
};

/** What the socket layer offers a push: who watches what, and batched, backpressure-aware sending. */
export type LiveSockets = {
  /** The sockets watching the security now. */
  watching(securityId: number): Iterable<LiveSocket>;
  /** The sockets authenticated as the user now (a user may have several tabs open). */
  authenticatedAs(userId: number): Iterable<LiveSocket>;
  /** The users with at least one authenticated socket on this instance now. */
  authenticatedUserIds(): Iterable<number>;
  /**
   * `collect` adds (socket, item) pairs; each socket then gets `frame(items, socket)` of its items in
   * the order added: one message, or several, in order (one per item for a socket that did not ask
   * for batches). Sockets that closed, or that have too much unsent data queued, are skipped.
   */
  sendBatched<Item>(
    collect: (add: (socket: LiveSocket, item: Item) => void) => void,
    frame: (items: Item[], socket: LiveSocket) => string | readonly string[],
  ): void;
};

/**
 * A kind of message the live channel pushes to browsers: the bus channel it follows and how one
 * event of it reaches sockets. Each module defines its pushes in its own `*.push.ts`; the app lists
 * them once when it registers the channel, so a new push is a new file, not a branch in the socket layer.
 */
export type LivePush = {
  readonly channel: string;
  /** Subscribes to the push's bus channel; answers the unsubscribe. */
  attach(bus: EventBus, sockets: LiveSockets): Promise<() => Promise<void>>;
};

export function definePush<Event>(
  channel: BusChannel<Event>,
  deliver: (event: Event, sockets: LiveSockets) => void,
): LivePush {
  return {
    channel: channel.name,
    attach: (bus, sockets) => bus.subscribe(channel, (event) => deliver(event, sockets)),
  };
}

/** A push that follows the change stream: each batch's new events, once each, in outbox order. */
export function defineStreamPush(deliver: (events: DomainEvent[], sockets: LiveSockets) => void): LivePush {
  return {
    channel: DOMAIN_EVENTS.name,
    attach: (bus, sockets) => subscribeToStream(bus, (events) => deliver(events, sockets)),
  };
}
