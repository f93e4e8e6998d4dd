import type { NotificationType } from '@tradecircle/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { followersOf } from '../follows/index.ts';
import type { OutboxEvent, OutboxEventType } from '../outbox/index.ts';
import { copiersOf, findTradeWithSecurity } from '../trades/index.ts';
import { findProfileByUserId, profileJoin } from '../users/index.ts';
import { profilesSavingTrade } from '../watchlists/index.ts';

/**
 * One notification an event makes, and to whom: the recipients as subqueries of user ids (their
 * union is taken; a user is notified once per audience). `notifyActor` false leaves the actor out
 * (nobody is told of their own act), and `blockable` leaves out users who blocked the actor.
 */
export type Audience = {
  type: NotificationType;
  actorUserId: number;
  actorName: string;
  actorImage: string | null;
  tradeId: number | null;
  text: string;
  recipients: SQL[];
  notifyActor: boolean;
  blockable: boolean;
};

type Actor = { userId: number; name: string; image: string | null };
type TradeFacts = { tradeId: number; owner: Actor; symbol: string; visibility: string };

/** Users named by id in an event (an owner, a followee): only those that still exist, as a subquery. */
function existingUsers(userIds: readonly number[]): SQL {
  return sql`select ${profileJoin.userId} from ${profileJoin.table} where ${profileJoin.userId} = any(${sql.param([...userIds])}::int[])`;
}

const bookmarkersOf = (tradeId: number): SQL =>
  sql`select ${profileJoin.userId} from ${profileJoin.table} where ${profileJoin.id} in (${profilesSavingTrade(tradeId)})`;

/** The poster's followers and the users who bookmarked or copied the trade. */
const tradeWatchers = (trade: TradeFacts): SQL[] => [
  followersOf(trade.owner.userId),
  bookmarkersOf(trade.tradeId),
  copiersOf(trade.tradeId),
];

/** Only public trades reach anyone but their owner; private ones never, group ones once groups exist. */
const isPublic = (trade: TradeFacts) => trade.visibility === 'followers';

function audience(
  type: NotificationType,
  actor: Actor,
  tradeId: number | null,
  text: string,
  recipients: SQL[],
  options: { notifyActor?: boolean } = {},
): Audience {
  return {
    type,
    actorUserId: actor.userId,
    actorName: actor.name,
    actorImage: actor.image,
    tradeId,
    text,
    recipients,
    notifyActor: options.notifyActor ?? false,
    blockable: !options.notifyActor,
  };
}

/** A status change of a trade: to its watchers (public trades), and to its owner in their own words. */
function statusChange(
  trade: TradeFacts,
  type: NotificationType,
  change: string,
  ownerToo: boolean,
): Audience[] {
  const { owner, tradeId, symbol } = trade;
  const audiences: Audience[] = [];
  if (isPublic(trade)) {
    audiences.push(
      audience(type, owner, tradeId, `${owner.name}'s trade on ${symbol} ${change}`, tradeWatchers(trade)),
    );
  }
  if (ownerToo) {
    audiences.push(
      audience(type, owner, tradeId, `Your trade on ${symbol} ${change}`, [existingUsers([owner.userId])], {
        notifyActor: true,
      }),
    );
  }
  return audiences;
}

type Lookup = {
  actor(userId: number): Promise<Actor>;
  trade(tradeId: number): Promise<TradeFacts | undefined>;
};

/** The event of one type (some events share a shape across several types). */
type EventOf<Type extends OutboxEventType, E = OutboxEvent> = E extends { type: infer T }
  ? Type extends T
    ? E
    : never
  : never;

type AudiencesOf = {
  [Type in OutboxEventType]: (event: EventOf<Type>, lookup: Lookup) => Promise<Audience[]>;
};

/**
 * Who hears of each kind of event: THE place where recipients are decided.
 * - following_you: the followee. following_your_trade (a copy): the source trade's owner.
 *   commented: the trade's owner, not for a comment on one's own trade.
 * - new_trade: the poster's followers. trade_active, trade_closed (closed at a target or stop loss,
 *   expired, exited): the poster's followers and the users who bookmarked or copied it, and the
 *   owner (the engine may have moved it). reasoning_updated: the same watchers (the owner did it).
 *   trade_deleted: the users who had bookmarked or copied it (read when it was deleted).
 * - Only public trades notify anyone but their owner: a private trade's events reach its owner only,
 *   and a group trade's nobody until groups exist. A user who blocked the actor is never notified.
 * The groups issue adds its events here (group_join_request to the group's admin, request_accepted
 * and group_joined to the member, new group trade to the group's members, with the group trade's
 * visibility reaching those members), and payments adds kyc_completed (to the user); each is one
 * more entry, with its type in NOTIFICATION_TYPES and its event in the outbox's OutboxEvent.
 */
const AUDIENCES: AudiencesOf = {
  'user.followed': async (event, lookup) => {
    const follower = await lookup.actor(event.followerUserId);
    return [
      audience('following_you', follower, null, `${follower.name} started following you`, [
        existingUsers([event.followeeUserId]),
      ]),
    ];
  },
  // Notifies nobody: fan-out.ts takes the blocked user's notifications out of the blocker's list.
  'user.blocked': async () => [],
  'trade.copied': async (event, lookup) => {
    const trade = await lookup.trade(event.tradeId);
    if (!trade) return [];
    const copier = await lookup.actor(event.copierUserId);
    return [
      audience(
        'following_your_trade',
        copier,
        trade.tradeId,
        `${copier.name} is following your trade on ${trade.symbol}`,
        [existingUsers([trade.owner.userId])],
      ),
    ];
  },
  'trade.commented': async (event, lookup) => {
    const trade = await lookup.trade(event.tradeId);
    if (!trade) return [];
    const commenter = await lookup.actor(event.commenterUserId);
    return [
      audience(
        'commented',
        commenter,
        trade.tradeId,
        `${commenter.name} commented on your trade on ${trade.symbol}`,
        [existingUsers([trade.owner.userId])],
      ),
    ];
  },
  'trade.posted': async (event, lookup) => {
    const trade = await lookup.trade(event.tradeId);
    if (!trade || !isPublic(trade)) return [];
    return [
      audience(
        'new_trade',
        trade.owner,
        trade.tradeId,
        `${trade.owner.name} posted a new trade on ${trade.symbol}`,
        [followersOf(trade.owner.userId)],
      ),
    ];
  },
  'trade.activated': async (event, lookup) => {
    const trade = await lookup.trade(event.tradeId);
    return trade ? statusChange(trade, 'trade_active', 'is now active', isOwnedOutsideGroups(trade)) : [];
  },
  'trade.closed': async (event, lookup) => {
    const trade = await lookup.trade(event.tradeId);
    return trade ? statusChange(trade, 'trade_closed', 'is now closed', isOwnedOutsideGroups(trade)) : [];
  },
  'trade.reasoning_updated': async (event, lookup) => {
    const trade = await lookup.trade(event.tradeId);
    if (!trade || !isPublic(trade)) return [];
    return [
      audience(
        'reasoning_updated',
        trade.owner,
        trade.tradeId,
        `${trade.owner.name} updated reasoning on their trade on ${trade.symbol}`,
        tradeWatchers(trade),
      ),
    ];
  },
  'trade.deleted': async (event, lookup) => {
    if (event.audienceUserIds.length === 0) return [];
    const owner = await lookup.actor(event.ownerUserId);
    // The trade is gone: the notification names it by its symbol and links to nothing.
    return [
      audience('trade_deleted', owner, null, `${owner.name}'s trade on ${event.symbol} has been deleted`, [
        existingUsers(event.audienceUserIds),
      ]),
    ];
  },
};

/** Group trades notify nobody, not even their owner, until the groups issue decides who hears. */
const isOwnedOutsideGroups = (trade: TradeFacts) => trade.visibility !== 'group';

/** The notifications one outbox event makes (none when what it names is gone). */
export async function audiencesOf(db: AppDb, event: OutboxEvent): Promise<Audience[]> {
  const actors = new Map<number, Actor>();
  const lookup: Lookup = {
    async actor(userId) {
      let actor = actors.get(userId);
      if (!actor) {
        const profile = await findProfileByUserId(db, userId);
        actor = { userId, name: profile?.name?.trim() || 'Someone', image: profile?.profileImage ?? null };
        actors.set(userId, actor);
      }
      return actor;
    },
    async trade(tradeId) {
      const row = await findTradeWithSecurity(db, tradeId);
      if (!row) return undefined;
      return {
        tradeId,
        owner: await this.actor(row.trade.postedByUserId),
        symbol: row.security.symbol,
        visibility: row.trade.visibility,
      };
    },
  };
  const of = AUDIENCES[event.type] as (event: OutboxEvent, lookup: Lookup) => Promise<Audience[]>;
  return of(event, lookup);
}
