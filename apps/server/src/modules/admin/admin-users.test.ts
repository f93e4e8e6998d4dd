/**
 * User search and detail, delete account and merge profiles through the API (issue 30;
 * docs/operations.md "Deleting an account", "Merging profiles"): who may call them, what a deletion
 * erases and keeps, what a merge moves, and the audit rows both write.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ADMIN_MESSAGES,
  ADMIN_USERS_ACTIONS,
  ADMIN_USERS_ENDPOINTS,
  ADMIN_USERS_MESSAGES,
  deletedUserName,
  foldRecord,
  RECORD_MERGED_KIND,
  type RecordPayload,
  TrackRecordFiguresResponseSchema,
  TrackRecordPageSchema,
} from '@tradecircle/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../../test/auth-helpers.ts';
import { eventsApplied } from '../../../test/events-applied.ts';
import {
  createGroupRows,
  createPaidMembership,
  createTradeRow,
  createUser,
  type SignedIn,
} from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import {
  buyTradeBody,
  closeTradeAt,
  ENTER_NOW,
  findSecurity,
  livePriceOf,
  postTrade,
  type Session,
  signInWithProfile,
} from '../../../test/trade-helpers.ts';
import { resultRows } from '../../db/driver-results.ts';
import {
  adminAuditLog,
  followCounts,
  groupMembers,
  groups,
  notifications,
  paymentOrders,
  payoutAccounts,
  profiles,
  trackRecordCalls,
  trackRecordEntries,
  trades,
  userFollows,
  users,
  watchlistItems,
  watchlists,
  webinarRegistrations,
  webinars,
} from '../../db/schema/index.ts';
import { foldedCallsOf, verifyPublishedRecord } from '../track-record/index.ts';
import { ACCOUNT_RELATIONS } from './account-relations.ts';

let ctx: TestContext;
let superAdmin: SignedIn;
let support: SignedIn;
let someone: SignedIn;

const call = (session: SignedIn | null, options: InjectOptions) => injectAs(ctx.app, session, options);
const api = (p: string) => `/backend/api/${p}`;
const db = () => ctx.database.db;

const applied = () => eventsApplied(ctx.app);

const FORM = {
  account_holder_name: 'Queue Owner',
  bank_name: 'HDFC Bank',
  account_number: '001234567890',
  ifsc_code: 'HDFC0001234',
  pan_number: 'ABCDE1234F',
  gst_number: '27ABCDE1234F1Z5',
};

const follow = (follower: SignedIn, followee: SignedIn) =>
  db().execute(sql`insert into user_follows (follower_id, followee_id) values (${follower.user_id}, ${followee.user_id})
    on conflict do nothing`);
const recount = (ids: number[]) =>
  db().execute(sql`insert into follow_counts (user_id, followers_count, following_count)
    select u.id, (select count(*) from user_follows where followee_id = u.id)::int,
      (select count(*) from user_follows where follower_id = u.id)::int
    from users u where u.id = any(${sql.param(ids)}::int[])
    on conflict (user_id) do update set followers_count = excluded.followers_count, following_count = excluded.following_count`);
const countsOf = async (userId: number) =>
  (await db().select().from(followCounts).where(eq(followCounts.userId, userId)))[0];
const del = (session: SignedIn | null, userId: number, payload: object = { remark: 'Asked by the user' }) =>
  call(session, { method: 'POST', url: api(`admin/users/${userId}/delete/`), payload });
const merge = (session: SignedIn | null, payload: object) =>
  call(session, { method: 'POST', url: api('admin/users/merge/'), payload });
async function watchlistOf(session: SignedIn, name: string, symbols: string[]) {
  const [list] = await db()
    .insert(watchlists)
    .values({ profileId: session.profile_id!, name, watchlistType: 'stock' })
    .returning();
  for (const symbol of symbols)
    await db().execute(sql`insert into watchlist_items (watchlist_id, security_id)
      select ${list!.id}, id from securities where symbol = ${symbol} and exchange = 'NSE'`);
  return list!;
}

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  [superAdmin, support, someone] = await Promise.all([
    createUser(ctx.app, { name: 'Users Super Admin' }),
    createUser(ctx.app, { name: 'Users Support Staff' }),
    createUser(ctx.app, { name: 'Users Someone' }),
  ]);
  await db().update(users).set({ isSuperuser: true }).where(eq(users.id, superAdmin.user_id));
  const team = await call(superAdmin, {
    method: 'POST',
    url: api('admin/teams/'),
    payload: { name: 'Users Support', permissions: ['moderation'] },
  });
  expect(team.statusCode, team.body).toBe(200);
  const added = await call(superAdmin, {
    method: 'POST',
    url: api('admin/staff/'),
    payload: { user_id: support.user_id, team_id: team.json().team.id },
  });
  expect(added.statusCode, added.body).toBe(200);
}, 120_000);
afterAll(() => ctx.close());

describe('every reference to an account is accounted for', () => {
  it('names every foreign key to users.id and profiles.id, and the erasure or merge names each table', async () => {
    const keys = resultRows<{ table_name: string; column_name: string }>(
      await db().execute(sql`
        select kcu.table_name, kcu.column_name
        from information_schema.table_constraints tc
        join information_schema.key_column_usage kcu
          on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
        join information_schema.constraint_column_usage ccu
          on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
        where tc.constraint_type = 'FOREIGN KEY' and ccu.table_name in ('users', 'profiles')
          and ccu.column_name = 'id' and tc.table_schema = 'public'`),
    );
    expect(keys.length).toBeGreaterThan(30);
    const listed = new Set(ACCOUNT_RELATIONS.map((relation) => `${relation.table}.${relation.column}`));
    const missing = keys
      .map((key) => `${key.table_name}.${key.column_name}`)
      .filter((key) => !listed.has(key));
    expect(missing, 'add these to ACCOUNT_RELATIONS and to account-erasure.ts / account-merge.ts').toEqual(
      [],
    );

    const source = (file: string) => readFileSync(path.join(import.meta.dirname, file), 'utf8');
    const erasure = source('account-erasure.ts');
    const merging = source('account-merge.ts');
    for (const relation of ACCOUNT_RELATIONS) {
      const label = `${relation.table}.${relation.column}`;
      // profiles.user_id and the kept rows need no statement: the user row itself stays.
      if (relation.onDelete === 'recounted') expect(erasure, label).toContain('recountFollows(');
      if (relation.onMerge === 'recounted') expect(merging, label).toContain('recountFollows(');
      if (
        (relation.onDelete === 'erased' || relation.onDelete === 'anonymised') &&
        relation.table !== 'profiles'
      )
        expect(erasure, `${label} is erased`).toMatch(new RegExp(`\\b${relation.table}\\b`));
      if (relation.onMerge === 'moved')
        expect(merging, `${label} is moved`).toMatch(
          new RegExp(`\\b${relation.table}\\b[\\s\\S]*\\b${relation.column}\\b`),
        );
    }
  });
});

describe('who may use the user routes', () => {
  const routes = [
    { url: api('admin/users/'), method: 'GET' as const, superOnly: false },
    { url: api('admin/users/2147483647/'), method: 'GET' as const, superOnly: false },
    { url: api('admin/users/2147483647/delete/'), method: 'POST' as const, superOnly: true, payload: {} },
    { url: api('admin/users/merge/'), method: 'POST' as const, superOnly: true, payload: {} },
  ];

  it('declares the four routes', () => {
    expect(Object.keys(ADMIN_USERS_ENDPOINTS)).toHaveLength(routes.length);
  });

  it('answers a visitor 401, a normal user 403, staff 403 on delete and merge, before the input', async () => {
    for (const route of routes) {
      const options = {
        method: route.method,
        url: route.url,
        ...(route.payload ? { payload: route.payload } : {}),
      };
      expect((await call(null, options)).statusCode, route.url).toBe(401);
      const user = await call(someone, options);
      expect(user.statusCode, route.url).toBe(403);
      expect(user.json()).toEqual({ message: ADMIN_MESSAGES.forbidden });
      const staff = await call(support, options);
      if (route.superOnly) {
        expect(staff.statusCode, route.url).toBe(403);
        expect(staff.json()).toEqual({ message: ADMIN_MESSAGES.forbidden });
      } else expect(staff.statusCode, route.url).not.toBe(403);
      // A super admin gets past the gate: the input is then judged (400 or 404, never 401/403).
      expect([200, 400, 404], route.url).toContain((await call(superAdmin, options)).statusCode);
    }
  });
});

describe('user search and detail', () => {
  it('finds users by name, phone and id, the phone masked for staff and whole for super admins', async () => {
    const user = await createUser(ctx.app, { name: 'Findable Fatima' });
    const byName = await call(support, { url: api('admin/users/?q=findable') });
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json().results).toEqual([
      expect.objectContaining({
        id: user.user_id,
        name: 'Findable Fatima',
        phone: `******${user.phone.slice(-4)}`,
      }),
    ]);
    const byPhone = await call(superAdmin, { url: api(`admin/users/?q=${user.phone}`) });
    expect(byPhone.json().results).toEqual([
      expect.objectContaining({ id: user.user_id, phone: user.phone }),
    ]);
    const byId = await call(superAdmin, { url: api(`admin/users/?q=${user.user_id}`) });
    expect(byId.json().results.map((row: { id: number }) => row.id)).toContain(user.user_id);
    expect((await call(superAdmin, { url: api('admin/users/?page_number=0') })).statusCode).toBe(400);
    expect((await call(superAdmin, { url: api(`admin/users/?q=${'x'.repeat(101)}`) })).json().message).toBe(
      ADMIN_USERS_MESSAGES.queryTooLong,
    );
  });

  it("answers the spec's user_detail with the profile and counts, 404 for no such user", async () => {
    const expert = await createUser(ctx.app, { name: 'Detail Expert' });
    const fan = await createUser(ctx.app, { name: 'Detail Fan' });
    await follow(fan, expert);
    await createTradeRow(db(), { userId: expert.user_id });
    await createGroupRows(ctx.app, expert, { members: [{ user_id: fan.user_id }] });
    const detail = await call(support, { url: api(`admin/users/${expert.user_id}/`) });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().user_detail).toMatchObject({
      id: expert.user_id,
      phone: `******${expert.phone.slice(-4)}`,
      is_superuser: false,
      is_verified: true,
      is_deleted: false,
      suspended: null,
      profile: {
        id: expert.profile_id,
        name: 'Detail Expert',
        is_sebi_registered: false,
        show_in_group: true,
      },
      counts: { trades: 1, followers: 1, following: 0, groups_owned: 1, memberships: 0, payments: 0 },
    });
    const missing = await call(support, { url: api('admin/users/2147483647/') });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(ADMIN_USERS_MESSAGES.userNotFound);
    expect((await call(support, { url: api('admin/users/abc/') })).statusCode).toBe(400);
  });
});

describe('delete account', () => {
  it('erases personal data, keeps calls and payments, ends sessions at once, and is 409 the second time', async () => {
    const doomed = await createUser(ctx.app, { name: 'Doomed Dev' });
    const expert = await createUser(ctx.app, { name: 'Doomed Expert' });
    const fan = await createUser(ctx.app, { name: 'Doomed Fan' });
    await follow(doomed, expert);
    await follow(fan, doomed);
    await recount([doomed.user_id, expert.user_id, fan.user_id]);
    await db()
      .update(profiles)
      .set({ bio: 'My private bio', profileImage: 'photos/me.jpg' })
      .where(eq(profiles.userId, doomed.user_id));
    await db().update(users).set({ email: 'doomed@example.com' }).where(eq(users.id, doomed.user_id));
    const payout = await call(doomed, { method: 'POST', url: api('payment-info/'), payload: FORM });
    expect(payout.statusCode, payout.body).toBe(200);
    const list = await watchlistOf(doomed, 'Mine', ['RELIANCE']);
    const trade = await createTradeRow(db(), { userId: doomed.user_id });
    const group = await createGroupRows(ctx.app, expert, { groupType: 'Premium' });
    const order = await createPaidMembership(ctx.app, doomed, group);
    expect((await call(doomed, { url: api('admin/me/') })).statusCode).toBe(403);

    expect((await del(superAdmin, doomed.user_id, {})).statusCode).toBe(400);
    expect((await del(superAdmin, doomed.user_id, { remark: '   ' })).json().message).toBe(
      ADMIN_USERS_MESSAGES.remarkRequired,
    );
    expect((await del(superAdmin, 2_147_483_647)).statusCode).toBe(404);

    const deleted = await del(superAdmin, doomed.user_id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({
      message: ADMIN_USERS_MESSAGES.deleted,
      user_detail: {
        id: doomed.user_id,
        phone: null,
        email: null,
        is_deleted: true,
        profile: {
          name: deletedUserName(doomed.user_id),
          bio: null,
          profile_image: null,
          show_in_group: false,
        },
      },
    });
    // Sessions end at once: the access token is refused (was 403 above: signed in, not staff).
    expect((await call(doomed, { url: api('admin/me/') })).statusCode).toBe(401);
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: api('token/refresh/'),
      payload: { refresh: doomed.token.refresh },
    });
    expect(refreshed.statusCode).not.toBe(200);

    // Erased.
    const [user] = await db().select().from(users).where(eq(users.id, doomed.user_id));
    expect(user).toMatchObject({ phone: null, email: null, firebaseUid: null });
    expect(user!.deletedAt).not.toBeNull();
    expect(await db().select().from(payoutAccounts).where(eq(payoutAccounts.userId, doomed.user_id))).toEqual(
      [],
    );
    expect(await db().select().from(watchlists).where(eq(watchlists.id, list.id))).toEqual([]);
    expect(await db().select().from(watchlistItems).where(eq(watchlistItems.watchlistId, list.id))).toEqual(
      [],
    );
    expect(
      await db()
        .select()
        .from(userFollows)
        .where(
          sql`${userFollows.followerId} = ${doomed.user_id} or ${userFollows.followeeId} = ${doomed.user_id}`,
        ),
    ).toEqual([]);
    expect(await countsOf(expert.user_id)).toMatchObject({ followersCount: 0 });
    expect(await countsOf(fan.user_id)).toMatchObject({ followingCount: 0 });
    // Kept: the call under the anonymised profile, the payment and its membership's order.
    const [kept] = await db().select().from(trades).where(eq(trades.id, trade.id));
    expect(kept).toMatchObject({ postedByUserId: doomed.user_id, postedByProfileId: doomed.profile_id });
    const [paid] = await db().select().from(paymentOrders).where(eq(paymentOrders.id, order.id));
    expect(paid).toMatchObject({ userId: doomed.user_id, payeeUserId: expert.user_id });
    // The phone is free again: signing in with it makes a new account.
    const again = await createUser(ctx.app, { phone: doomed.phone });
    expect(again.user_id).not.toBe(doomed.user_id);

    const twice = await del(superAdmin, doomed.user_id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(ADMIN_USERS_MESSAGES.alreadyDeleted);

    await applied();
    const audit = await db()
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.action, ADMIN_USERS_ACTIONS.delete), eq(adminAuditLog.targetId, doomed.user_id)),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUserId: superAdmin.user_id,
      targetType: 'user',
      remark: 'Asked by the user',
    });
    expect(audit[0]!.after).toMatchObject({
      erased: expect.objectContaining({ payout_accounts: 1, watchlists: 1 }),
    });
    // The audit row keeps no erased value.
    expect(JSON.stringify(audit[0])).not.toContain(doomed.phone);
    expect(JSON.stringify(audit[0])).not.toContain('Doomed Dev');
  });

  it("erases the user's webinar registrations and keeps the webinars they run", async () => {
    const [host, listener] = await Promise.all([
      createUser(ctx.app, { name: 'Doomed Host' }),
      createUser(ctx.app, { name: 'Doomed Listener' }),
    ]);
    const [hosted] = await db()
      .insert(webinars)
      .values({
        ownerUserId: host.user_id,
        title: 'Kept webinar',
        descriptionHtml: '<p>Kept</p>',
        level: 'Beginner',
        startsAt: new Date(Date.now() + 86_400_000),
        durationHours: 1,
        meetingUrl: 'https://meet.example.com/kept',
      })
      .returning();
    await db()
      .insert(webinarRegistrations)
      .values([
        { webinarId: hosted!.id, userId: listener.user_id, name: 'Doomed Listener', phone: listener.phone },
        { webinarId: hosted!.id, userId: null, name: 'A Guest', phone: '9876543210' },
      ]);
    for (const doomed of [listener, host])
      expect((await del(superAdmin, doomed.user_id)).statusCode).toBe(200);
    const left = await db()
      .select()
      .from(webinarRegistrations)
      .where(eq(webinarRegistrations.webinarId, hosted!.id));
    expect(left).toMatchObject([{ userId: null, name: 'A Guest' }]);
    expect(await db().select().from(webinars).where(eq(webinars.id, hosted!.id))).toMatchObject([
      { ownerUserId: host.user_id, title: 'Kept webinar' },
    ]);
  });

  it('erases what a user watched, keeps what they bought, and a merge moves both', async () => {
    const [owner, viewer, keep, gone] = await Promise.all([
      createUser(ctx.app, { name: 'Video Owner' }),
      createUser(ctx.app, { name: 'Doomed Viewer' }),
      createUser(ctx.app, { name: 'Keep Viewer' }),
      createUser(ctx.app, { name: 'Gone Viewer' }),
    ]);
    const [video] = resultRows<{ id: number }>(
      await db().execute(sql`insert into videos (owner_user_id, title, file_key, content_type, size_bytes, status, views_count, price_paise)
        values (${owner.user_id}, 'Kept lesson', 'videos/kept.mp4', 'video/mp4', 10, 'Verified', 3, 9900) returning id`),
    );
    const watch = async (userId: number, day: string, position: number, order: number) => {
      await db().execute(
        sql`insert into video_views (video_id, viewer_user_id, day) values (${video!.id}, ${userId}, ${day})`,
      );
      await db().execute(sql`insert into video_progress (viewer_user_id, video_id, position_seconds)
        values (${userId}, ${video!.id}, ${position})`);
      await db().execute(sql`insert into video_purchases (user_id, video_id, payment_order_id)
        values (${userId}, ${video!.id}, ${order})`);
    };
    await watch(viewer.user_id, '2026-11-30', 40, 900_001);
    await watch(keep.user_id, '2026-11-30', 10, 900_002);
    await watch(gone.user_id, '2026-11-30', 90, 900_003);
    await db().execute(
      sql`insert into video_views (video_id, viewer_user_id, day) values (${video!.id}, ${gone.user_id}, '2026-11-29')`,
    );
    const rowsOf = async (table: string, column: string, userId: number) =>
      resultRows<Record<string, unknown>>(
        await db().execute(
          sql`select * from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`,
        ),
      );

    expect((await del(superAdmin, viewer.user_id)).statusCode).toBe(200);
    expect(await rowsOf('video_views', 'viewer_user_id', viewer.user_id)).toEqual([]);
    expect(await rowsOf('video_progress', 'viewer_user_id', viewer.user_id)).toEqual([]);
    expect(await rowsOf('video_purchases', 'user_id', viewer.user_id)).toHaveLength(1);

    const merged = await merge(superAdmin, {
      surviving_user_id: keep.user_id,
      merged_user_id: gone.user_id,
      remark: 'Same learner',
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect((await rowsOf('video_views', 'viewer_user_id', keep.user_id)).map((row) => row.day)).toEqual(
      expect.arrayContaining(['2026-11-29', '2026-11-30']),
    );
    expect(await rowsOf('video_views', 'viewer_user_id', keep.user_id)).toHaveLength(2);
    // The surviving account's own progress stays.
    expect(await rowsOf('video_progress', 'viewer_user_id', keep.user_id)).toMatchObject([
      { position_seconds: 10 },
    ]);
    expect(await rowsOf('video_purchases', 'user_id', keep.user_id)).toHaveLength(2);
    for (const [table, column] of [
      ['video_views', 'viewer_user_id'],
      ['video_progress', 'viewer_user_id'],
      ['video_purchases', 'user_id'],
    ] as const)
      expect(await rowsOf(table, column, gone.user_id)).toEqual([]);
    const [{ views_count }] = resultRows<{ views_count: number }>(
      await db().execute(sql`select views_count from videos where id = ${video!.id}`),
    ) as [{ views_count: number }];
    expect(views_count).toBe(3);
  });

  it('refuses to delete a super admin or oneself (409)', async () => {
    const self = await del(superAdmin, superAdmin.user_id);
    expect(self.statusCode).toBe(409);
    const other = await createUser(ctx.app, { name: 'Other Super' });
    await db().update(users).set({ isSuperuser: true }).where(eq(users.id, other.user_id));
    const refused = await del(superAdmin, other.user_id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ADMIN_USERS_MESSAGES.cannotDeleteSuperuser);
  });
});

describe('merge profiles', () => {
  it('moves follows, memberships, groups, calls, payments and watchlists to the surviving account', async () => {
    const [keep, gone, x, y, host] = await Promise.all([
      createUser(ctx.app, { name: 'Keep Kiran' }),
      createUser(ctx.app, { name: 'Gone Kiran' }),
      createUser(ctx.app, { name: 'Merge X' }),
      createUser(ctx.app, { name: 'Merge Y' }),
      createUser(ctx.app, { name: 'Merge Host' }),
    ]);
    // Follows: both follow X (one row after), X follows gone, gone follows keep (no self-follow).
    await follow(keep, x);
    await follow(gone, x);
    await follow(gone, y);
    await follow(x, gone);
    await follow(gone, keep);
    await recount([keep.user_id, gone.user_id, x.user_id, y.user_id]);
    // Memberships: in one group keep only asked, gone is a member (the member row wins); another group gone alone.
    const both = await createGroupRows(ctx.app, host, {
      members: [{ user_id: keep.user_id, status: 'requested' }, { user_id: gone.user_id }],
    });
    const goneOnly = await createGroupRows(ctx.app, host, { members: [{ user_id: gone.user_id }] });
    const owned = await createGroupRows(ctx.app, gone, { groupType: 'Premium', name: 'Gone Premium' });
    const paid = await createPaidMembership(
      ctx.app,
      gone,
      await createGroupRows(ctx.app, host, { groupType: 'Premium' }),
    );
    const received = await createPaidMembership(ctx.app, y, owned);
    const goneTrade = await createTradeRow(db(), { userId: gone.user_id });
    const keepTrade = await createTradeRow(db(), { userId: keep.user_id });
    const keepList = await watchlistOf(keep, 'Main', ['RELIANCE']);
    await watchlistOf(gone, 'Main', ['RELIANCE', 'TCS']);
    const goneOther = await watchlistOf(gone, 'Banks', ['HDFCBANK']);
    // Blocks both ways, a comment, payout information (keep has none, so gone's moves).
    const [reason] = resultRows<{ id: number }>(
      await db().execute(sql`insert into report_reasons (reason) values ('Merge test reason')
        on conflict (reason) do update set reason = excluded.reason returning id`),
    );
    await db().execute(sql`insert into user_blocks (blocked_by_user_id, blocked_user_id, blocked_profile_id, reason_id)
      values (${gone.user_id}, ${y.user_id}, ${y.profile_id}, ${reason!.id}),
             (${x.user_id}, ${gone.user_id}, ${gone.profile_id}, ${reason!.id})`);
    const [comment] = resultRows<{ id: number }>(
      await db().execute(sql`insert into trade_comments (trade_id, profile_id, comment_text)
        values (${keepTrade.id}, ${gone.profile_id}, 'Nice call') returning id`),
    );
    const payout = await call(gone, { method: 'POST', url: api('payment-info/'), payload: FORM });
    expect(payout.statusCode, payout.body).toBe(200);

    expect(
      (
        await merge(superAdmin, {
          surviving_user_id: keep.user_id,
          merged_user_id: keep.user_id,
          remark: 'x',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await merge(superAdmin, { surviving_user_id: keep.user_id, merged_user_id: gone.user_id })).statusCode,
    ).toBe(400);
    expect(
      (
        await merge(superAdmin, {
          surviving_user_id: keep.user_id,
          merged_user_id: 2_147_483_647,
          remark: 'x',
        })
      ).statusCode,
    ).toBe(404);

    const merged = await merge(superAdmin, {
      surviving_user_id: keep.user_id,
      merged_user_id: gone.user_id,
      remark: 'Same person, two phones',
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json()).toMatchObject({
      message: ADMIN_USERS_MESSAGES.merged,
      user_detail: { id: keep.user_id },
    });

    const followsOf = async (userId: number) =>
      (
        await db()
          .select()
          .from(userFollows)
          .where(sql`${userFollows.followerId} = ${userId} or ${userFollows.followeeId} = ${userId}`)
      )
        .map((row) => `${row.followerId}->${row.followeeId}`)
        .sort();
    expect(await followsOf(keep.user_id)).toEqual(
      [
        `${keep.user_id}->${x.user_id}`,
        `${keep.user_id}->${y.user_id}`,
        `${x.user_id}->${keep.user_id}`,
      ].sort(),
    );
    expect(await followsOf(gone.user_id)).toEqual([]);
    expect(await countsOf(keep.user_id)).toMatchObject({ followersCount: 1, followingCount: 2 });
    expect(await countsOf(x.user_id)).toMatchObject({ followersCount: 1, followingCount: 1 });

    const memberships = await db().select().from(groupMembers).where(eq(groupMembers.userId, keep.user_id));
    expect(memberships.find((row) => row.groupId === both.id)?.status).toBe('member');
    expect(memberships.find((row) => row.groupId === goneOnly.id)?.status).toBe('member');
    expect(await db().select().from(groupMembers).where(eq(groupMembers.userId, gone.user_id))).toEqual([]);
    const [bothGroup] = await db().select().from(groups).where(eq(groups.id, both.id));
    expect(bothGroup!.participantsCount).toBe(1);
    const [ownedGroup] = await db().select().from(groups).where(eq(groups.id, owned.id));
    expect(ownedGroup!.adminUserId).toBe(keep.user_id);

    const [movedTrade] = await db().select().from(trades).where(eq(trades.id, goneTrade.id));
    expect(movedTrade).toMatchObject({ postedByUserId: keep.user_id, postedByProfileId: keep.profile_id });
    const [keptTrade] = await db().select().from(trades).where(eq(trades.id, keepTrade.id));
    expect(keptTrade!.postedByUserId).toBe(keep.user_id);
    const [paidOrder] = await db().select().from(paymentOrders).where(eq(paymentOrders.id, paid.id));
    expect(paidOrder!.userId).toBe(keep.user_id);
    const [receivedOrder] = await db().select().from(paymentOrders).where(eq(paymentOrders.id, received.id));
    expect(receivedOrder!.payeeUserId).toBe(keep.user_id);

    const lists = await db().select().from(watchlists).where(eq(watchlists.profileId, keep.profile_id!));
    expect(lists.map((list) => list.name).sort()).toEqual(['Banks', 'Main']);
    expect(lists.find((list) => list.name === 'Banks')?.id).toBe(goneOther.id);
    const mainItems = await db()
      .select()
      .from(watchlistItems)
      .where(eq(watchlistItems.watchlistId, keepList.id));
    expect(mainItems).toHaveLength(2);

    const blocks = resultRows<{
      blocked_by_user_id: number;
      blocked_user_id: number;
      blocked_profile_id: number;
    }>(
      await db().execute(sql`select blocked_by_user_id, blocked_user_id, blocked_profile_id from user_blocks
        where reason_id = ${reason!.id} order by id`),
    );
    expect(blocks).toEqual([
      { blocked_by_user_id: keep.user_id, blocked_user_id: y.user_id, blocked_profile_id: y.profile_id },
      { blocked_by_user_id: x.user_id, blocked_user_id: keep.user_id, blocked_profile_id: keep.profile_id },
    ]);
    const [movedComment] = resultRows<{ profile_id: number }>(
      await db().execute(sql`select profile_id from trade_comments where id = ${comment!.id}`),
    );
    expect(movedComment!.profile_id).toBe(keep.profile_id);
    expect(
      await db().select().from(payoutAccounts).where(eq(payoutAccounts.userId, keep.user_id)),
    ).toHaveLength(1);
    const [subscription] = resultRows<{ n: number }>(
      await db().execute(
        sql`select count(*)::int as n from group_subscriptions where user_id = ${keep.user_id}`,
      ),
    );
    expect(subscription!.n).toBe(1);

    // Nothing that moves still names the merged account or its profile (the others are erased or kept).
    const refersToProfile = new Set(
      resultRows<{ key: string }>(
        await db().execute(sql`
          select kcu.table_name || '.' || kcu.column_name as key
          from information_schema.table_constraints tc
          join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name
          join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
          where tc.constraint_type = 'FOREIGN KEY' and ccu.table_name = 'profiles'`),
      ).map((row) => row.key),
    );
    for (const relation of ACCOUNT_RELATIONS.filter((each) => each.onMerge === 'moved')) {
      const id = refersToProfile.has(`${relation.table}.${relation.column}`) ? gone.profile_id : gone.user_id;
      const [left] = resultRows<{ n: number }>(
        await db().execute(
          sql`select count(*)::int as n from ${sql.identifier(relation.table)} where ${sql.identifier(relation.column)} = ${id}`,
        ),
      );
      expect(left!.n, `${relation.table}.${relation.column} still names the merged account`).toBe(0);
    }

    // The merged account is deleted: anonymised, its sign-ins ended.
    const [goneUser] = await db().select().from(users).where(eq(users.id, gone.user_id));
    expect(goneUser).toMatchObject({ phone: null });
    expect(goneUser!.deletedAt).not.toBeNull();
    expect((await call(gone, { url: api('admin/me/') })).statusCode).toBe(401);
    expect((await call(keep, { url: api('admin/me/') })).statusCode).toBe(403);

    const again = await merge(superAdmin, {
      surviving_user_id: keep.user_id,
      merged_user_id: gone.user_id,
      remark: 'Again',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ADMIN_USERS_MESSAGES.mergeDeleted);

    await applied();
    const audit = await db()
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.action, ADMIN_USERS_ACTIONS.merge), eq(adminAuditLog.targetId, keep.user_id)),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUserId: superAdmin.user_id,
      remark: 'Same person, two phones',
      before: { merged_user_id: gone.user_id },
    });
    expect(audit[0]!.after).toMatchObject({ moved: expect.objectContaining({ trades: 1, groups_owned: 1 }) });
    const told = await db()
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.recipientId, keep.user_id),
          eq(notifications.notificationType, 'accounts_merged'),
        ),
      );
    expect(told).toHaveLength(1);
    expect(told[0]!.actorId).toBe(superAdmin.user_id);
  });

  it('moves webinars and registrations, one registration per webinar, none for your own', async () => {
    const [keep, gone, host] = await Promise.all([
      createUser(ctx.app, { name: 'Keep Webinars' }),
      createUser(ctx.app, { name: 'Gone Webinars' }),
      createUser(ctx.app, { name: 'Other Host' }),
    ]);
    const webinar = async (ownerUserId: number) => {
      const [row] = await db()
        .insert(webinars)
        .values({
          ownerUserId,
          title: 'Merged webinar',
          descriptionHtml: '<p>Merge</p>',
          level: 'Beginner',
          startsAt: new Date(Date.now() + 86_400_000),
          durationHours: 1,
          meetingUrl: 'https://meet.example.com/merge',
        })
        .returning();
      return row!.id;
    };
    const [both, goneOnly, keepsOwn, gonesOwn] = await Promise.all([
      webinar(host.user_id),
      webinar(host.user_id),
      webinar(keep.user_id),
      webinar(gone.user_id),
    ]);
    const registration = (webinarId: number, user: SignedIn, phone: string) => ({
      webinarId,
      userId: user.user_id,
      name: 'Registered',
      phone,
    });
    await db()
      .insert(webinarRegistrations)
      .values([
        registration(both, keep, '9000000001'),
        registration(both, gone, '9000000002'),
        registration(goneOnly, gone, '9000000003'),
        registration(keepsOwn, gone, '9000000004'),
      ]);
    const merged = await merge(superAdmin, {
      surviving_user_id: keep.user_id,
      merged_user_id: gone.user_id,
      remark: 'Webinars',
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect((await db().select().from(webinars).where(eq(webinars.id, gonesOwn)))[0]!.ownerUserId).toBe(
      keep.user_id,
    );
    const rows = await db()
      .select({
        webinarId: webinarRegistrations.webinarId,
        userId: webinarRegistrations.userId,
        phone: webinarRegistrations.phone,
      })
      .from(webinarRegistrations)
      .where(inArray(webinarRegistrations.webinarId, [both, goneOnly, keepsOwn]))
      .orderBy(asc(webinarRegistrations.phone));
    expect(rows).toEqual([
      { webinarId: both, userId: keep.user_id, phone: '9000000001' },
      { webinarId: goneOnly, userId: keep.user_id, phone: '9000000003' },
    ]);
  });

  it("gives a surviving account without a profile the merged one's profile, calls and all", async () => {
    const bare = await createUser(ctx.app);
    const full = await createUser(ctx.app, { name: 'Full Profile' });
    const trade = await createTradeRow(db(), { userId: full.user_id });
    const merged = await merge(superAdmin, {
      surviving_user_id: bare.user_id,
      merged_user_id: full.user_id,
      remark: 'New phone, no profile yet',
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().user_detail.profile).toMatchObject({ id: full.profile_id, name: 'Full Profile' });
    const [moved] = await db().select().from(trades).where(eq(trades.id, trade.id));
    expect(moved).toMatchObject({ postedByUserId: bare.user_id, postedByProfileId: full.profile_id });
  });

  it("keeps both track records: the survivor's chain commits to the merged head and its figures count both", async () => {
    const db = ctx.database.db;
    const [keep, gone] = await Promise.all([
      signInWithProfile(ctx.app, 'Keep Record'),
      signInWithProfile(ctx.app, 'Gone Record'),
    ]);
    const stock = await findSecurity(db, 'HDFCBANK');
    const price = await livePriceOf(ctx.app, stock.id);
    const at = Math.round(price * 0.9 * 100) / 100;
    const round2 = (value: number) => Math.round(value * 100) / 100;
    const post = async (expert: Session, overrides: Record<string, unknown> = {}, entry = at) => {
      const response = await postTrade(ctx.app, expert, buyTradeBody(stock.id, entry, overrides));
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as number;
    };
    const recordPage = async (expert: Session, viewer?: Session) => {
      const response = await call(viewer ?? null, { url: api(`track-record/${expert.user_id}/`) });
      expect(response.statusCode, response.body).toBe(200);
      return TrackRecordPageSchema.parse(response.json());
    };
    const figuresOf = async (expert: Session) => {
      const response = await call(null, { url: api(`track-record/${expert.user_id}/figures/`) });
      expect(response.statusCode, response.body).toBe(200);
      return TrackRecordFiguresResponseSchema.parse(response.json()).figures;
    };
    // keep: one call won. gone: one call lost, one Live call still open.
    const won = await post(keep);
    await closeTradeAt(db, won, round2(at * 1.1));
    const lost = await post(gone);
    await closeTradeAt(db, lost, round2(at * 0.95), { reason: 'stop_loss' });
    const open = await post(gone, ENTER_NOW, price);
    // Entered now: the first tick the engine sees after the trade's posted event fills its entry and
    // adds a `filled` entry to gone's record; wait for it, so the head the merge commits to is the
    // last one. The simulator ticks every 100 ms, but under a full CI machine the relay and the
    // engine can take seconds.
    await expect
      .poll(async () => (await recordPage(gone)).results.map((entry) => entry.kind), { timeout: 20_000 })
      .toContain('filled');
    expect((await figuresOf(keep)).closed_trades).toBe(1);
    expect((await figuresOf(gone)).closed_trades).toBe(1);
    const goneBefore = await recordPage(gone);
    const keepBefore = await recordPage(keep);
    expect(goneBefore.count).toBeGreaterThanOrEqual(5);

    const merged = await merge(superAdmin, {
      surviving_user_id: keep.user_id,
      merged_user_id: gone.user_id,
      remark: 'One trader, two accounts',
    });
    expect(merged.statusCode, merged.body).toBe(200);

    // The survivor's chain has one more entry: the merge, committing to the merged chain's head.
    const keepAfter = await recordPage(keep);
    expect(keepAfter.count).toBe(keepBefore.count + 1);
    const mergeEntry = keepAfter.results.at(-1)!;
    expect(mergeEntry).toMatchObject({ seq: keepAfter.count, kind: RECORD_MERGED_KIND, trade_id: null });
    expect(JSON.parse(mergeEntry.payload!)).toMatchObject({
      kind: RECORD_MERGED_KIND,
      merged_user_id: gone.user_id,
      merged_head_seq: goneBefore.count,
      merged_head_hash: goneBefore.head_hash,
    });
    expect(keepAfter.merged_records).toEqual([
      {
        user_id: gone.user_id,
        head_seq: goneBefore.count,
        head_hash: goneBefore.head_hash,
        seq: mergeEntry.seq,
        merged_at: expect.any(String),
      },
    ]);
    expect(keepAfter.merged_into).toBeNull();
    // The merged account's record still answers, unchanged, and names where it went.
    const goneAfter = await recordPage(gone);
    expect(goneAfter).toMatchObject({
      count: goneBefore.count,
      head_hash: goneBefore.head_hash,
      merged_records: [],
      merged_into: { user_id: keep.user_id, seq: mergeEntry.seq },
    });
    // The figures: both sets of calls count for the survivor (its kept copy caught up), none for the merged.
    expect(await figuresOf(keep)).toMatchObject({ closed_trades: 2, trade_wins: 1 });
    expect((await figuresOf(gone)).closed_trades).toBe(0);

    // The moved Live call closes after the merge: its entry goes to the survivor's chain.
    await closeTradeAt(db, open, round2(price * 1.05));
    const keepClosed = await recordPage(keep, keep);
    expect(keepClosed.results.at(-1)).toMatchObject({ kind: 'closed', trade_id: open });
    expect((await recordPage(gone)).count).toBe(goneBefore.count);
    expect(await figuresOf(keep)).toMatchObject({ closed_trades: 3, trade_wins: 2 });

    // The kept calls equal a fold of the merged chain then the survivor's.
    const payloadsOf = async (userId: number) =>
      (
        await db
          .select({ payload: trackRecordEntries.payload })
          .from(trackRecordEntries)
          .where(eq(trackRecordEntries.expertUserId, userId))
          .orderBy(asc(trackRecordEntries.seq))
      ).map((row) => JSON.parse(row.payload) as RecordPayload);
    const folded = foldRecord([...(await payloadsOf(gone.user_id)), ...(await payloadsOf(keep.user_id))]);
    const kept = await db
      .select()
      .from(trackRecordCalls)
      .where(inArray(trackRecordCalls.expertUserId, [keep.user_id, gone.user_id]));
    expect(kept.map((row) => row.tradeId).sort((a, b) => a - b)).toEqual(
      [won, lost, open].sort((a, b) => a - b),
    );
    for (const { expertUserId, ...row } of kept) {
      expect(expertUserId).toBe(keep.user_id);
      expect(row).toEqual(folded.get(row.tradeId));
    }
    expect(kept.find((row) => row.tradeId === open)).toMatchObject({
      outcome: 'target',
      exitPrice: round2(price * 1.05),
    });
    const rebuilt = await foldedCallsOf(db, keep.user_id);
    expect([...rebuilt.values()].sort((a, b) => a.tradeId - b.tradeId)).toEqual(
      kept.map(({ expertUserId: _, ...row }) => row).sort((a, b) => a.tradeId - b.tradeId),
    );

    // Both chains verify, for a visitor and for the survivor.
    const verify = (expert: Session, viewer?: Session) =>
      verifyPublishedRecord(async (page) => {
        const response = await call(viewer ?? null, {
          url: api(`track-record/${expert.user_id}/?page=${page}`),
        });
        return TrackRecordPageSchema.parse(response.json());
      });
    expect(await verify(gone)).toMatchObject({
      ok: true,
      checked: goneBefore.count,
      head: goneBefore.head_hash,
    });
    expect(await verify(keep)).toMatchObject({ ok: true, checked: keepBefore.count + 2 });
    expect(await verify(keep, keep)).toMatchObject({ ok: true, checked: keepBefore.count + 2 });
  });

  it('refuses to merge a super admin away (409)', async () => {
    const keep = await createUser(ctx.app, { name: 'Merge Keeper' });
    const refused = await merge(superAdmin, {
      surviving_user_id: keep.user_id,
      merged_user_id: superAdmin.user_id,
      remark: 'x',
    });
    expect(refused.statusCode).toBe(409);
  });
});
