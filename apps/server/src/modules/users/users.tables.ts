import { SEBI_USER_TYPES, SEBI_VERIFICATIONS } from '@tradecircle/domain';
import {
  boolean,
  date,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

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
  /**
   * A suspension by moderation staff (issue 30): set while the account is suspended, with
   * suspended_until null for good. A suspended user cannot sign in; their calls stay in the record.
   */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
  suspensionReason: text('suspension_reason'),
  /**
   * When a super admin deleted the account (issue 30, docs/operations.md "Deleting an account"): its
   * personal data is erased or anonymised, its calls and payments stay. Null: a live account.
   */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const profiles = pgTable(
  'profiles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    bio: text('bio'),
    profileImage: text('profile_image'),
    /**
     * The SEBI registration the expert recorded (sebi-registration.service.ts): set and cleared
     * together with the four columns below it. The badge flag predates the route, which keeps it in step.
     */
    isSebiRegistered: boolean('is_sebi_registered').notNull().default(false),
    sebiUserType: varchar('sebi_user_type', { length: 40, enum: SEBI_USER_TYPES }),
    /** sebi_registration_num on the wire. */
    sebiNumber: varchar('sebi_number', { length: 20 }),
    /** The IST date the registration runs to (inclusive). */
    sebiValidUntil: date('sebi_valid_until', { mode: 'string' }),
    /** self_declared until the admin issue checks registrations. */
    sebiVerification: varchar('sebi_verification', { length: 16, enum: SEBI_VERIFICATIONS }),
    /** The reviewer's remark when the registration was rejected (shown to the expert). */
    sebiRemark: text('sebi_remark'),
    /** When the expert last recorded the registration (it then awaits review again). */
    sebiSubmittedAt: timestamp('sebi_submitted_at', { withTimezone: true }),
    sebiReviewedAt: timestamp('sebi_reviewed_at', { withTimezone: true }),
    /**
     * Performance verification by PaRRVA (SEBI's past risk and return verification agency): the
     * agency's reference and the date it verified, recorded by compliance staff; null: unverified.
     */
    parrvaReference: varchar('parrva_reference', { length: 60 }),
    parrvaVerifiedOn: date('parrva_verified_on', { mode: 'string' }),
    /** The platform's fee on this expert's sales in basis points; null: the global setting. */
    platformFeeBps: integer('platform_fee_bps'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A registration number names one intermediary: a second profile claiming it is refused (409).
  (t) => [uniqueIndex('profiles_sebi_number_idx').on(t.sebiNumber)],
);
