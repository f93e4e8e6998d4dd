import {
  ADMIN_PAGE_SIZE,
  type AdminActionEvent,
  type AdminTargetType,
  type AuditLogQuerySchema,
  type AuditLogSchema,
  type EveryAdminAction,
} from '@tradecircle/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDb } from '../../db/client.ts';
import type { EventRecorderOf } from '../../event-recorders.ts';
import { recordEvents } from '../outbox/index.ts';
import { profileJoin } from '../users/index.ts';
import { adminAuditLog } from './admin.tables.ts';

/** An admin action as its service tells it: who did what to which record, before and after. */
export type AdminActionRecord = {
  actorUserId: number;
  action: EveryAdminAction;
  targetType: AdminTargetType;
  targetId: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  remark?: string | null;
};

/** Records an admin action that notifies nobody (teams, staff), inside the transaction of the change. */
export function recordAdminAction(tx: AppDb, action: AdminActionRecord): Promise<void> {
  return recordEvents(tx, [{ type: 'admin.acted', ...action, remark: action.remark ?? null }]);
}

/**
 * The audit log's row for an admin decision's event, written by the outbox's consumer in the
 * transaction that marks the event processed; unique by the event's outbox id, so a replay writes
 * nothing (docs/operations.md, "Admin").
 */
export const writeAuditRow: EventRecorderOf<AdminActionEvent['type']> = async (
  tx,
  { id, createdAt, event },
) => {
  await tx
    .insert(adminAuditLog)
    .values({
      actorUserId: event.actorUserId,
      action: event.action,
      targetType: event.targetType,
      targetId: event.targetId,
      before: event.before,
      after: event.after,
      remark: event.remark,
      createdAt,
      outboxEventId: id,
    })
    .onConflictDoNothing({ target: adminAuditLog.outboxEventId });
};

type AuditLog = z.output<typeof AuditLogSchema>;

/** One page of the audit log, newest first, filtered by actor, target and action. */
export async function listAuditLog(
  db: AppDb,
  query: z.output<typeof AuditLogQuerySchema>,
): Promise<AuditLog> {
  const filters: SQL[] = [];
  if (query.actor !== undefined) filters.push(eq(adminAuditLog.actorUserId, query.actor));
  if (query.target_type !== undefined) filters.push(eq(adminAuditLog.targetType, query.target_type));
  if (query.target_id !== undefined) filters.push(eq(adminAuditLog.targetId, query.target_id));
  if (query.action !== undefined) filters.push(eq(adminAuditLog.action, query.action));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({ entry: adminAuditLog, actorName: profileJoin.name })
      .from(adminAuditLog)
      .leftJoin(profileJoin.table, eq(profileJoin.userId, adminAuditLog.actorUserId))
      .where(where)
      .orderBy(desc(adminAuditLog.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page_number - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: sql<number>`count(*)::int` }).from(adminAuditLog).where(where),
  ]);
  const total = Number(count?.n ?? 0);
  return {
    results: rows.map(({ entry, actorName }) => ({
      id: entry.id,
      actor: { id: entry.actorUserId, name: actorName ?? '' },
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      before: entry.before,
      after: entry.after,
      remark: entry.remark,
      created: entry.createdAt.toISOString(),
    })),
    page_info: {
      page_number: query.page_number,
      detail_count: ADMIN_PAGE_SIZE,
      total_page: Math.ceil(total / ADMIN_PAGE_SIZE),
      total_count: total,
    },
  };
}
