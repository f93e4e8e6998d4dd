/**
 * The groups queue and set margin through the API (issue 30, docs/api.md "Admin"): who may use each
 * route (driven by ADMIN_GROUPS_ENDPOINTS), the queue and its decisions with their audit rows and
 * the group admin's notifications. The payments side (orders gated by the review, margins in the
 * recorded fee) is payments/platform-fee.test.ts.
 */
import {
  ADMIN_GROUPS_ENDPOINT_REQUIREMENTS,
  ADMIN_GROUPS_ENDPOINTS,
  ADMIN_MESSAGES,
  type AdminRequirement,
  type Endpoint,
  GROUP_REVIEW_MESSAGES,
  pathOf,
} from '@tradecircle/domain';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../../test/auth-helpers.ts';
import { eventsApplied } from '../../../test/events-applied.ts';
import { createUser, type SignedIn } from '../../../test/factories.ts';
import { createGroup } from '../../../test/group-helpers.ts';
import { recordedEvents } from '../../../test/recorded-events.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import type { Session } from '../../../test/trade-helpers.ts';
import { adminAuditLog, groupPlans, groups, notifications, users } from '../../db/schema/index.ts';

let ctx: TestContext;
let superAdmin: SignedIn;
let reviewer: SignedIn;
let finance: SignedIn;
let support: SignedIn;
let someone: SignedIn;

const call = (session: SignedIn | null, options: InjectOptions) => injectAs(ctx.app, session, options);
const api = (path: string) => `/backend/api/${path}`;

/** Everything appended so far is applied by the outbox's consumer (notifications, audit log). */
const applied = () => eventsApplied(ctx.app);

beforeAll(async () => {
  ctx = await createTestApp();
  [superAdmin, reviewer, finance, support, someone] = await Promise.all([
    createUser(ctx.app, { name: 'Super Admin' }),
    createUser(ctx.app, { name: 'Group Reviewer' }),
    createUser(ctx.app, { name: 'Finance Staff' }),
    createUser(ctx.app, { name: 'Support Staff' }),
    createUser(ctx.app, { name: 'Someone' }),
  ]);
  await ctx.database.db.update(users).set({ isSuperuser: true }).where(eq(users.id, superAdmin.user_id));
  for (const [member, name, permissions] of [
    [reviewer, 'Content', ['groups', 'videos']],
    [finance, 'Finance', ['margins']],
    [support, 'Support', ['payouts', 'moderation']],
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
});
afterAll(() => ctx.close());

const NOWHERE = 2_147_483_647;
const routes = Object.entries(ADMIN_GROUPS_ENDPOINTS).map(([name, declared]: [string, Endpoint]) => {
  const requirement: AdminRequirement =
    ADMIN_GROUPS_ENDPOINT_REQUIREMENTS[name as keyof typeof ADMIN_GROUPS_ENDPOINT_REQUIREMENTS];
  const hasBody = declared.method === 'POST' || declared.method === 'PUT';
  const options: InjectOptions = {
    method: declared.method,
    url: `/backend/${pathOf(declared, { id: NOWHERE, user_id: NOWHERE })}?page_number=zero&status=Nope`,
    ...(hasBody
      ? { payload: '{"margin_percent": "x", "remark": ', headers: { 'content-type': 'application/json' } }
      : {}),
  };
  return { label: `${declared.method} ${declared.path}`, requirement, options };
});

describe('who may use the groups queue and set margin', () => {
  it('answers a visitor 401, a normal user 403, and staff outside the owning queue 403, before the input', async () => {
    expect(routes).toHaveLength(6);
    const allowed: Record<string, (requirement: AdminRequirement) => boolean> = {
      reviewer: (requirement) => requirement === 'groups',
      finance: (requirement) => requirement === 'margins',
      support: () => false,
      someone: () => false,
      superAdmin: () => true,
    };
    const sessions = { reviewer, finance, support, someone, superAdmin };
    for (const route of routes) {
      expect((await call(null, route.options)).statusCode, `${route.label} visitor`).toBe(401);
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
});

describe('the groups queue', () => {
  it('lists pending groups the longest waiting first, by type, with the admin, plans and payout status', async () => {
    const admin = (await createUser(ctx.app, { name: 'Queue Admin' })) as Session;
    const premium = await createGroup(ctx.app, admin, { group_type: 'Premium' });
    await ctx.database.db
      .insert(groupPlans)
      .values({ groupId: premium.id, period: 'Monthly', pricePaise: 49_900 });
    const open = await createGroup(ctx.app, admin, { group_type: 'Public', description: 'Open room' });
    const page = async (query: string) => {
      const response = await call(reviewer, { url: api(`admin/groups/${query}`) });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const pending = await page('');
    const ids = pending.results.map((row: { id: number }) => row.id);
    expect(ids).toContain(premium.id);
    expect(ids).toContain(open.id);
    expect(ids.indexOf(premium.id)).toBeLessThan(ids.indexOf(open.id));
    expect(
      pending.results.every((row: { verification_status: string }) => row.verification_status === 'Pending'),
    ).toBe(true);
    expect(pending.page_info).toMatchObject({ page_number: 1, detail_count: 20 });
    expect(pending.results.find((row: { id: number }) => row.id === premium.id)).toEqual({
      id: premium.id,
      name: premium.name,
      group_type: 'Premium',
      description: '',
      picture: null,
      verification_status: 'Pending',
      verification_remark: null,
      admin: { id: admin.user_id, name: 'Queue Admin' },
      admin_payout_status: null,
      price: [expect.objectContaining({ plan: 'Monthly', price: 499 })],
      created: expect.any(String),
      updated: expect.any(String),
    });

    const premiumOnly = await page('?status=Pending&group_type=Premium');
    expect(premiumOnly.results.map((row: { id: number }) => row.id)).toContain(premium.id);
    expect(premiumOnly.results.every((row: { group_type: string }) => row.group_type === 'Premium')).toBe(
      true,
    );
    // Groups made before the review (rows written as reviewed) are not in the Pending queue.
    expect((await page('?status=Verified')).results.map((row: { id: number }) => row.id)).not.toContain(
      premium.id,
    );

    for (const [query, message] of [
      ['?status=Nope', GROUP_REVIEW_MESSAGES.status],
      ['?group_type=Secret', GROUP_REVIEW_MESSAGES.groupType],
      ['?page_number=0', 'page_number must be a page number from 1'],
    ]) {
      const bad = await call(reviewer, { url: api(`admin/groups/${query}`) });
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().message, query).toBe(message);
    }
  });

  it('decides a group once when two reviewers decide it at the same time', async () => {
    const admin = await createUser(ctx.app, { name: 'Raced Admin' });
    const group = await createGroup(ctx.app, admin as Session, { group_type: 'Premium' });
    const answers = await Promise.all([
      call(reviewer, { method: 'POST', url: api(`admin/groups/${group.id}/approve/`) }),
      call(superAdmin, {
        method: 'POST',
        url: api(`admin/groups/${group.id}/reject/`),
        payload: { remark: 'Duplicate of another group' },
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(
      await recordedEvents(ctx.database.db, 'group.reviewed', (event) => event.targetId === group.id),
    ).toHaveLength(1);
  });

  it('rejects only with a remark; the audit row and the admin notification are written once each', async () => {
    const admin = (await createUser(ctx.app, { name: 'Rejected Admin' })) as Session;
    const group = await createGroup(ctx.app, admin, { group_type: 'Private', name: 'Sure Shot Calls' });
    const reject = (payload: unknown) =>
      call(reviewer, {
        method: 'POST',
        url: api(`admin/groups/${group.id}/reject/`),
        payload: payload as object,
      });
    for (const payload of [{}, { remark: '   ' }, { remark: 'x'.repeat(501) }, { remark: 42 }]) {
      const refused = await reject(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().message).toBe(ADMIN_MESSAGES.remarkRequired);
    }
    const [unchanged] = await ctx.database.db.select().from(groups).where(eq(groups.id, group.id));
    expect(unchanged!.verificationStatus).toBe('Pending');

    const rejected = await reject({ remark: '  The name promises returns  ' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      message: GROUP_REVIEW_MESSAGES.rejected,
      group: { verification_status: 'Rejected', verification_remark: 'The name promises returns' },
    });
    await applied();
    const [audit, ...more] = await ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, 'group'), eq(adminAuditLog.targetId, group.id)));
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      actorUserId: reviewer.user_id,
      action: 'group.reject',
      before: { verification_status: 'Pending', remark: null },
      after: { verification_status: 'Rejected', remark: 'The name promises returns' },
      remark: 'The name promises returns',
    });
    const notified = () =>
      ctx.database.db
        .select({
          type: notifications.notificationType,
          text: notifications.notificationText,
          group: notifications.groupId,
        })
        .from(notifications)
        .where(eq(notifications.recipientId, admin.user_id));
    expect(await notified()).toEqual([
      {
        type: 'group_rejected',
        text: 'Your group Sure Shot Calls was rejected: The name promises returns. Edit it to send it for review again',
        group: group.id,
      },
    ]);

    // Edited, it waits again; verified, its admin hears that too.
    const edited = await call(admin, {
      method: 'PUT',
      url: api(`own-groups/${group.id}/`),
      payload: { name: 'Swing Ideas' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().group_detail).toMatchObject({ verification_status: 'Pending' });
    expect(
      (await call(reviewer, { method: 'POST', url: api(`admin/groups/${group.id}/approve/`) })).statusCode,
    ).toBe(200);
    await applied();
    expect((await notified()).map((row) => row.type).sort()).toEqual(['group_rejected', 'group_verified']);
  });
});
