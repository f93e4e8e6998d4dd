import type { NotificationDeliveryBatch } from '@tradecircle/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Audience, audiencesOf, type EveryAudience } from '../../audiences.ts';
import type { AppDb } from '../../db/client.ts';
import { resultRows } from '../../db/driver-results.ts';
import { blockersOf } from '../moderation/index.ts';
import type { StoredOutboxEvent } from '../outbox/index.ts';
import { presentNotificationContent } from './notifications.presenter.ts';
import { notificationCounters, notifications } from './notifications.tables.ts';

type Delivered = { id: number | string; recipient_id: number; unread_count: number };

/**
 * Up to this many recipients, the bus message carries each one's row id and unread count; above it
 * (a post to 100,000 followers) it carries none, and each instance looks up only the users of its
 * own sockets (notifications.push.ts), so no 100,000 rows come back to the worker or cross the bus.
 */
export const INLINE_DELIVERIES = 1000;

/**
 * Writes one audience's notifications in one statement, however many recipients: the recipients'
 * union, the rows (INSERT ... SELECT), and the counters of exactly the rows inserted; answers how
 * many, and for a small audience each row with its recipient's unread count. Recipients go in user id
 * order, so two transactions lock counter rows in the same order (and the inserts walk the recipient
 * index in order).
 *
 * Replays: an audience's rows are written by one statement, so all or none of them exist. One probe
 * of the (event, recipient) index finds a replayed audience, which writes nothing; the rows then go in
 * with a plain INSERT (ON CONFLICT's per-row speculative insertion costs a fan-out of 100,000 a
 * noticeable part of its time), and the unique key still refuses a duplicate outright.
 */
async function writeAudience(
  tx: AppDb,
  stored: StoredOutboxEvent,
  audience: Audience,
  inlineDeliveries: number,
): Promise<{ count: number; deliveries: Delivered[] | null }> {
  const union = sql.join(
    audience.recipients.map((recipients) => sql`(${recipients})`),
    sql` union `,
  );
  const replayed = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.outboxEventId, stored.id),
        eq(notifications.notificationType, audience.type),
        eq(notifications.notificationText, audience.text),
      ),
    )
    .limit(1);
  if (replayed.length > 0) return { count: 0, deliveries: null };
  const filters: SQL[] = [sql`s.user_id is not null`];
  if (!audience.notifyActor) filters.push(sql`s.user_id <> ${audience.actorUserId}::int`);
  if (audience.blockable) filters.push(sql`s.user_id not in (${blockersOf(audience.actorUserId)})`);
  const result: unknown = await tx.execute(sql`
    with r as (
      select distinct s.user_id from (${union}) as s(user_id) where ${sql.join(filters, sql` and `)}
    ),
    inserted as (
      insert into ${notifications} (recipient_id, notification_type, actor_id, trade_id, group_id, notification_text, created_at, outbox_event_id)
      select r.user_id, ${audience.type}::varchar, ${audience.actorUserId}::int, ${audience.tradeId}::int,
        ${audience.groupId}::int, ${audience.text}::text, ${stored.createdAt.toISOString()}::timestamptz, ${stored.id}::bigint
      from r order by r.user_id
      returning id, recipient_id
    ),
    counted as (
      insert into ${notificationCounters} (user_id, unread_count, total_count)
      select recipient_id, 1, 1 from inserted order by recipient_id
      on conflict (user_id) do update set
        unread_count = ${notificationCounters.unreadCount} + 1,
        total_count = ${notificationCounters.totalCount} + 1
      returning user_id, unread_count
    ),
    written as (select count(*)::int as n from inserted)
    select written.n as count, case when written.n <= ${inlineDeliveries}::int then (
      select coalesce(json_agg(json_build_object('id', inserted.id, 'recipient_id', inserted.recipient_id, 'unread_count', counted.unread_count)), '[]')
      from inserted join counted on counted.user_id = inserted.recipient_id
    ) end as deliveries
    from written`);
  const [row] = resultRows<{ count: number; deliveries: Delivered[] | string | null }>(result);
  const deliveries =
    typeof row?.deliveries === 'string' ? (JSON.parse(row.deliveries) as Delivered[]) : row?.deliveries;
  return { count: Number(row?.count ?? 0), deliveries: deliveries ?? null };
}

/**
 * A block takes the blocked user's notifications out of the blocker's list, and out of their counters
 * in the same statement (a replay finds nothing left to take). Events after the block never reach the
 * blocker (writeAudience leaves out the actor's blockers), so nothing from them shows again.
 */
async function forgetBlockedActor(tx: AppDb, blockerUserId: number, blockedUserId: number): Promise<void> {
  await tx.execute(sql`
    with removed as (
      delete from ${notifications}
      where ${notifications.recipientId} = ${blockerUserId}::int and ${notifications.actorId} = ${blockedUserId}::int
      returning ${notifications.read}
    ),
    tally as (
      select count(*)::int as total, (count(*) filter (where not read))::int as unread from removed
    )
    update ${notificationCounters} set
      total_count = ${notificationCounters.totalCount} - tally.total,
      unread_count = ${notificationCounters.unreadCount} - tally.unread
    from tally
    where ${notificationCounters.userId} = ${blockerUserId}::int and tally.total > 0`);
}

/**
 * Applies one outbox event inside the worker's transaction: its notifications and counters. Answers
 * what the live push delivers once the transaction commits (nothing for a replayed event).
 */
export async function applyOutboxEvent(
  tx: AppDb,
  stored: StoredOutboxEvent,
  audiences: EveryAudience,
  inlineDeliveries = INLINE_DELIVERIES,
): Promise<NotificationDeliveryBatch[]> {
  if (stored.event.type === 'user.blocked') {
    await forgetBlockedActor(tx, stored.event.blockerUserId, stored.event.blockedUserId);
    return [];
  }
  const batches: NotificationDeliveryBatch[] = [];
  for (const audience of await audiencesOf(tx, stored.event, audiences)) {
    const { count, deliveries } = await writeAudience(tx, stored, audience, inlineDeliveries);
    if (count === 0) continue;
    batches.push({
      outbox_event_id: stored.id,
      notification: presentNotificationContent({ ...audience, createdAt: stored.createdAt }),
      deliveries:
        deliveries?.map((row) => ({
          user_id: Number(row.recipient_id),
          id: Number(row.id),
          total_unread_count: Number(row.unread_count),
        })) ?? null,
    });
  }
  return batches;
}
