/**
 * The moderation queue through the API (issue 30, docs/api.md "Admin", Moderation): who may use it,
 * the reported users and their detail, warn / hide a comment / hide a trade's reasoning / suspend /
 * unsuspend with their 4xx, the audit row and the user's notification each one writes, and what a
 * suspension does: every sign-in path refuses, tokens and live sockets end, and a timed one runs out.
 */
import {
  ADMIN_MESSAGES,
  ADMIN_MODERATION_ENDPOINT_REQUIREMENTS,
  ADMIN_MODERATION_ENDPOINTS,
  type Endpoint,
  MODERATION_ACTIONS,
  MODERATION_MESSAGES,
  pathOf,
  suspensionMessage,
} from '@tradecircle/domain';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import {
  injectAs,
  latestOtp,
  requestOtp,
  signInWithOtp,
  uniquePhone,
  verify,
} from '../../../test/auth-helpers.ts';
import { eventsApplied } from '../../../test/events-applied.ts';
import { createTradeRow, createUser, type SignedIn } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import { adminAuditLog, notifications, reportReasons, users } from '../../db/schema/index.ts';

let ctx: TestContext;
let superAdmin: SignedIn;
let moderator: SignedIn;
let content: SignedIn;
let someone: SignedIn;
let reasonIds: number[];

const call = (session: SignedIn | null, options: InjectOptions) => injectAs(ctx.app, session, options);
const api = (path: string) => `/backend/api/${path}`;
const db = () => ctx.database.db;

const applied = () => eventsApplied(ctx.app);

const moderate = (session: SignedIn | null, path: string, payload?: Record<string, unknown>) =>
  call(session, { method: 'POST', url: api(`admin/${path}`), ...(payload ? { payload } : {}) });

async function report(reporter: SignedIn, reported: SignedIn, reason: number, anonymous = false) {
  const answer = await call(reporter, {
    method: 'POST',
    url: api('report-and-block/'),
    payload: { block_reason: reason, blocked_profile: reported.profile_id, is_anonymous: anonymous },
  });
  expect(answer.statusCode, answer.body).toBe(201);
}

const named = (name: string) => createUser(ctx.app, { name });
const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();

async function auditRows(action: string, targetId: number) {
  return db()
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, action), eq(adminAuditLog.targetId, targetId)));
}

async function notificationsOf(userId: number, type: string) {
  return db()
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.recipientId, userId),
        eq(notifications.notificationType, type as 'account_warned'),
      ),
    );
}

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  [superAdmin, moderator, content, someone] = await Promise.all([
    named('Super Admin'),
    named('Support Staff'),
    named('Content Staff'),
    named('Someone'),
  ]);
  await db().update(users).set({ isSuperuser: true }).where(eq(users.id, superAdmin.user_id));
  for (const [member, name, permissions] of [
    [moderator, 'Moderation Test Team', ['moderation']],
    [content, 'Content Test Team', ['groups', 'videos']],
  ] as const) {
    const team = await call(superAdmin, {
      method: 'POST',
      url: api('admin/teams/'),
      payload: { name, permissions },
    });
    expect(team.statusCode, team.body).toBe(200);
    const added = await call(superAdmin, {
      method: 'POST',
      url: api('admin/staff/'),
      payload: { user_id: member.user_id, team_id: team.json().team.id },
    });
    expect(added.statusCode, added.body).toBe(200);
  }
  reasonIds = (await db().select({ id: reportReasons.id }).from(reportReasons).orderBy(reportReasons.id)).map(
    (row) => row.id,
  );
});
afterAll(() => ctx.close());

describe('who may moderate', () => {
  const NOWHERE = 2_147_483_647;
  const routes = Object.entries(ADMIN_MODERATION_ENDPOINTS).map(([name, declared]: [string, Endpoint]) => ({
    label: `${declared.method} ${declared.path}`,
    requirement: ADMIN_MODERATION_ENDPOINT_REQUIREMENTS[name as keyof typeof ADMIN_MODERATION_ENDPOINTS],
    options: {
      method: declared.method,
      url: `/backend/${pathOf(declared, { id: NOWHERE, user_id: NOWHERE })}?page_number=zero`,
      ...(declared.method === 'POST'
        ? { payload: '{"remark": ', headers: { 'content-type': 'application/json' } }
        : {}),
    } as InjectOptions,
  }));

  it('answers a visitor 401, and a normal user and staff outside moderation 403, before the input', async () => {
    expect(routes).toHaveLength(7);
    for (const route of routes) {
      expect(route.requirement, route.label).toBe('moderation');
      expect((await call(null, route.options)).statusCode, route.label).toBe(401);
      for (const session of [someone, content]) {
        const refused = await call(session, route.options);
        expect(refused.statusCode, route.label).toBe(403);
        expect(refused.json()).toEqual({ message: ADMIN_MESSAGES.forbidden });
      }
      // Moderation staff and a super admin get past the gate to the input's check (or find nothing).
      for (const session of [moderator, superAdmin]) {
        expect([400, 404], route.label).toContain((await call(session, route.options)).statusCode);
      }
    }
  });
});

describe('the reports queue', () => {
  it('lists reported users most reported first with reasons, latest report, warnings and suspension', async () => {
    const [often, once, r1, r2, r3] = await Promise.all([
      named('Often Reported'),
      named('Once Reported'),
      named('Reporter One'),
      named('Reporter Two'),
      named('Reporter Three'),
    ]);
    await report(r1, often, reasonIds[0]!);
    await report(r2, often, reasonIds[0]!, true);
    await report(r3, often, reasonIds[1]!);
    await report(r1, once, reasonIds[1]!);

    const page = await call(moderator, { method: 'GET', url: api('admin/reports/?page_number=1') });
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json();
    const ids = body.results.map((row: { user: { id: number } }) => row.user.id);
    expect(ids.indexOf(often.user_id)).toBeLessThan(ids.indexOf(once.user_id));
    const row = body.results.find((result: { user: { id: number } }) => result.user.id === often.user_id);
    expect(row).toMatchObject({
      user: { id: often.user_id, name: 'Often Reported', is_superuser: false },
      report_count: 3,
      warning_count: 0,
      suspension: null,
    });
    expect(row.reasons[0].count).toBe(2);
    expect(row.reasons.reduce((sum: number, reason: { count: number }) => sum + reason.count, 0)).toBe(3);
    expect(body.page_info).toMatchObject({ page_number: 1, detail_count: 20 });

    const detail = await call(moderator, { method: 'GET', url: api(`admin/reports/${often.user_id}/`) });
    expect(detail.statusCode, detail.body).toBe(200);
    const reports = detail.json().reports as { reporter: { id: number } | null; is_anonymous: boolean }[];
    expect(reports).toHaveLength(3);
    // The anonymous reporter stays hidden from staff too.
    expect(reports.filter((item) => item.reporter === null)).toHaveLength(1);
    expect(reports.map((item) => item.reporter?.id).filter(Boolean)).toEqual(
      expect.arrayContaining([r1.user_id, r3.user_id]),
    );
    expect(reports.some((item) => item.reporter?.id === r2.user_id)).toBe(false);

    const missing = await call(moderator, { method: 'GET', url: api('admin/reports/2147483000/') });
    expect(missing.statusCode).toBe(404);
    expect(
      (await call(moderator, { method: 'GET', url: api('admin/reports/?page_number=0') })).statusCode,
    ).toBe(400);
  });
});

describe('warn', () => {
  it('warns with a remark: the audit row, the notification and the warning count', async () => {
    const user = await named('Warned User');
    expect((await moderate(moderator, `users/${user.user_id}/warn/`, { remark: '  ' })).statusCode).toBe(400);
    expect((await moderate(moderator, `users/${user.user_id}/warn/`, {})).json()).toMatchObject({
      message: MODERATION_MESSAGES.remarkRequired,
    });
    expect((await moderate(moderator, 'users/2147483000/warn/', { remark: 'x' })).statusCode).toBe(404);
    expect((await moderate(moderator, `users/${moderator.user_id}/warn/`, { remark: 'x' })).statusCode).toBe(
      403,
    );
    expect((await moderate(moderator, `users/${superAdmin.user_id}/warn/`, { remark: 'x' })).statusCode).toBe(
      403,
    );

    const warned = await moderate(moderator, `users/${user.user_id}/warn/`, { remark: 'Mind the language' });
    expect(warned.statusCode, warned.body).toBe(200);
    expect(warned.json()).toEqual({ message: MODERATION_MESSAGES.warned });
    await applied();
    const [audit] = await auditRows(MODERATION_ACTIONS.warn, user.user_id);
    expect(audit).toMatchObject({
      actorUserId: moderator.user_id,
      targetType: 'user',
      remark: 'Mind the language',
      before: { suspended: false },
    });
    const [told] = await notificationsOf(user.user_id, 'account_warned');
    expect(told?.notificationText).toBe('You received a warning from the moderators: Mind the language');
    const detail = await call(moderator, { method: 'GET', url: api(`admin/reports/${user.user_id}/`) });
    expect(detail.json().warning_count).toBe(1);
  });
});

describe('hiding content', () => {
  it('hides a comment from the comment pages and the count, once', async () => {
    const [expert, commenter] = await Promise.all([named('Hide Expert'), named('Rude Commenter')]);
    const trade = await createTradeRow(db(), { userId: expert.user_id }, { reasoning: 'Clean reasoning' });
    const posted = await call(commenter, {
      method: 'POST',
      url: api(`trade/update-comment/${trade.id}/`),
      payload: { comment: 'Something rude', user_id: commenter.profile_id },
    });
    expect(posted.statusCode, posted.body).toBeLessThan(300);
    const commentId = posted.json().id ?? posted.json().result?.id;
    expect(commentId).toBeTypeOf('number');

    const before = await call(someone, { method: 'GET', url: api(`trade/comments/${trade.id}/`) });
    expect(before.json().count).toBe(1);
    expect(
      (await call(someone, { method: 'GET', url: api(`trade/get-trade/${trade.id}`) })).json().comments_count,
    ).toBe(1);

    expect((await moderate(moderator, `comments/${commentId}/hide/`, {})).statusCode).toBe(400);
    expect((await moderate(moderator, 'comments/2147483000/hide/', { remark: 'x' })).statusCode).toBe(404);
    const hidden = await moderate(moderator, `comments/${commentId}/hide/`, { remark: 'Abusive' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const again = await moderate(moderator, `comments/${commentId}/hide/`, { remark: 'Abusive' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MODERATION_MESSAGES.commentAlreadyHidden });

    for (const viewer of [someone, expert, commenter]) {
      const page = await call(viewer, { method: 'GET', url: api(`trade/comments/${trade.id}/`) });
      expect(page.json()).toMatchObject({ result: [], count: 0 });
      const detail = await call(viewer, { method: 'GET', url: api(`trade/get-trade/${trade.id}`) });
      expect(detail.json().comments_count).toBe(0);
    }
    await applied();
    expect(await auditRows(MODERATION_ACTIONS.hideComment, commentId)).toHaveLength(1);
    const [told] = await notificationsOf(commenter.user_id, 'comment_hidden');
    expect(told?.notificationText).toBe('Your comment was hidden by the moderators: Abusive');
    const detail = await call(moderator, { method: 'GET', url: api(`admin/reports/${commenter.user_id}/`) });
    expect(detail.json().comments).toEqual([expect.objectContaining({ id: commentId, is_hidden: true })]);
  });

  it("hides a trade's reasoning from every answer; the call, its prices and status stay", async () => {
    const expert = await named('Reasoning Expert');
    const trade = await createTradeRow(
      db(),
      { userId: expert.user_id },
      { reasoning: 'Buy now, guaranteed 10x, DM me' },
    );
    const shown = await call(someone, { method: 'GET', url: api(`trade/get-trade/${trade.id}`) });
    expect(shown.json().reasoning).toEqual({ content: 'Buy now, guaranteed 10x, DM me' });

    const hidden = await moderate(superAdmin, `trades/${trade.id}/hide-reasoning/`, { remark: 'Misleading' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(
      (await moderate(moderator, `trades/${trade.id}/hide-reasoning/`, { remark: 'x' })).statusCode,
    ).toBe(409);
    expect((await moderate(moderator, 'trades/2147483000/hide-reasoning/', { remark: 'x' })).statusCode).toBe(
      404,
    );

    for (const viewer of [someone, expert, null]) {
      const detail = await call(viewer, { method: 'GET', url: api(`trade/get-trade/${trade.id}`) });
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.json()).toMatchObject({
        id: trade.id,
        reasoning: { content: '' },
        entry_price: shown.json().entry_price,
        status: shown.json().status,
      });
    }
    await applied();
    expect(await auditRows(MODERATION_ACTIONS.hideReasoning, trade.id)).toHaveLength(1);
    const [told] = await notificationsOf(expert.user_id, 'reasoning_hidden');
    expect(told).toMatchObject({
      tradeId: trade.id,
      notificationText: 'The reasoning of your trade was hidden by the moderators: Misleading',
    });
  });
});

/** A socket of the live channel named by the access token, and the frames it receives. */
async function namedSocket(accessToken: string) {
  const socket: WebSocket = await ctx.app.injectWS('/ws/security/');
  const received: { type?: string }[] = [];
  socket.on('message', (data) => received.push(JSON.parse(data.toString())));
  const next = async (type: string, timeoutMs = 3000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = received.find((message) => message.type === type);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no ${type} frame in ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  socket.send(JSON.stringify({ type: 'auth', token: accessToken }));
  await next('authenticated');
  return { socket, next };
}

describe('suspension', () => {
  it('refuses bad input and the accounts staff may not suspend', async () => {
    const user = await named('Input User');
    const path = `users/${user.user_id}/suspend/`;
    for (const body of [
      { until: null },
      { remark: 'x' },
      { remark: 'x', until: 'tomorrow' },
      { remark: 'x', until: new Date(Date.now() - 60_000).toISOString() },
    ]) {
      expect((await moderate(moderator, path, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await moderate(moderator, path, { remark: 'x', until: 'tomorrow' })).json().message).toBe(
      MODERATION_MESSAGES.untilInvalid,
    );
    expect(
      (
        await moderate(moderator, `users/${superAdmin.user_id}/suspend/`, { remark: 'x', until: null })
      ).json(),
    ).toEqual({ message: MODERATION_MESSAGES.cannotSuspendSuperuser });
    expect(
      (await moderate(moderator, `users/${moderator.user_id}/suspend/`, { remark: 'x', until: null }))
        .statusCode,
    ).toBe(403);
    expect(
      (await moderate(moderator, 'users/2147483000/suspend/', { remark: 'x', until: null })).statusCode,
    ).toBe(404);
    expect((await moderate(moderator, `users/${user.user_id}/unsuspend/`)).statusCode).toBe(409);
    const [row] = await db().select().from(users).where(eq(users.id, user.user_id));
    expect(row?.suspendedAt).toBeNull();
  });

  it('ends every sign-in at once: tokens get 401, the socket closes, OTP verify and refresh refuse with why', async () => {
    // Asked for a code before the suspension, so that its verify is refused after it.
    const phone = uniquePhone();
    const asked = await requestOtp(ctx.app, phone);
    expect(asked.statusCode, asked.body).toBe(200);
    const code = await latestOtp(ctx.app, phone);
    const user = await createUser(ctx.app, { phone, name: 'Suspended User' });
    const otherDevice = await createUser(ctx.app, { phone });
    const trade = await createTradeRow(db(), { userId: user.user_id }, { reasoning: 'Kept in the record' });
    const { socket, next } = await namedSocket(user.token.access);
    expect((await call(user, { method: 'GET', url: api('super-user/') })).statusCode).toBe(200);

    const until = new Date(Date.now() + 7 * 24 * 3600_000);
    const suspended = await moderate(moderator, `users/${user.user_id}/suspend/`, {
      remark: 'Repeated spam',
      until: until.toISOString(),
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toMatchObject({
      message: MODERATION_MESSAGES.suspended,
      suspension: { until: until.toISOString(), reason: 'Repeated spam' },
    });

    // Tokens of every device stop at once, and the live socket is told.
    for (const session of [user, otherDevice]) {
      expect((await call(session, { method: 'GET', url: api('super-user/') })).statusCode).toBe(401);
    }
    expect(await next('signed_out', 1000)).toEqual({ type: 'signed_out', reason: 'session_ended' });
    socket.terminate();

    const why = suspensionMessage('Repeated spam', until);
    expect(why).toMatch(
      /^Your account is suspended until \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [AP]M IST\. Reason: Repeated spam$/,
    );
    const verified = await verify(ctx.app, user.user_id, code);
    expect(verified.statusCode).toBe(403);
    expect(verified.json()).toEqual({ message: why });
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: api('token/refresh/'),
      payload: { refresh: otherDevice.token.refresh },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(403);
    expect(refreshed.json()).toEqual({ message: why });
    const fresh = await named('Fresh Phone');
    await db()
      .update(users)
      .set({ suspendedAt: new Date(), suspendedUntil: null, suspensionReason: 'Fraud' })
      .where(eq(users.id, fresh.user_id));
    // The code is sent (the number alone tells nobody why); verifying it is refused with the reason.
    const login = await requestOtp(ctx.app, fresh.phone);
    expect(login.statusCode, login.body).toBe(200);
    const refused = await verify(ctx.app, fresh.user_id, await latestOtp(ctx.app, fresh.phone));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Your account is suspended permanently. Reason: Fraud' });

    // Their calls stay where everyone reads them.
    const detail = await call(someone, { method: 'GET', url: api(`trade/get-trade/${trade.id}`) });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().reasoning).toEqual({ content: 'Kept in the record' });

    const again = await moderate(superAdmin, `users/${user.user_id}/suspend/`, {
      remark: 'again',
      until: null,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MODERATION_MESSAGES.alreadySuspended });

    await applied();
    const [audit] = await auditRows(MODERATION_ACTIONS.suspend, user.user_id);
    expect(audit).toMatchObject({
      actorUserId: moderator.user_id,
      before: { suspended: false, suspended_until: null },
      after: { suspended: true, suspended_until: until.toISOString() },
      remark: 'Repeated spam',
    });
    const [told] = await notificationsOf(user.user_id, 'account_suspended');
    expect(told?.notificationText).toBe(why);
    const queue = await call(moderator, { method: 'GET', url: api(`admin/reports/${user.user_id}/`) });
    expect(queue.json().suspension).toMatchObject({ until: until.toISOString(), reason: 'Repeated spam' });

    // Lifted: they may sign in again, and are told.
    const lifted = await moderate(moderator, `users/${user.user_id}/unsuspend/`);
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect((await moderate(moderator, `users/${user.user_id}/unsuspend/`)).statusCode).toBe(409);
    await applied();
    expect(await auditRows(MODERATION_ACTIONS.unsuspend, user.user_id)).toHaveLength(1);
    expect(await notificationsOf(user.user_id, 'account_unsuspended')).toHaveLength(1);
    const back = await signInWithOtp(ctx.app, (await named('Back User')).phone);
    expect(back.token.access).toBeTruthy();
  });

  it('lets the user sign in again by itself once a timed suspension has run out', async () => {
    const user = await named('Timed User');
    const suspended = await moderate(moderator, `users/${user.user_id}/suspend/`, {
      remark: 'Cooling off',
      until: inAnHour(),
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    await db()
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.user_id));
    const signedIn = await signInWithOtp(ctx.app, user.phone);
    expect((await call(signedIn, { method: 'GET', url: api('super-user/') })).statusCode).toBe(200);
    const detail = await call(moderator, { method: 'GET', url: api(`admin/reports/${user.user_id}/`) });
    expect(detail.json().suspension).toBeNull();
    // A suspension that ran out is no suspension: lifting it is refused, suspending again is not.
    expect((await moderate(moderator, `users/${user.user_id}/unsuspend/`)).statusCode).toBe(409);
    expect(
      (await moderate(moderator, `users/${user.user_id}/suspend/`, { remark: 'Again', until: null }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses provider sign-in to a suspended account with why', async () => {
    const issued = await ctx.app.inject({
      method: 'POST',
      url: api('dev/identity/token'),
      payload: { provider: 'google', email: 'suspended.provider@example.com', name: 'Provider User' },
    });
    const { uid, id_token } = issued.json() as { uid: string; id_token: string };
    const providerLogin = () =>
      ctx.app.inject({ method: 'POST', url: api('firebase-auth/google/'), payload: { uid, id_token } });
    const first = await providerLogin();
    expect(first.statusCode, first.body).toBe(200);
    const userId = first.json().user_id as number;
    const suspended = await moderate(moderator, `users/${userId}/suspend/`, {
      remark: 'Impersonation',
      until: null,
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const refused = await providerLogin();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'Your account is suspended permanently. Reason: Impersonation',
    });
  });

  it('decides two concurrent suspensions of one user once: one 200, one 409', async () => {
    const user = await named('Concurrent User');
    const answers = await Promise.all(
      [moderator, superAdmin].map((session) =>
        moderate(session, `users/${user.user_id}/suspend/`, { remark: 'Spam', until: null }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    await applied();
    expect(await auditRows(MODERATION_ACTIONS.suspend, user.user_id)).toHaveLength(1);
  });
});
