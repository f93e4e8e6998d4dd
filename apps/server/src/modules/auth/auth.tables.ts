import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

/** One-time passwords: only an HMAC of the code is kept. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: varchar('phone', { length: 10 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    nonce: varchar('nonce', { length: 32 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    requestIp: varchar('request_ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('otp_codes_phone_created_idx').on(t.phone, t.createdAt),
    index('otp_codes_user_idx').on(t.userId),
  ],
);

/** Issued refresh tokens; a family is one sign-in, rotated on every refresh. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: uuid('jti').primaryKey(),
    familyId: uuid('family_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    // Every authenticated request asks whether its token's family was revoked: a lookup in this
    // small index of revoked rows only.
    index('refresh_tokens_revoked_family_idx').on(t.familyId).where(sql`${t.revokedAt} is not null`),
    // Each instance reads the revocations newer than its last read (revoked-families.ts).
    index('refresh_tokens_revoked_at_idx').on(t.revokedAt).where(sql`${t.revokedAt} is not null`),
  ],
);
