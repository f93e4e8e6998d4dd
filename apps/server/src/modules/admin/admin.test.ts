/**
 * The operator's side through the API (issue 30, docs/api.md "Admin"): who may use each admin route
 * (driven by ADMIN_ENDPOINTS, so a new route is covered as it is declared), teams and staff, the
 * payout queue's decisions, and the audit log and owners' notifications the change stream writes.
 */
import { ADMIN_MESSAGES, type AdminRequirement, EVERY_ADMIN_CALL, pathOf } from '@tradecircle/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../../test/auth-helpers.ts';
import { eventsApplied } from '../../../test/events-applied.ts';
import { createGroupRows, createUser, type SignedIn } from '../../../test/factories.ts';
import { recordedEvents } from '../../../test/recorded-events.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import { adminAuditLog, notifications, outboxEvents, payoutAccounts, users } from '../../db/schema/index.ts';

let ctx: TestContext;
let superAdmin: SignedIn;
let compliance: SignedIn;
let content: SignedIn;
let someone: SignedIn;
let complianceTeamId: number;
let contentTeamId: number;

const FORM = {
  account_holder_name: 'Queue Owner',
  bank_name: 'HDFC Bank',
  account_number: '001234567890',
  ifsc_code: 'HDFC0001234',
  pan_number: 'ABCDE1234F',
  gst_number: '27ABCDE1234F1Z5',
};

const call = (session: SignedIn | null, options: InjectOptions) => injectAs(ctx.app, session, options);
const api = (path: string) => `/backend/api/${path}`;

/** Everything appended so far is applied by the outbox's consumer (notifications, audit log). */
const applied = () => eventsApplied(ctx.app);

async function pendingPaymentInfo(owner: SignedIn): Promise<number> {
  const saved = await call(owner, { method: 'POST', url: api('payment-info/'), payload: FORM });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json().payment_info.id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  [superAdmin, compliance, content, someone] = await Promise.all([
    createUser(ctx.app, { name: 'Super Admin' }),
    createUser(ctx.app, { name: 'Compliance Staff' }),
    createUser(ctx.app, { name: 'Content Staff' }),
    createUser(ctx.app, { name: 'Someone' }),
  ]);
  await ctx.database.db.update(users).set({ isSuperuser: true }).where(eq(users.id, superAdmin.user_id));
  const team = async (name: string, permissions: string[]) => {
    const created = await call(superAdmin, {
      method: 'POST',
      url: api('admin/teams/'),
      payload: { name, permissions },
    });
    expect(created.statusCode, created.body).toBe(200);
    return created.json().team.id as number;
  };
  complianceTeamId = await team('Compliance', ['payouts', 'sebi', 'performance', 'margins']);
  contentTeamId = await team('Content', ['groups', 'videos']);
  for (const [member, teamId] of [
    [compliance, complianceTeamId],
    [content, contentTeamId],
  ] as const) {
    const added = await call(superAdmin, {
      method: 'POST',
      url: api('admin/staff/'),
      payload: { user_id: member.user_id, team_id: teamId },
    });
    expect(added.statusCode, added.body).toBe(200);
  }
});
afterAll(() => ctx.close());

/**
 * Every declared admin route, called with input it would refuse (an id that names nothing, a body
 * and a query that do not validate): nothing changes whoever is let through.
 */
const NOWHERE = 2_147_483_647;
const adminRoutes = EVERY_ADMIN_CALL.map(({ name, endpoint: declared, requirement }) => {
  const hasBody = declared.method === 'POST' || declared.method === 'PATCH' || declared.method === 'PUT';
  const options: InjectOptions = {
    method: declared.method,
    url: `/backend/${pathOf(declared, { id: NOWHERE, user_id: NOWHERE })}?page_number=zero&status=Nope&actor=x`,
    ...(hasBody
      ? { payload: '{"name": 12, "remark": ', headers: { 'content-type': 'application/json' } }
      : {}),
  };
  return { name, label: `${declared.method} ${declared.path}`, requirement, options };
});

describe('who may use the admin routes', () => {
  it('declares what every admin route needs, and every admin route the API document lists is declared', async () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(35);
    for (const route of adminRoutes) expect(route.requirement, route.label).toBeDefined();
    const document = (await ctx.app.inject({ url: '/backend/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const declared = new Set(adminRoutes.map((route) => route.label.replace(/:(\w+)/g, '{$1}')));
    const listed = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/backend/api/admin/'))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.slice('/backend'.length)}`),
      );
    expect(listed.length).toBe(adminRoutes.length);
    for (const operation of listed) expect(declared, operation).toContain(operation);
  });

  it('answers a visitor 401 and a signed-in non-staff user one 403 on every route, before the input', async () => {
    for (const route of adminRoutes) {
      const visitor = await call(null, route.options);
      expect(visitor.statusCode, `${route.label} visitor`).toBe(401);
      const user = await call(someone, route.options);
      expect(user.statusCode, `${route.label} user`).toBe(403);
      expect(user.json(), route.label).toEqual({ message: ADMIN_MESSAGES.forbidden });
    }
  });

  it("holds staff to their team's queues and lets a super admin through every route", async () => {
    const queues = (permissions: readonly string[]) => (requirement: AdminRequirement) =>
      requirement === 'staff' || permissions.includes(requirement);
    const allowed: Record<string, (requirement: AdminRequirement) => boolean> = {
      compliance: queues(['payouts', 'sebi', 'performance', 'margins']),
      content: queues(['groups', 'videos']),
      superAdmin: () => true,
    };
    const sessions = { compliance, content, superAdmin };
    for (const route of adminRoutes) {
      for (const [who, session] of Object.entries(sessions)) {
        const response = await call(session, route.options);
        const label = `${route.label} as ${who}: ${response.body.slice(0, 200)}`;
        if (allowed[who]!(route.requirement)) {
          expect([401, 403], label).not.toContain(response.statusCode);
          expect(response.statusCode, label).toBeLessThan(500);
        } else {
          expect(response.statusCode, label).toBe(403);
          expect(response.json(), label).toEqual({ message: ADMIN_MESSAGES.forbidden });
        }
      }
    }
  });

  it('tells staff their teams and queues, a super admin every queue, and keeps super-user', async () => {
    const me = async (session: SignedIn) => (await call(session, { url: api('admin/me/') })).json();
    expect(await me(compliance)).toEqual({
      is_superuser: false,
      teams: [{ id: complianceTeamId, name: 'Compliance' }],
      permissions: ['payouts', 'sebi', 'performance', 'margins'],
    });
    expect(await me(content)).toMatchObject({ is_superuser: false, permissions: ['groups', 'videos'] });
    expect(await me(superAdmin)).toEqual({
      is_superuser: true,
      teams: [],
      permissions: ['payouts', 'sebi', 'groups', 'videos', 'moderation', 'performance', 'margins'],
    });
    const superUser = async (session: SignedIn) => (await call(session, { url: api('super-user/') })).json();
    expect(await superUser(superAdmin)).toEqual({ is_superuser: true });
    expect(await superUser(compliance)).toEqual({ is_superuser: false });
  });

  it('lets staff into the payout queue only while their team has the permission', async () => {
    const queue = () => call(content, { url: api('admin/payment-info/') });
    expect((await queue()).statusCode).toBe(403);
    const granted = await call(superAdmin, {
      method: 'PATCH',
      url: api(`admin/teams/${contentTeamId}/`),
      payload: { permissions: ['groups', 'videos', 'payouts'] },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect((await queue()).statusCode).toBe(200);
    await call(superAdmin, {
      method: 'PATCH',
      url: api(`admin/teams/${contentTeamId}/`),
      payload: { permissions: ['groups', 'videos'] },
    });
    expect((await queue()).statusCode).toBe(403);
  });
});

describe('teams and staff', () => {
  it('creates, renames and deletes teams, refusing bad input, taken names and teams with staff', async () => {
    const create = (payload: unknown) =>
      call(superAdmin, { method: 'POST', url: api('admin/teams/'), payload: payload as object });
    const bad = await create({ name: '  ', permissions: ['payouts'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(ADMIN_MESSAGES.teamName);
    const unknownQueue = await create({ name: 'Finance', permissions: ['payouts', 'everything'] });
    expect(unknownQueue.statusCode).toBe(400);
    expect(unknownQueue.json().message).toBe(ADMIN_MESSAGES.teamPermissions);
    expect((await create({ name: 'Compliance', permissions: [] })).statusCode).toBe(409);

    const created = await create({ name: ' Finance ', permissions: ['margins', 'margins', 'payouts'] });
    expect(created.statusCode, created.body).toBe(200);
    const team = created.json().team;
    expect(team).toEqual({
      id: team.id,
      name: 'Finance',
      permissions: ['margins', 'payouts'],
      staff_count: 0,
    });

    const renamed = await call(superAdmin, {
      method: 'PATCH',
      url: api(`admin/teams/${team.id}/`),
      payload: { name: 'Finance Ops' },
    });
    expect(renamed.json()).toEqual({
      message: ADMIN_MESSAGES.teamUpdated,
      team: { ...team, name: 'Finance Ops' },
    });
    const clash = await call(superAdmin, {
      method: 'PATCH',
      url: api(`admin/teams/${team.id}/`),
      payload: { name: 'Content' },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ message: ADMIN_MESSAGES.teamNameTaken });

    const withStaff = await call(superAdmin, { method: 'DELETE', url: api(`admin/teams/${contentTeamId}/`) });
    expect(withStaff.statusCode).toBe(409);
    expect(withStaff.json()).toEqual({ message: ADMIN_MESSAGES.teamHasStaff });

    const deleted = await call(superAdmin, { method: 'DELETE', url: api(`admin/teams/${team.id}/`) });
    expect(deleted.json()).toEqual({ message: ADMIN_MESSAGES.teamDeleted });
    const teams = (await call(superAdmin, { url: api('admin/teams/') })).json().teams;
    expect(teams.map((t: { name: string }) => t.name)).toEqual(['Compliance', 'Content']);
    expect(teams.find((t: { name: string }) => t.name === 'Content').staff_count).toBe(1);
    expect(
      (await call(superAdmin, { method: 'DELETE', url: api(`admin/teams/${team.id}/`) })).statusCode,
    ).toBe(404);
  });

  it("adds, moves and removes staff; a staff member's access follows at once", async () => {
    const recruit = await createUser(ctx.app, { name: 'New Recruit' });
    const add = (teamId: number, userId = recruit.user_id) =>
      call(superAdmin, {
        method: 'POST',
        url: api('admin/staff/'),
        payload: { user_id: userId, team_id: teamId },
      });
    expect((await add(NOWHERE)).json()).toEqual({ message: ADMIN_MESSAGES.teamNotFound });
    expect((await add(contentTeamId, NOWHERE)).json()).toEqual({ message: ADMIN_MESSAGES.userNotFound });

    const added = await add(contentTeamId);
    expect(added.json()).toEqual({
      message: ADMIN_MESSAGES.staffAdded,
      staff_member: {
        user_id: recruit.user_id,
        name: 'New Recruit',
        team: { id: contentTeamId, name: 'Content' },
      },
    });
    expect((await call(recruit, { url: api('admin/payment-info/') })).statusCode).toBe(403);
    await add(complianceTeamId);
    expect((await call(recruit, { url: api('admin/payment-info/') })).statusCode).toBe(200);
    const staff = (await call(superAdmin, { url: api('admin/staff/') })).json().staff;
    expect(staff.filter((member: { user_id: number }) => member.user_id === recruit.user_id)).toEqual([
      { user_id: recruit.user_id, name: 'New Recruit', team: { id: complianceTeamId, name: 'Compliance' } },
    ]);

    const removed = await call(superAdmin, { method: 'DELETE', url: api(`admin/staff/${recruit.user_id}/`) });
    expect(removed.json()).toEqual({ message: ADMIN_MESSAGES.staffRemoved });
    expect((await call(recruit, { url: api('admin/me/') })).statusCode).toBe(403);
    const again = await call(superAdmin, { method: 'DELETE', url: api(`admin/staff/${recruit.user_id}/`) });
    expect(again.statusCode).toBe(404);
  });
});

describe('the payout queue', () => {
  it('lists one status 20 a page with the owner and the numbers masked only', async () => {
    const owners = await Promise.all(
      Array.from({ length: 21 }, (_, index) => createUser(ctx.app, { name: `Owner ${index}` })),
    );
    await ctx.database.db.insert(payoutAccounts).values(
      owners.map((owner) => ({
        userId: owner.user_id,
        accountHolderName: 'Queue Owner',
        bankName: 'HDFC Bank',
        accountNumberEncrypted: 'not-read-by-the-queue',
        accountNumberLast4: '7890',
        ifscCode: 'HDFC0001234',
        panEncrypted: 'not-read-by-the-queue',
        panLast4: '234F',
      })),
    );
    const page = async (query: string) => {
      const response = await call(compliance, { url: api(`admin/payment-info/${query}`) });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const first = await page('');
    const pending = await ctx.database.db
      .select({ id: payoutAccounts.id })
      .from(payoutAccounts)
      .where(eq(payoutAccounts.verificationStatus, 'Pending'));
    expect(first.page_info).toEqual({
      page_number: 1,
      detail_count: 20,
      total_page: Math.ceil(pending.length / 20),
      total_count: pending.length,
    });
    expect(first.results).toHaveLength(20);
    const second = await page('?status=Pending&page_number=2');
    expect(second.results).toHaveLength(pending.length - 20);
    const mine = [...first.results, ...second.results].find(
      (row: { user: { id: number } }) => row.user.id === owners[0]!.user_id,
    );
    expect(mine).toEqual({
      id: mine.id,
      user: { id: owners[0]!.user_id, name: 'Owner 0' },
      account_holder_name: 'Queue Owner',
      bank_name: 'HDFC Bank',
      account_number: 'XXXXXX7890',
      ifsc_code: 'HDFC0001234',
      pan_number: 'XXXXXX234F',
      gst_number: null,
      verification_status: 'Pending',
      remark: null,
      updated: expect.any(String),
    });
    expect(
      (await page('?status=Verified')).results.every(
        (row: { verification_status: string }) => row.verification_status === 'Verified',
      ),
    ).toBe(true);
    const bad = await call(compliance, { url: api('admin/payment-info/?status=Nope') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('status is Pending, Verified or Rejected');
  });

  it("approves pending information with its event in the same change: the owner's Premium group takes payments", async () => {
    const owner = await createUser(ctx.app, { name: 'Approved Owner' });
    const group = await createGroupRows(ctx.app, owner, { groupType: 'Premium' });
    const id = await pendingPaymentInfo(owner);
    const groupAnswer = async () => (await call(null, { url: api(`groups/${group.id}/`) })).json();
    expect((await groupAnswer()).is_payment_active).toBe(false);

    const approved = await call(compliance, {
      method: 'POST',
      url: api(`admin/payment-info/${id}/approve/`),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      message: ADMIN_MESSAGES.paymentInfoApproved,
      payment_info: {
        id,
        user: { id: owner.user_id, name: 'Approved Owner' },
        account_number: 'XXXXXX7890',
        pan_number: 'XXXXXX234F',
        verification_status: 'Verified',
        remark: null,
      },
    });
    expect(approved.body).not.toContain('001234567890');
    expect(approved.body).not.toContain('ABCDE1234F');
    expect((await groupAnswer()).is_payment_active).toBe(true);
    expect(
      await recordedEvents(ctx.database.db, 'payment_info.reviewed', (event) => event.targetId === id),
    ).toEqual([
      {
        type: 'payment_info.reviewed',
        actorUserId: compliance.user_id,
        action: 'payment_info.verify',
        targetType: 'payment_info',
        targetId: id,
        before: { verification_status: 'Pending', remark: null },
        after: { verification_status: 'Verified', remark: null },
        remark: null,
        ownerUserId: owner.user_id,
      },
    ]);

    for (const path of ['approve/', 'reject/']) {
      const again = await call(compliance, {
        method: 'POST',
        url: api(`admin/payment-info/${id}/${path}`),
        payload: { remark: 'Too late' },
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: ADMIN_MESSAGES.notPending });
    }
    expect(
      await recordedEvents(ctx.database.db, 'payment_info.reviewed', (event) => event.targetId === id),
    ).toHaveLength(1);
    const unknown = await call(compliance, {
      method: 'POST',
      url: api(`admin/payment-info/${NOWHERE}/approve/`),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: ADMIN_MESSAGES.paymentInfoNotFound });
  });

  it('rejects only with a remark, which the owner sees and answers by correcting the form', async () => {
    const owner = await createUser(ctx.app, { name: 'Rejected Owner' });
    const id = await pendingPaymentInfo(owner);
    const reject = (payload: unknown) =>
      call(compliance, {
        method: 'POST',
        url: api(`admin/payment-info/${id}/reject/`),
        payload: payload as object,
      });
    for (const payload of [{}, { remark: '   ' }, { remark: 'x'.repeat(501) }, { remark: 42 }]) {
      const refused = await reject(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().message).toBe(ADMIN_MESSAGES.remarkRequired);
    }
    const [unchanged] = await ctx.database.db.select().from(payoutAccounts).where(eq(payoutAccounts.id, id));
    expect(unchanged!.verificationStatus).toBe('Pending');

    const rejected = await reject({ remark: '  The PAN does not match the account holder  ' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().payment_info).toMatchObject({
      verification_status: 'Rejected',
      remark: 'The PAN does not match the account holder',
    });
    const own = await call(owner, { url: api('payment-info/') });
    expect(own.json().payment_info).toMatchObject({
      verification_status: 'Rejected',
      remark: 'The PAN does not match the account holder',
    });
    const corrected = await call(owner, { method: 'PUT', url: api('payment-info/'), payload: FORM });
    expect(corrected.json().payment_info).toMatchObject({ verification_status: 'Pending', remark: null });
  });

  it("writes the audit row and the owner's notification once, even when the event is applied again", async () => {
    const owner = await createUser(ctx.app, { name: 'Notified Owner' });
    const id = await pendingPaymentInfo(owner);
    const rejected = await call(compliance, {
      method: 'POST',
      url: api(`admin/payment-info/${id}/reject/`),
      payload: { remark: 'Blurred cheque' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    await applied();

    const auditRows = () =>
      ctx.database.db
        .select()
        .from(adminAuditLog)
        .where(and(eq(adminAuditLog.targetType, 'payment_info'), eq(adminAuditLog.targetId, id)));
    const ownerNotifications = () =>
      ctx.database.db
        .select({ type: notifications.notificationType, text: notifications.notificationText })
        .from(notifications)
        .where(eq(notifications.recipientId, owner.user_id));
    const [row] = await auditRows();
    expect(row).toMatchObject({
      actorUserId: compliance.user_id,
      action: 'payment_info.reject',
      targetType: 'payment_info',
      targetId: id,
      before: { verification_status: 'Pending', remark: null },
      after: { verification_status: 'Rejected', remark: 'Blurred cheque' },
      remark: 'Blurred cheque',
    });
    expect(await ownerNotifications()).toEqual([
      {
        type: 'payment_info_rejected',
        text: 'Your payment information was rejected: Blurred cheque. Correct it to send it for review again',
      },
    ]);

    // A replay (a crash after the effects, before the processed mark): nothing is written twice.
    await ctx.database.db
      .update(outboxEvents)
      .set({ processedAt: null })
      .where(eq(outboxEvents.id, row!.outboxEventId));
    await applied();
    expect(await auditRows()).toHaveLength(1);
    expect(await ownerNotifications()).toHaveLength(1);

    // The owner corrects it, and a second decision verifies it: a second row and notification.
    await call(owner, { method: 'PUT', url: api('payment-info/'), payload: FORM });
    await call(compliance, { method: 'POST', url: api(`admin/payment-info/${id}/approve/`) });
    await applied();
    expect((await auditRows()).map((audit) => audit.action).sort()).toEqual([
      'payment_info.reject',
      'payment_info.verify',
    ]);
    expect((await ownerNotifications()).map((notification) => notification.type).sort()).toEqual([
      'payment_info_rejected',
      'payment_info_verified',
    ]);
  });
});

describe('the audit log', () => {
  it('lists every admin action newest first, filtered by actor, target and action', async () => {
    const owner = await createUser(ctx.app, { name: 'Audited Owner' });
    const id = await pendingPaymentInfo(owner);
    await call(superAdmin, { method: 'POST', url: api(`admin/payment-info/${id}/approve/`) });
    await applied();
    const log = async (query: string) => {
      const response = await call(superAdmin, { url: api(`admin/audit-log/${query}`) });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };

    const all = await log('');
    const ids = all.results.map((entry: { id: number }) => entry.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    expect(all.page_info).toMatchObject({ page_number: 1, detail_count: 20 });
    expect(all.results[0]).toEqual({
      id: expect.any(Number),
      actor: { id: superAdmin.user_id, name: 'Super Admin' },
      action: 'payment_info.verify',
      target_type: 'payment_info',
      target_id: id,
      before: { verification_status: 'Pending', remark: null },
      after: { verification_status: 'Verified', remark: null },
      remark: null,
      created: expect.any(String),
    });

    const byTarget = await log(`?target_type=payment_info&target_id=${id}`);
    expect(byTarget.results.map((entry: { action: string }) => entry.action)).toEqual([
      'payment_info.verify',
    ]);
    const byActor = await log(`?actor=${compliance.user_id}`);
    expect(byActor.results.length).toBeGreaterThan(0);
    expect(
      byActor.results.every((entry: { actor: { id: number } }) => entry.actor.id === compliance.user_id),
    ).toBe(true);
    const teamsCreated = await log('?action=team.create');
    expect(teamsCreated.results.map((entry: { after: { name: string } }) => entry.after.name)).toEqual(
      expect.arrayContaining(['Compliance', 'Content']),
    );
    expect(
      teamsCreated.results.every((entry: { actor: { id: number } }) => entry.actor.id === superAdmin.user_id),
    ).toBe(true);
    const staffAdded = await log(`?action=staff.add&target_id=${compliance.user_id}`);
    expect(staffAdded.results).toEqual([
      expect.objectContaining({ target_type: 'user', before: null, after: { team_id: complianceTeamId } }),
    ]);
    expect((await log('?action=nothing.like.this')).page_info.total_count).toBe(0);
    expect((await call(superAdmin, { url: api('admin/audit-log/?actor=someone') })).statusCode).toBe(400);

    const rows = await ctx.database.db
      .select({ n: adminAuditLog.id })
      .from(adminAuditLog)
      .where(inArray(adminAuditLog.action, ['team.create']));
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });
});
