import { boolean, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** Indian mobile, normalised to 10 digits; null for provider-only accounts. */
  phone: varchar('phone', { length: 10 }).unique(),
  email: varchar('email', { length: 254 }),
  /** Identity-provider account id (the token's sub), for provider sign-in. */
  firebaseUid: varchar('firebase_uid', { length: 128 }).unique(),
  isSuperuser: boolean('is_superuser').notNull().default(false),
  isVerified: boolean('is_verified').notNull().default(false),
  userType: varchar('user_type', { length: 20 }).notNull().default('user'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const SEBI_USER_TYPES = ['registered_analyst', 'registered_investment_advisor'] as const;

export const profiles = pgTable('profiles', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 120 }).notNull(),
  bio: text('bio'),
  profileImage: text('profile_image'),
  isSebiRegistered: boolean('is_sebi_registered').notNull().default(false),
  sebiUserType: varchar('sebi_user_type', { length: 40, enum: SEBI_USER_TYPES }),
  sebiNumber: varchar('sebi_number', { length: 20 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
