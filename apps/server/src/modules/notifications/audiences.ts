import type {
  DomainEvent,
  DomainEventOf,
  DomainEventType,
  GroupRequestStatus,
  NotificationType,
} from '@tradecircle/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { followersOf } from '../follows/index.ts';
import { activeMembersOf, findGroup } from '../groups/index.ts';
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
  /** The group a group notification is about (notifications.group_id). */
  groupId: number | null;
  /** The group's name when the event was applied (the live push; the list reads it anew). */
  groupName: string | null;
  /** A join request's standing when it was applied: Pending (the list reads it anew). */
  requestStatus: GroupRequestStatus | null;
  text: string;
  recipients: SQL[];
  notifyActor: boolean;
  blockable: boolean;
};

type Actor = { userId: number; name: string; image: string | null };
type Group = { id: number; name: string; adminUserId: number };
type TradeFacts = {
  tradeId: number;
  owner: Actor;
  symbol: string;
  visibility: string;
  /** A group trade's group, while it exists (a deleted group leaves its trades to their owner). */
  group: Group | undefined;
};

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

/** Only public trades reach their watchers; private ones reach their owner only. */
const isPublic = (trade: TradeFacts) => trade.visibility === 'followers';

/** A group trade's group, when the trade is one and its group still exists. */
const groupOf = (trade: TradeFacts): Group | undefined =>
  trade.visibility === 'group' ? trade.group : undefined;

/**
 * Who hears of a trade's changes besides its owner: a public trade's watchers; a group trade's
 * group's members now (never anyone else: not the poster's followers, nor a bookmarker or copier
 * who left the group); nobody for a private trade or a group trade whose group is gone.
 */
function watchersOf(trade: TradeFacts): SQL[] | null {
  if (isPublic(trade)) return tradeWatchers(trade);
  const group = groupOf(trade);
  return group ? [activeMembersOf(group.id)] : null;
}

/** ' in {group name}' for a group trade's texts, '' for the others. */
const inGroup = (trade: TradeFacts) => {
  const group = groupOf(trade);
  return group ? ` in ${group.name}` : '';
};

type AudienceOptions = { notifyActor?: boolean; group?: Group; requestStatus?: GroupRequestStatus };

function audience(
  type: NotificationType,
  actor: Actor,
  tradeId: number | null,
  text: string,
  recipients: SQL[],
  options: AudienceOptions = {},
): Audience {
  return {
    type,
    actorUserId: actor.userId,
    actorName: actor.name,
    actorImage: actor.image,
    tradeId,
    groupId: options.group?.id ?? null,
    groupName: options.group?.name ?? null,
    requestStatus: options.requestStatus ?? null,
    text,
    recipients,
    notifyActor: options.notifyActor ?? false,
    blockable: !options.notifyActor,
  };
}

/**
 * A status change of a trade: to its watchers (a public trade's, a group trade's members), and to
 * its owner in their own words.
 */
function statusChange(trade: TradeFacts, type: NotificationType, change: string): Audience[] {
  const { owner, tradeId, symbol } = trade;
  const group = groupOf(trade);
  const audiences: Audience[] = [];
  const watchers = watchersOf(trade);
  if (watchers) {
    audiences.push(
      audience(
        type,
        owner,
        tradeId,
        `${owner.name}'s trade on ${symbol}${inGroup(trade)} ${change}`,
        watchers,
        {
          group,
        },
      ),
    );
  }
  audiences.push(
    audience(
      type,
      owner,
      tradeId,
      `Your trade on ${symbol}${inGroup(trade)} ${change}`,
      [existingUsers([owner.userId])],
      { notifyActor: true, group },
    ),
  );
  return audiences;
}

type Lookup = {
  actor(userId: number): Promise<Actor>;
  trade(tradeId: number): Promise<TradeFacts | undefined>;
  group(groupId: number): Promise<Group | undefined>;
};

/** The event of one type (some events share a shape across several types). */

type AudiencesOf = {
  [Type in DomainEventType]: (event: DomainEventOf<Type>, lookup: Lookup) => Promise<Audience[]>;
};

/**
 * Who hears of each kind of event: THE place where recipients are decided.
 * - following_you: the followee. following_your_trade (a copy): the source trade's owner.
 *   commented: the trade's owner, not for a comment on one's own trade.
 * - new_trade: the poster's followers. trade_active, trade_closed (closed at a target or stop loss,
 *   expired, exited): the poster's followers and the users who bookmarked or copied it, and the
 *   owner (the engine may have moved it). reasoning_updated: the same watchers (the owner did it).
 *   trade_deleted: the users who had bookmarked or copied it (read when it was deleted).
 * - Only public trades notify their watchers; a private trade's events reach its owner only. A group
 *   trade's events reach its owner and its group's members NOW (the members' subquery is read when
 *   the worker applies the event): never the poster's followers, a non-member, one who left, a
 *   pending requester; once the group is deleted, its trades' events reach their owner only.
 *   new_group_trade (trade.posted of a group trade): the group's members.
 * - group_join_request: a private group's admin, told the requester asked (the list reads the
 *   request's standing now: group_request_status). request_accepted: the member whose request the
 *   admin accepted. group_joined: the member, `You are now a member of {group}` with the admin as
 *   the actor. The event does not tell a self join (Public, a premium trial) from the admin adding
 *   followers (add-all-followers), so the text fits both, and it goes to the member: the admin would
 *   otherwise get one notification per follower added. A deleted group's events notify nobody.
 * - A user who blocked the actor is never notified (a member who blocked the group's admin hears
 *   nothing of its trades; an admin who blocked a requester hears nothing of their request).
 * - payment_received: the group admin or report author who was paid, the payer as the actor.
 *   membership_expiring: the member whose paid membership ends within three days, the group's admin
 *   as the actor (the expiry job appends it once per membership).
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
    if (!trade) return [];
    const group = groupOf(trade);
    if (group) {
      return [
        audience(
          'new_group_trade',
          trade.owner,
          trade.tradeId,
          `${trade.owner.name} posted a new group trade on ${trade.symbol} in ${group.name}`,
          [activeMembersOf(group.id)],
          { group },
        ),
      ];
    }
    if (!isPublic(trade)) return [];
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
    return trade ? statusChange(trade, 'trade_active', 'is now active') : [];
  },
  'trade.closed': (event, lookup) => tradeClosed(event, lookup),
  'trade.expired': (event, lookup) => tradeClosed(event, lookup),
  'trade.exited': (event, lookup) => tradeClosed(event, lookup),
  // An edit while Upcoming and a ladder step notify nobody (the live cards follow them).
  'trade.updated': async () => [],
  'trade.target_reached': async () => [],
  'trade.seeded': async () => [],
  'trade.reasoning_updated': async (event, lookup) => {
    const trade = await lookup.trade(event.tradeId);
    const watchers = trade && watchersOf(trade);
    if (!trade || !watchers) return [];
    return [
      audience(
        'reasoning_updated',
        trade.owner,
        trade.tradeId,
        `${trade.owner.name} updated reasoning on their trade on ${trade.symbol}${inGroup(trade)}`,
        watchers,
        { group: groupOf(trade) },
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
  'group.join_requested': async (event, lookup) => {
    const group = await lookup.group(event.groupId);
    if (!group) return [];
    const requester = await lookup.actor(event.memberUserId);
    return [
      audience(
        'group_join_request',
        requester,
        null,
        `${requester.name} asked to join ${group.name}`,
        [existingUsers([group.adminUserId])],
        { group, requestStatus: 'Pending' },
      ),
    ];
  },
  'group.request_accepted': async (event, lookup) => {
    const group = await lookup.group(event.groupId);
    if (!group) return [];
    const admin = await lookup.actor(group.adminUserId);
    return [
      audience(
        'request_accepted',
        admin,
        null,
        `${admin.name} accepted your request to join ${group.name}`,
        [existingUsers([event.memberUserId])],
        { group },
      ),
    ];
  },
  'payment.received': async (event, lookup) => {
    const payer = await lookup.actor(event.payerUserId);
    const group = event.groupId === null ? undefined : await lookup.group(event.groupId);
    const rupees = (event.amountPaise / 100).toLocaleString('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
    });
    const what = group ? group.name : 'your research report';
    return [
      audience(
        'payment_received',
        payer,
        null,
        `${payer.name} paid ${rupees} for ${what}`,
        [existingUsers([event.payeeUserId])],
        { group },
      ),
    ];
  },
  'membership.expiring': async (event, lookup) => {
    const group = await lookup.group(event.groupId);
    if (!group) return [];
    const admin = await lookup.actor(group.adminUserId);
    const end = new Date(event.endDate).toLocaleDateString('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    });
    return [
      audience(
        'membership_expiring',
        admin,
        null,
        `Your membership of ${group.name} ends on ${end}; renew to keep access`,
        [existingUsers([event.memberUserId])],
        { group },
      ),
    ];
  },
  'group.joined': async (event, lookup) => {
    const group = await lookup.group(event.groupId);
    if (!group) return [];
    const admin = await lookup.actor(group.adminUserId);
    return [
      audience(
        'group_joined',
        admin,
        null,
        `You are now a member of ${group.name}`,
        [existingUsers([event.memberUserId])],
        {
          group,
        },
      ),
    ];
  },
};

/** Closed at a target or stop loss, expired, or exited: one notification, `is now closed`. */
async function tradeClosed(event: { tradeId: number }, lookup: Lookup): Promise<Audience[]> {
  const trade = await lookup.trade(event.tradeId);
  return trade ? statusChange(trade, 'trade_closed', 'is now closed') : [];
}

/**
 * The notifications one event makes: none when what it names is gone, nor for a real trade still
 * awaiting its broker (its owner's alone).
 */
export async function audiencesOf(db: AppDb, event: DomainEvent): Promise<Audience[]> {
  if ('ownerOnly' in event && event.ownerOnly) return [];
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
        group: row.trade.groupId === null ? undefined : await this.group(row.trade.groupId),
      };
    },
    async group(groupId) {
      const row = await findGroup(db, groupId);
      return row && { id: row.id, name: row.name, adminUserId: row.adminUserId };
    },
  };
  const of = AUDIENCES[event.type] as (event: DomainEvent, lookup: Lookup) => Promise<Audience[]>;
  return of(event, lookup);
}
