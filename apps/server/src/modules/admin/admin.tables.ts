import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

/** A staff team (issue 30): its permissions are the ADMIN_QUEUES its staff may work. */
export const staffTeams = pgTable(
  'staff_teams',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 50 }).notNull(),
    permissions: text('permissions').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('staff_teams_name_unique').on(t.name)],
);

/** A staff member: one team each. A team with staff cannot be deleted (restrict). */
export const staffMembers = pgTable(
  'staff_members',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => staffTeams.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'staff_members_pk', columns: [t.userId] }),
    index('staff_members_team_idx').on(t.teamId),
  ],
);

/**
 * The admin audit log: append-only (the app only inserts), one row per admin decision, written by the
 * outbox's consumer from the decision's event; the event's outbox id is unique, so a replay writes once.
 * actor_user_id is not a foreign key: the record outlives a deleted account.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: integer('actor_user_id').notNull(),
    action: varchar('action', { length: 60 }).notNull(),
    targetType: varchar('target_type', { length: 40 }).notNull(),
    targetId: integer('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    outboxEventId: bigint('outbox_event_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('admin_audit_log_event_unique').on(t.outboxEventId),
    index('admin_audit_log_actor_idx').on(t.actorUserId, t.id),
    index('admin_audit_log_target_idx').on(t.targetType, t.targetId, t.id),
  ],
);
