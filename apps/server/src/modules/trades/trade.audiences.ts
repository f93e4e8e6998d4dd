import type { NotificationType, TradeChangeDomainEventType } from '@tradecircle/domain';
import { type SQL, sql } from 'drizzle-orm';
import {
  type Actor,
  type Audience,
  type AudienceDeclarations,
  type AudienceLookup,
  existingUsers,
  type NotifiedGroup,
  notificationAudience,
  notifiesNobody,
} from '../../audiences.ts';
import { followersOf } from '../follows/index.ts';
import { activeMembersOf, notifiedGroup } from '../groups/index.ts';
import { profileJoin } from '../users/index.ts';
import { profilesSavingTrade } from '../watchlists/index.ts';
import { copiersOf, findTradeWithSecurity } from './trades.repository.ts';

type TradeFacts = {
  tradeId: number;
  owner: Actor;
  symbol: string;
  visibility: string;
  /** A group trade's group, while it exists (a deleted group leaves its trades to their owner). */
  group: NotifiedGroup | undefined;
};

/** The trade as its notifications tell it, read when the event is applied; undefined once it is gone. */
async function tradeFacts(lookup: AudienceLookup, tradeId: number): Promise<TradeFacts | undefined> {
  const row = await findTradeWithSecurity(lookup.db, tradeId);
  if (!row) return undefined;
  return {
    tradeId,
    owner: await lookup.actor(row.trade.postedByUserId),
    symbol: row.security.symbol,
    visibility: row.trade.visibility,
    group: row.trade.groupId === null ? undefined : await notifiedGroup(lookup.db, row.trade.groupId),
  };
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
const groupOf = (trade: TradeFacts): NotifiedGroup | undefined =>
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
      notificationAudience(
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
    notificationAudience(
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

/** Closed at a target or stop loss, expired, or exited: one notification, `is now closed`. */
async function tradeClosed(event: { tradeId: number }, lookup: AudienceLookup): Promise<Audience[]> {
  const trade = await tradeFacts(lookup, event.tradeId);
  return trade ? statusChange(trade, 'trade_closed', 'is now closed') : [];
}

/**
 * Who hears of a trade's events (the notifications fan-out applies these):
 * - following_your_trade (a copy): the source trade's owner. commented: the trade's owner, not for a
 *   comment on one's own trade.
 * - new_trade: the poster's followers. trade_active, trade_closed (closed at a target or stop loss,
 *   expired, exited): the poster's followers and the users who bookmarked or copied it, and the
 *   owner (the engine may have moved it). reasoning_updated: the same watchers (the owner did it).
 *   trade_deleted: the users who had bookmarked or copied it (read when it was deleted).
 * - Only public trades notify their watchers; a private trade's events reach its owner only. A group
 *   trade's events reach its owner and its group's members NOW (the members' subquery is read when
 *   the worker applies the event): never the poster's followers, a non-member, one who left, a
 *   pending requester; once the group is deleted, its trades' events reach their owner only.
 *   new_group_trade (trade.posted of a group trade): the group's members.
 * - An edit while Upcoming, a ladder step and a seeded trade notify nobody (the live cards follow them).
 */
export const tradeAudiences: AudienceDeclarations<
  TradeChangeDomainEventType | 'trade.copied' | 'trade.commented'
> = {
  'trade.copied': async (event, lookup) => {
    const trade = await tradeFacts(lookup, event.tradeId);
    if (!trade) return [];
    const copier = await lookup.actor(event.copierUserId);
    return [
      notificationAudience(
        'following_your_trade',
        copier,
        trade.tradeId,
        `${copier.name} is following your trade on ${trade.symbol}`,
        [existingUsers([trade.owner.userId])],
      ),
    ];
  },
  'trade.commented': async (event, lookup) => {
    const trade = await tradeFacts(lookup, event.tradeId);
    if (!trade) return [];
    const commenter = await lookup.actor(event.commenterUserId);
    return [
      notificationAudience(
        'commented',
        commenter,
        trade.tradeId,
        `${commenter.name} commented on your trade on ${trade.symbol}`,
        [existingUsers([trade.owner.userId])],
      ),
    ];
  },
  'trade.posted': async (event, lookup) => {
    const trade = await tradeFacts(lookup, event.tradeId);
    if (!trade) return [];
    const group = groupOf(trade);
    if (group) {
      return [
        notificationAudience(
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
      notificationAudience(
        'new_trade',
        trade.owner,
        trade.tradeId,
        `${trade.owner.name} posted a new trade on ${trade.symbol}`,
        [followersOf(trade.owner.userId)],
      ),
    ];
  },
  'trade.activated': async (event, lookup) => {
    const trade = await tradeFacts(lookup, event.tradeId);
    return trade ? statusChange(trade, 'trade_active', 'is now active') : [];
  },
  'trade.closed': (event, lookup) => tradeClosed(event, lookup),
  'trade.expired': (event, lookup) => tradeClosed(event, lookup),
  'trade.exited': (event, lookup) => tradeClosed(event, lookup),
  'trade.updated': notifiesNobody,
  'trade.target_reached': notifiesNobody,
  'trade.seeded': notifiesNobody,
  'trade.reasoning_updated': async (event, lookup) => {
    const trade = await tradeFacts(lookup, event.tradeId);
    const watchers = trade && watchersOf(trade);
    if (!trade || !watchers) return [];
    return [
      notificationAudience(
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
      notificationAudience(
        'trade_deleted',
        owner,
        null,
        `${owner.name}'s trade on ${event.symbol} has been deleted`,
        [existingUsers(event.audienceUserIds)],
      ),
    ];
  },
};
