/**
 * A deleted account stays out of sight (issue 30; docs/operations.md "Deleting an account"): search,
 * recommendations and the SEBI directory no longer list it, following it answers as following a
 * user that does not exist, and so does reporting it; its stored photo is removed, and its published calls still list under
 * the anonymised name.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deletedUserName } from '@tradecircle/domain';
import { eq, or } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, uniqueIp } from '../../../test/auth-helpers.ts';
import { createUser, type SignedIn } from '../../../test/factories.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import { buyTradeBody, findSecurity, livePriceOf, postTrade } from '../../../test/trade-helpers.ts';
import { followCounts, profiles, userBlocks, userFollows, users } from '../../db/schema/index.ts';
import { pngImage } from '../../uploads/upload.fixture.ts';
import { insertFollow } from '../follows/index.ts';

let ctx: TestContext;
let filesRoot: string;
let superAdmin: SignedIn;
let viewer: SignedIn;
let doomed: SignedIn;
let tradeId: number;
let photoUrl: string;

const call = (session: SignedIn | null, options: InjectOptions) => injectAs(ctx.app, session, options);
const api = (p: string) => `/backend/api/${p}`;
const db = () => ctx.database.db;

/** The user ids each place that lets one find a user lists, as `viewer` sees them. */
async function discoverable(query: string) {
  const ids = (rows: { user_id: number }[]) => rows.map((row) => row.user_id);
  const q = encodeURIComponent(query);
  const search = await call(viewer, { url: api(`search/?q=${q}`) });
  const sebiUsers = await call(viewer, { url: api(`sebi-users/?page=1&search_query=${q}`) });
  for (const answer of [search, sebiUsers]) expect(answer.statusCode, answer.body).toBe(200);
  // Recommendations have no name filter: every page (the demo data holds more than one).
  const recommended: number[] = [];
  for (let page = 1, pages = 1; page <= pages; page += 1) {
    const answer = await call(viewer, { url: api(`influencers-list/${viewer.user_id}/${page}`) });
    expect(answer.statusCode, answer.body).toBe(200);
    recommended.push(...ids(answer.json().result));
    pages = answer.json().num;
  }
  return { search: ids(search.json().experts), recommended, sebiUsers: ids(sebiUsers.json().results) };
}

const follow = (session: SignedIn, userId: number) =>
  call(session, { method: 'POST', url: api('follow-influencer/'), payload: { to_follow_id: userId } });
const unfollow = (session: SignedIn, userId: number) =>
  call(session, { method: 'POST', url: api('un-follow-influencer/'), payload: { to_unfollow_id: userId } });

async function followState(userIds: number[]) {
  const follows = await db()
    .select()
    .from(userFollows)
    .where(or(...userIds.flatMap((id) => [eq(userFollows.followerId, id), eq(userFollows.followeeId, id)])));
  const counts = await Promise.all(
    userIds.map(async (id) => (await db().select().from(followCounts).where(eq(followCounts.userId, id)))[0]),
  );
  return { follows, counts };
}

const fileOnDisk = (url: string) => path.join(filesRoot, 'files', 'profile-photos', url.split('/').at(-1)!);

beforeAll(async () => {
  filesRoot = await mkdtemp(path.join(tmpdir(), 'deleted-visibility-'));
  // The app keeps files under DATA_DIR/files.
  ctx = await createTestApp({ seed: true, env: { DATA_DIR: filesRoot } });
  [superAdmin, viewer, doomed] = await Promise.all([
    createUser(ctx.app, { name: 'Super Admin' }),
    createUser(ctx.app, { name: 'Vera Viewer' }),
    createUser(ctx.app, { name: 'Zubin Vanishing' }),
  ]);
  await db().update(users).set({ isSuperuser: true }).where(eq(users.id, superAdmin.user_id));
  // A SEBI-registered expert with a public call: recommended and listed.
  await db()
    .update(profiles)
    .set({ isSebiRegistered: true, sebiUserType: 'registered_analyst', sebiNumber: 'INH000077001' })
    .where(eq(profiles.userId, doomed.user_id));
  const stock = await findSecurity(db(), 'RELIANCE');
  const posted = await postTrade(
    ctx.app,
    { ...doomed, profile_id: doomed.profile_id! },
    buyTradeBody(stock.id, await livePriceOf(ctx.app, stock.id)),
  );
  expect(posted.statusCode, posted.body).toBe(201);
  tradeId = posted.json().id;

  const body = multipartBody(
    {},
    { field: 'image', filename: 'me.png', contentType: 'image/png', data: pngImage(64, 48) },
  );
  const uploaded = await call(doomed, {
    method: 'POST',
    url: api('profile/photo/'),
    headers: body.headers,
    payload: body.payload,
    remoteAddress: uniqueIp(),
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  photoUrl = uploaded.json().profile_image;
});
afterAll(async () => {
  await ctx.close();
  await rm(filesRoot, { recursive: true, force: true });
});

describe('a deleted account', () => {
  it('is found and followable while live, then nowhere once deleted, its photo file removed', async () => {
    expect(await discoverable('Zubin')).toEqual({
      search: [doomed.user_id],
      recommended: expect.arrayContaining([doomed.user_id]),
      sebiUsers: [doomed.user_id],
    });
    expect(existsSync(fileOnDisk(photoUrl))).toBe(true);

    const deleted = await call(superAdmin, {
      method: 'POST',
      url: api(`admin/users/${doomed.user_id}/delete/`),
      payload: { remark: 'Asked by the user' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    // Neither by the name it had nor by the anonymised one it has now.
    const gone = (found: Awaited<ReturnType<typeof discoverable>>) =>
      [...found.search, ...found.recommended, ...found.sebiUsers].includes(doomed.user_id);
    expect(gone(await discoverable('Zubin'))).toBe(false);
    expect(gone(await discoverable(deletedUserName(doomed.user_id)))).toBe(false);
    expect((await discoverable('Deleted user')).search).toEqual([]);
    expect(existsSync(fileOnDisk(photoUrl))).toBe(false);
  });

  it('answers a follow or unfollow as a user that does not exist would, and nothing changes', async () => {
    const before = await followState([viewer.user_id, doomed.user_id]);
    const missing = await follow(viewer, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'User not found' });

    const followed = await follow(viewer, doomed.user_id);
    expect({ status: followed.statusCode, body: followed.json() }).toEqual({
      status: missing.statusCode,
      body: missing.json(),
    });
    const unfollowed = await unfollow(viewer, doomed.user_id);
    expect({ status: unfollowed.statusCode, body: unfollowed.json() }).toEqual({
      status: 404,
      body: (await unfollow(viewer, 999_999)).json(),
    });
    // A follow that passed the check just before the deletion committed finds the account deleted.
    expect(await insertFollow(db(), viewer.user_id, doomed.user_id)).toBe('deleted');
    expect(await followState([viewer.user_id, doomed.user_id])).toEqual(before);
    expect(before.follows).toEqual([]);
  });

  it('cannot be reported or blocked: the answer is that of an unknown profile, and nothing is written', async () => {
    const report = (profileId: number) =>
      call(viewer, {
        method: 'POST',
        url: api('report-and-block/'),
        payload: { blocked_profile: profileId, block_reason: 1, is_anonymous: false },
      });
    const unknown = await report(999_999);
    expect(unknown.statusCode).toBe(404);
    const refused = await report(doomed.profile_id!);
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 404,
      body: unknown.json(),
    });
    const blocks = await db()
      .select()
      .from(userBlocks)
      .where(
        or(eq(userBlocks.blockedUserId, doomed.user_id), eq(userBlocks.blockedByUserId, doomed.user_id)),
      );
    expect(blocks).toEqual([]);
  });

  it('keeps its published calls listed under the anonymised name', async () => {
    const name = deletedUserName(doomed.user_id);
    const profileList = await call(viewer, { url: api(`trade/trade-list/${doomed.user_id}/0/1`) });
    const feed = await call(null, { url: api('trade/all-trade-list/null/1/null/null/null') });
    for (const [where, answer] of Object.entries({ profileList, feed })) {
      expect(answer.statusCode, answer.body).toBe(200);
      const listed = answer.json().result.find((trade: { id: number }) => trade.id === tradeId);
      expect(listed, where).toMatchObject({ id: tradeId, posted_by_name: name });
    }
  });
});
