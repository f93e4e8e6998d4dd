import { randomBytes } from 'node:crypto';
import { AUTH_MESSAGES, type PlanPeriod } from '@tradecircle/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { groupMembers, groups, paymentOrders } from '../src/db/schema/index.ts';
import { getOrCreateSecret } from '../src/db/secrets.ts';
import { createTokenService, type TokenService } from '../src/modules/auth/index.ts';
import { recountMembers } from '../src/modules/groups/index.ts';
import { grantPayment, type OrderRow } from '../src/modules/payments/index.ts';
import {
  findOrCreateUserByPhone,
  findProfileByUserId,
  markUserVerified,
  upsertProfile,
} from '../src/modules/users/index.ts';
import { uniquePhone } from './unique.ts';

/*
 * Test data factories: rows written directly, for the tests whose subject is not signing in or
 * creating the thing (docs/testing.md, "Test data"). A signed-in user costs one statement or three
 * here instead of the OTP round trip (request, read the SMS outbox, verify); the auth tests keep
 * the OTP path (auth-helpers.ts signInWithOtp).
 */

const tokenServices = new WeakMap<FastifyInstance, Promise<TokenService>>();

/** Tokens signed with the app's own secret, exactly as a sign-in issues them. */
function tokensOf(app: FastifyInstance): Promise<TokenService> {
  let tokens = tokenServices.get(app);
  if (!tokens) {
    tokens = (async () => {
      const db = app.database.db;
      const secret =
        app.config.jwtSecret ??
        // The app created it at its start: the candidate loses to it.
        (await getOrCreateSecret(db, 'jwt_secret', () => randomBytes(48).toString('base64url')));
      return createTokenService(db, secret, {
        accessTtlSeconds: app.config.accessTokenTtlSeconds,
        onSessionsEnded: () => Promise.resolve(),
      });
    })();
    tokenServices.set(app, tokens);
  }
  return tokens;
}

/** What signing in answers (the login result), with the phone signed in with. */
export type SignedIn = {
  phone: string;
  user_id: number;
  profile_id: number | null;
  token: { access: string; refresh: string };
  is_profile_setup_complete: boolean;
  first_time_user: boolean;
  user_type: string;
  verified: boolean;
  message: string;
};

/**
 * A verified user signed in as the OTP flow leaves them (the same login result), with a profile
 * named `name` when given. A seeded phone signs in as that seeded user (and keeps their profile).
 */
export async function createUser(
  app: FastifyInstance,
  { phone = uniquePhone(), name }: { phone?: string; name?: string } = {},
): Promise<SignedIn> {
  const db = app.database.db;
  const user = await findOrCreateUserByPhone(db, phone);
  if (!user.isVerified) await markUserVerified(db, user.id);
  const profile =
    name === undefined
      ? await findProfileByUserId(db, user.id)
      : await upsertProfile(db, { userId: user.id, name });
  const token = await (await tokensOf(app)).issuePair(user.id);
  return {
    phone,
    user_id: user.id,
    profile_id: profile?.id ?? null,
    token,
    user_type: user.userType,
    is_profile_setup_complete: Boolean(profile),
    first_time_user: !user.isVerified,
    verified: true,
    message: AUTH_MESSAGES.otpVerified,
  };
}

/**
 * A group of `admin`'s with its members (joined now), written as rows, its counters recounted. For
 * the tests whose subject is not creating or joining groups (group-helpers.ts has the calls).
 */
export async function createGroupRows(
  app: FastifyInstance,
  admin: { user_id: number },
  {
    name = `Group ${Math.random().toString(36).slice(2, 8)}`,
    groupType = 'Public',
    members = [],
    review = 'Verified',
  }: {
    name?: string;
    groupType?: 'Public' | 'Private' | 'Premium';
    /** Staff's review as it left the group (issue 30): Verified unless the test says otherwise. */
    review?: 'Pending' | 'Verified' | 'Rejected';
    /** Members by default; a pending request or a past member with `status`. */
    members?: { user_id: number; status?: 'member' | 'requested' | 'left' }[];
  } = {},
): Promise<{ id: number; name: string }> {
  const db = app.database.db;
  const [group] = await db
    .insert(groups)
    .values({ adminUserId: admin.user_id, name, groupType, verificationStatus: review })
    .returning({ id: groups.id, name: groups.name });
  if (members.length > 0) {
    await db.insert(groupMembers).values(
      members.map((member) => ({
        groupId: group!.id,
        userId: member.user_id,
        status: member.status ?? ('member' as const),
        joinedAt: new Date(),
      })),
    );
  }
  await recountMembers(db, [group!.id]);
  return group!;
}

/**
 * A group as staff's review left it (issue 30): groups made through the API start Pending, and a
 * Premium one is listed and takes payments only once Verified. For the tests whose subject is not
 * the review (admin-groups.test.ts decides groups through the admin calls).
 */
export async function reviewGroup(
  app: FastifyInstance,
  groupId: number,
  status: 'Pending' | 'Verified' | 'Rejected' = 'Verified',
  remark: string | null = null,
): Promise<void> {
  await app.database.db
    .update(groups)
    .set({ verificationStatus: status, verificationRemark: remark })
    .where(eq(groups.id, groupId));
}

/**
 * A Premium group's plan bought by `buyer`, as a successful checkout leaves it: the order row is
 * written directly, then granted by the payments' own grant (the payee's ledger credit, the
 * subscription window, the membership, payment.received), so the ledger and the memberships agree
 * as they do in use. For the tests whose subject is not ordering or paying (payments.fixtures.ts
 * buyPlan goes through the calls and the sandbox checkout).
 */
export async function createPaidMembership(
  app: FastifyInstance,
  buyer: { user_id: number },
  group: { id: number },
  { period = 'Monthly', amountPaise = 49_900 }: { period?: PlanPeriod; amountPaise?: number } = {},
): Promise<OrderRow> {
  const db = app.database.db;
  const [owned] = await db
    .select({ adminUserId: groups.adminUserId })
    .from(groups)
    .where(eq(groups.id, group.id));
  if (!owned) throw new Error(`No group ${group.id}`);
  const key = randomBytes(8).toString('hex');
  const [order] = await db
    .insert(paymentOrders)
    .values({
      product: 'group',
      userId: buyer.user_id,
      payeeUserId: owned.adminUserId,
      groupId: group.id,
      planPeriod: period,
      amountPaise,
      receipt: `test_${key}`,
      providerOrderId: `order_test_${key}`,
    })
    .returning({ id: paymentOrders.id });
  const granted = await grantPayment(
    {
      db,
      feePercent: app.config.payments.platformFeePercent,
      log: app.log,
      provider: app.payments.provider,
    },
    `pay_test_${key}`,
    // As a checkout whose provider could not be asked: the (trusted) signature alone grants.
    { source: 'checkout', orderId: order!.id, payment: null },
  );
  if (!granted.ok) throw new Error(`The grant refused the test order: ${granted.reason}`);
  return granted.order;
}

export { insertTrade as createTradeRow } from './trade-rows.ts';
