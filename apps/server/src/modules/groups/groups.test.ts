import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import {
  addMember,
  answerRequest,
  createGroup,
  joinGroup,
  leaveGroup,
  postGroupTrade,
} from '../../../test/group-helpers.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import {
  buyTradeBody,
  findSecurity,
  livePriceOf,
  type Session,
  signInWithProfile,
} from '../../../test/trade-helpers.ts';
import { groupMembers, groups, outboxEvents, trades } from '../../db/schema/index.ts';
import { pdfLibReport, pngImage } from '../../uploads/upload.fixture.ts';

let ctx: TestContext;
let admin: Session;
let alice: Session;
let bob: Session;
let carol: Session;
let stockId: number;

const as = (session?: Session) => (session ? bearer(session.token.access) : {});
const get = (url: string, session?: Session) =>
  ctx.app.inject({ url: `/backend${url}`, headers: as(session) });

async function groupRow(id: number) {
  const [row] = await ctx.database.db.select().from(groups).where(eq(groups.id, id));
  return row;
}

async function memberRows(groupId: number, status: 'member' | 'requested' | 'left') {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.status, status)));
  return row!.n;
}

/** A multipart body with several fields and files (the create / edit form). */
function multipart(
  fields: Record<string, string>,
  files: { field: string; filename: string; type: string; data: Buffer }[],
) {
  const boundary = `----groups${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const file of files)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  [admin, alice, bob, carol] = await Promise.all([
    signInWithProfile(ctx.app, 'Ananya Admin'),
    signInWithProfile(ctx.app, 'Alice Member'),
    signInWithProfile(ctx.app, 'Bob Outsider'),
    signInWithProfile(ctx.app, 'Carol Requester'),
  ]);
  stockId = (await findSecurity(ctx.database.db, 'RELIANCE', 'NSE'))!.id;
});
afterAll(() => ctx.close());

describe('creating, editing and deleting a group', () => {
  it('requires a name, with the spec message, and writes nothing without one', async () => {
    const before = (await ctx.database.db.select({ n: count() }).from(groups))[0]!.n;
    for (const payload of [{}, { name: '   ' }, { group_type: 'Private' }]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/backend/api/own-groups/',
        headers: as(admin),
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('This field is required.');
      expect(response.json().errors.name).toEqual(['This field is required.']);
    }
    const badType = await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/own-groups/',
      headers: as(admin),
      payload: { name: 'X', group_type: 'Secret' },
    });
    expect(badType.statusCode).toBe(400);
    const trialOnPublic = await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/own-groups/',
      headers: as(admin),
      payload: { name: 'X', group_type: 'Public', free_trail: true },
    });
    expect(trialOnPublic.statusCode).toBe(400);
    expect((await ctx.database.db.select({ n: count() }).from(groups))[0]!.n).toBe(before);
  });

  it('asks a visitor to sign in', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/own-groups/',
      payload: { name: 'X' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('creates from multipart with pictures checked and resized, and a checked disclosure PDF', async () => {
    const { payload, headers } = multipart(
      {
        name: 'Momentum Desk',
        group_type: 'Premium',
        description: 'Swing trades in large caps',
        disclaimer: 'Not investment advice',
        types_of_instrument: '["Equity","F&O"]',
        key_offering: 'Weekly review',
        is_limited_offer: 'true',
        free_trail: 'true',
      },
      [
        { field: 'picture', filename: 'p.png', type: 'image/png', data: pngImage(1200, 900) },
        { field: 'cover_image', filename: 'c.png', type: 'image/png', data: pngImage(2400, 600) },
        {
          field: 'disclosure_document',
          filename: 'd.pdf',
          type: 'application/pdf',
          data: await pdfLibReport(),
        },
      ],
    );
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/own-groups/',
      headers: { ...headers, ...as(admin) },
      payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Group Momentum Desk saved successfully');
    const group = body.group_detail;
    expect(group).toMatchObject({
      name: 'Momentum Desk',
      group_type: 'Premium',
      types_of_instrument: ['Equity', 'F&O'],
      key_offering: ['Weekly review'],
      is_limited_offer: true,
      free_trail: true,
      is_admin: true,
      is_participant: false,
      participants_count: 0,
      trades_count: 0,
      metrics: { closed_trades: 0, accuracy: null, avg_trade_return: null, window: 'All' },
      price: [],
    });
    expect(group.admin.id).toBe(admin.user_id);
    expect(group.share_link).toBe(
      `/groups/${group.id}?utm_source=user_${admin.user_id}&utm_medium=share_link`,
    );
    const picture = await ctx.app.inject({ url: group.picture });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    const sharp = (await import('sharp')).default;
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ width: 512, height: 384 });
    const cover = await ctx.app.inject({ url: group.cover_image });
    expect(await sharp(cover.rawPayload).metadata()).toMatchObject({ width: 1600, height: 400 });
    const disclosure = await ctx.app.inject({ url: group.disclosure_document });
    expect(disclosure.statusCode).toBe(200);
    expect(disclosure.headers['content-type']).toBe('application/pdf');
    expect(disclosure.headers['content-security-policy']).toContain('sandbox');
    expect(disclosure.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await ctx.app.inject({ url: '/backend/api/group-files/../../etc/passwd' })).statusCode).toBe(404);
  });

  it('refuses a picture that is not an image and a disclosure document that is not a PDF, storing nothing', async () => {
    const before = (await ctx.database.db.select({ n: count() }).from(groups))[0]!.n;
    for (const file of [
      {
        field: 'picture',
        filename: 'p.png',
        type: 'image/png',
        data: Buffer.from('<html>not an image</html>'),
      },
      { field: 'disclosure_document', filename: 'd.pdf', type: 'application/pdf', data: pngImage(40, 40) },
    ]) {
      const { payload, headers } = multipart({ name: 'Refused' }, [file]);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/backend/api/own-groups/',
        headers: { ...headers, ...as(admin) },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual([file.field]);
    }
    expect((await ctx.database.db.select({ n: count() }).from(groups))[0]!.n).toBe(before);
  });

  it('lets only the admin edit and delete; deleting keeps the trades with their owner', async () => {
    const group = await createGroup(ctx.app, admin, { name: 'Short Lived', group_type: 'Public' });
    const edit = (session: Session, payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/backend/api/own-groups/${group.id}/`,
        headers: as(session),
        payload,
      });
    expect((await edit(alice, { name: 'Hijacked' })).statusCode).toBe(403);
    const edited = await edit(admin, { description: 'Now with a description' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().group_detail).toMatchObject({
      name: 'Short Lived',
      description: 'Now with a description',
    });
    expect((await edit(admin, { name: '' })).json().message).toBe('This field is required.');

    await addMember(ctx.app, admin, group.id, alice);
    const price = await livePriceOf(ctx.app, stockId);
    const posted = await postGroupTrade(ctx.app, admin, group.id, buyTradeBody(stockId, price * 1.2));
    expect(posted.statusCode, posted.body).toBe(201);
    const tradeId = posted.json().id;

    const refused = await ctx.app.inject({
      method: 'DELETE',
      url: `/backend/api/own-groups/${group.id}/`,
      headers: as(alice),
    });
    expect(refused.statusCode).toBe(403);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/backend/api/group-detail/?id=${group.id}`,
      headers: as(admin),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().message).toBe('Successfully deleted Short Lived');
    expect(await groupRow(group.id)).toBeUndefined();
    expect(await memberRows(group.id, 'member')).toBe(0);
    const [trade] = await ctx.database.db.select().from(trades).where(eq(trades.id, tradeId));
    expect(trade).toMatchObject({ visibility: 'group', groupId: null });
    expect((await get(`/api/trade/get-trade/${tradeId}`, admin)).statusCode).toBe(200);
    expect((await get(`/api/trade/get-trade/${tradeId}`, alice)).statusCode).toBe(404);
    expect((await get(`/api/groups/${group.id}/`, admin)).statusCode).toBe(404);
  });
});

describe('membership', () => {
  it('joins a public group at once, counting the member, recording who referred them', async () => {
    const group = await createGroup(ctx.app, admin, { group_type: 'Public' });
    const joined = await joinGroup(ctx.app, alice, group.id, `?utm_source=user_${bob.user_id}`);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toEqual({ message: `Joined ${group.name}`, status: 'member' });
    expect(await groupRow(group.id)).toMatchObject({ participantsCount: 1, activeGroupMembers: 1 });
    const [row] = await ctx.database.db
      .select()
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.userId, alice.user_id)));
    expect(row).toMatchObject({
      referredBy: bob.user_id,
      utmSource: `user_${bob.user_id}`,
      status: 'member',
    });
    expect((await joinGroup(ctx.app, alice, group.id)).statusCode).toBe(400);
    expect((await joinGroup(ctx.app, admin, group.id)).json().message).toBe(
      'You are the admin of this group',
    );
    const detail = (await get(`/api/groups/${group.id}/`, alice)).json();
    expect(detail).toMatchObject({ is_participant: true, is_request: false, is_admin: false });

    const left = await leaveGroup(ctx.app, alice, group.id);
    expect(left.json().message).toBe(`You left ${group.name}`);
    expect(await groupRow(group.id)).toMatchObject({ participantsCount: 0, activeGroupMembers: 0 });
    expect((await leaveGroup(ctx.app, alice, group.id)).statusCode).toBe(400);
    const events = await ctx.database.db
      .select({ n: count() })
      .from(outboxEvents)
      .where(eq(outboxEvents.type, 'group.joined'));
    expect(events[0]!.n).toBeGreaterThan(0);
  });

  it('takes a private group through request, cancel, request again and accept; only the admin accepts', async () => {
    const group = await createGroup(ctx.app, admin, { group_type: 'Private' });
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/join-leave/',
      headers: as(carol),
      payload: { membership_type: 'request', group: group.id, member: carol.user_id },
    });
    expect(asked.json()).toEqual({ message: 'Request has been sent to group admin' });
    expect((await get(`/api/groups/${group.id}/`, carol)).json()).toMatchObject({
      is_request: true,
      is_participant: false,
    });
    const cancelled = await ctx.app.inject({
      method: 'DELETE',
      url: '/backend/api/join-leave/',
      headers: as(carol),
      payload: { membership_type: 'request', group: group.id, member: carol.user_id },
    });
    expect(cancelled.json()).toEqual({ message: 'Request Canceled' });
    expect(await memberRows(group.id, 'requested')).toBe(0);

    expect((await joinGroup(ctx.app, carol, group.id)).json().status).toBe('requested');
    const pending = await get(`/api/own-groups/${group.id}/users/?status=requested`, admin);
    expect(pending.json().participants.map((p: { user_id: number }) => p.user_id)).toEqual([carol.user_id]);
    expect((await answerRequest(ctx.app, bob, group.id, carol, true)).statusCode).toBe(403);
    // Carol cannot accept herself, nor does that cancel her request.
    const selfAccept = await ctx.app.inject({
      method: 'PATCH',
      url: '/backend/api/join-leave/',
      headers: as(carol),
      payload: { membership_type: 'member', group: group.id, member: carol.user_id },
    });
    expect(selfAccept.statusCode).toBe(400);
    expect(await memberRows(group.id, 'requested')).toBe(1);
    expect((await get(`/api/own-groups/${group.id}/users/?status=requested`, bob)).statusCode).toBe(403);
    const accepted = await answerRequest(ctx.app, admin, group.id, carol, true);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await groupRow(group.id)).toMatchObject({ participantsCount: 1 });
    const participants = await get(`/api/groups/${group.id}/participants/`, carol);
    expect(participants.json().participants.map((p: { user_id: number }) => p.user_id)).toEqual([
      carol.user_id,
    ]);
    expect((await get(`/api/groups/${group.id}/participants/`, bob)).statusCode).toBe(403);

    const left = await ctx.app.inject({
      method: 'PATCH',
      url: '/backend/api/join-leave/',
      headers: as(carol),
      payload: { membership_type: 'left_membership', group: group.id, member: carol.user_id },
    });
    expect(left.statusCode, left.body).toBe(200);
    expect(await groupRow(group.id)).toMatchObject({ participantsCount: 0 });
  });

  it('answers a paid premium join with the spec warning, and starts a free trial once', async () => {
    const paid = await createGroup(ctx.app, admin, { group_type: 'Premium' });
    const refused = await joinGroup(ctx.app, alice, paid.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Payment Process is not active for this group yet');
    const trial = await createGroup(ctx.app, admin, { group_type: 'Premium', free_trail: true });
    const started = await joinGroup(ctx.app, alice, trial.id);
    expect(started.statusCode, started.body).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, trial.id), eq(groupMembers.userId, alice.user_id)));
    const days = (row!.expiresAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    await leaveGroup(ctx.app, alice, trial.id);
    expect((await joinGroup(ctx.app, alice, trial.id)).json().message).toBe(
      'You have already used the free trial of this group',
    );
    // A trial that ran out stops counting without a job.
    await joinGroup(ctx.app, bob, trial.id);
    await ctx.database.db
      .update(groupMembers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(groupMembers.groupId, trial.id), eq(groupMembers.userId, bob.user_id)));
    expect((await get(`/api/groups/${trial.id}/`, bob)).json().is_participant).toBe(false);
  });

  it('keeps the counts exact under 50 simultaneous joins and then leaves', async () => {
    const group = await createGroup(ctx.app, admin, { group_type: 'Public' });
    const crowd = await Promise.all(
      Array.from({ length: 50 }, (_, index) => signInWithProfile(ctx.app, `Crowd Member ${index}`)),
    );
    const joins = await Promise.all(crowd.map((member) => joinGroup(ctx.app, member, group.id)));
    expect(joins.map((response) => response.statusCode)).toEqual(crowd.map(() => 200));
    expect(await groupRow(group.id)).toMatchObject({ participantsCount: 50, activeGroupMembers: 50 });
    const leavers = crowd.slice(0, 25);
    const mixed = await Promise.all([
      ...leavers.map((member) => leaveGroup(ctx.app, member, group.id)),
      ...leavers.map((member) => joinGroup(ctx.app, member, group.id)),
    ]);
    expect(mixed.every((response) => response.statusCode === 200 || response.statusCode === 400)).toBe(true);
    const members = await memberRows(group.id, 'member');
    expect(await groupRow(group.id)).toMatchObject({
      participantsCount: members,
      activeGroupMembers: members,
    });
  });

  it('adds all of the admin followers, and only followers', async () => {
    const group = await createGroup(ctx.app, admin, { group_type: 'Private' });
    for (const follower of [alice, bob])
      await ctx.app.inject({
        method: 'POST',
        url: '/backend/api/follow-influencer/',
        headers: as(follower),
        payload: { to_follow_id: admin.user_id },
      });
    const added = await ctx.app.inject({
      method: 'POST',
      url: `/backend/api/own-groups/${group.id}/add-all-followers/`,
      headers: as(admin),
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().added).toBe(2);
    expect(await groupRow(group.id)).toMatchObject({ participantsCount: 2 });
    const withChosen = await createGroup(ctx.app, admin, {
      group_type: 'Public',
      participants: [alice.user_id, carol.user_id],
    });
    // Carol does not follow the admin: nobody is put in a group by a stranger.
    expect(withChosen).toMatchObject({ participants_count: 1 });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/backend/api/own-groups/${group.id}/add-all-followers/`,
      headers: as(alice),
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('lists', () => {
  it("list own, a user's, joined and premium groups with page_info", async () => {
    const lister = await signInWithProfile(ctx.app, 'Lena Lister');
    const made = [];
    for (const type of ['Public', 'Private', 'Premium'] as const)
      made.push(await createGroup(ctx.app, lister, { group_type: type }));
    const own = (await get('/api/own-groups/', lister)).json();
    expect(own.groups.map((g: { id: number }) => g.id)).toEqual(made.map((g) => g.id).reverse());
    expect(own.page_info).toEqual({ page_number: 1, detail_count: 12, total_page: 1, total_count: 3 });
    const dropdown = (await get('/api/own-groups/?page=2&detail_count=2', lister)).json();
    expect(dropdown.groups.map((g: { id: number }) => g.id)).toEqual([made[0]!.id]);
    expect(dropdown.page_info).toEqual({ page_number: 2, detail_count: 2, total_page: 2, total_count: 3 });
    // Others see the Premium group once it takes payments (premium-listing.test.ts); its admin always.
    const theirs = (await get(`/api/user-groups/${lister.user_id}/`)).json();
    expect(theirs.groups.map((g: { id: number }) => g.id)).toEqual([made[1]!.id, made[0]!.id]);
    expect(theirs.groups.every((g: { is_admin: boolean }) => !g.is_admin)).toBe(true);
    expect((await get(`/api/user-groups/${lister.user_id}/`, lister)).json().groups).toHaveLength(3);
    const premium = (await get('/api/premium-groups/?my_group=true&detail_count=5', lister)).json();
    expect(premium.premium_groups.map((g: { id: number }) => g.id)).toEqual([made[2]!.id]);
    const everyone = (await get('/api/premium-groups/?detail_count=5')).json();
    expect(everyone.premium_groups.every((g: { group_type: string }) => g.group_type === 'Premium')).toBe(
      true,
    );

    await joinGroup(ctx.app, bob, made[0]!.id);
    const updates = (await get('/api/groups/updates/', bob)).json();
    expect(updates.groups.map((g: { id: number }) => g.id)).toContain(made[0]!.id);
    expect((await get('/api/groups/updates/')).statusCode).toBe(401);
    expect((await get('/api/own-groups/')).statusCode).toBe(401);
  });

  it('answers the group detail with key offerings and a premium group contact card slot', async () => {
    const group = await createGroup(ctx.app, admin, {
      group_type: 'Premium',
      key_offering: ['Daily calls', 'Q&A'],
    });
    const detail = await get(`/api/group-detail/?id=${group.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      key_offering: ['Daily calls', 'Q&A'],
      group_detail: { id: group.id },
    });
    expect((await get(`/api/get-group-detail/?id=${group.id}`)).json().group_detail.id).toBe(group.id);
    expect((await get('/api/group-detail/?id=2000000000')).statusCode).toBe(404);
    expect((await get('/api/group-detail/?id=abc')).statusCode).toBe(400);
  });
});
