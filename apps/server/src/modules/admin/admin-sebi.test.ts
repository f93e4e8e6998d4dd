/**
 * The `sebi` and `performance` queues through the API (issue 30, docs/api.md "Admin"): who may use
 * them, the SEBI registration review (approve, reject with a remark, record again), a registration
 * lapsing by itself, and PaRRVA's performance verification; each decision's audit row and the
 * owner's notification, as the change stream writes them.
 */
import {
  ADMIN_MESSAGES,
  ADMIN_SEBI_ENDPOINT_REQUIREMENTS,
  ADMIN_SEBI_ENDPOINTS,
  type AdminRequirement,
  type Endpoint,
  pathOf,
  SEBI_REVIEW_MESSAGES,
  type Trade,
} from '@tradecircle/domain';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, uniqueIp } from '../../../test/auth-helpers.ts';
import { eventsApplied } from '../../../test/events-applied.ts';
import { createUser, type SignedIn } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import {
  adminAuditLog,
  notifications,
  profiles,
  staffMembers,
  staffTeams,
  users,
} from '../../db/schema/index.ts';
import { tradeDisclosure } from '../trades/index.ts';

let ctx: TestContext;
let superAdmin: SignedIn;
let compliance: SignedIn;
let content: SignedIn;
let someone: SignedIn;
let numberSeq = 100;

const call = (session: SignedIn | null, options: InjectOptions) => injectAs(ctx.app, session, options);
const api = (path: string) => `/backend/api/${path}`;

const applied = () => eventsApplied(ctx.app);

/** A new expert who recorded an RA registration (self-declared, awaiting review). */
async function registeredExpert(name: string, validUntil = '2030-03-31'): Promise<SignedIn> {
  const expert = await createUser(ctx.app, { name });
  const number = `INH000${String(++numberSeq).padStart(6, '0')}`;
  // Each expert from an address of their own: recording is rate-limited per address.
  const saved = await call(expert, {
    remoteAddress: uniqueIp(),
    method: 'PUT',
    url: api('profile/sebi-registration/'),
    payload: { sebi_user_type: 'registered_analyst', sebi_registration_num: number, valid_until: validUntil },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return expert;
}

const queue = async (query = '') => {
  const response = await call(compliance, { url: api(`admin/sebi-registrations/${query}`) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const userIds = (page: { results: { user: { id: number } }[] }) => page.results.map((row) => row.user.id);
/** Every page of a queue's list, concatenated. */
async function everyRow(path: string) {
  const rows = [];
  for (let page = 1; ; page++) {
    const response = await call(compliance, {
      url: api(`${path}${path.includes('?') ? '&' : '?'}page_number=${page}`),
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    rows.push(...body.results);
    if (page >= body.page_info.total_page) return rows;
  }
}
const decide = (session: SignedIn, userId: number, decision: 'approve' | 'reject', payload?: object) =>
  call(session, {
    method: 'POST',
    url: api(`admin/sebi-registrations/${userId}/${decision}/`),
    ...(payload ? { payload } : {}),
  });
const ownRegistration = async (session: SignedIn) =>
  (await call(session, { url: api('profile/sebi-registration/') })).json();
const profileBadge = async (userId: number) =>
  (await call(someone, { url: api(`profile-details/${userId}`) })).json().result.is_sebi_registered;
const disclosureOf = (userId: number) =>
  tradeDisclosure(ctx.database.db, {
    posted_by_id: userId,
    holds_position: false,
    security_symbol: 'TCS',
  } as Trade);
const notificationsOf = (userId: number) =>
  ctx.database.db
    .select({ type: notifications.notificationType, text: notifications.notificationText })
    .from(notifications)
    .where(eq(notifications.recipientId, userId));
const auditRowsOf = (targetType: string, userId: number) =>
  ctx.database.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetType, targetType), eq(adminAuditLog.targetId, userId)));

beforeAll(async () => {
  ctx = await createTestApp();
  [superAdmin, compliance, content, someone] = await Promise.all([
    createUser(ctx.app, { name: 'Super Admin' }),
    createUser(ctx.app, { name: 'Compliance Staff' }),
    createUser(ctx.app, { name: 'Content Staff' }),
    createUser(ctx.app, { name: 'Someone' }),
  ]);
  const db = ctx.database.db;
  await db.update(users).set({ isSuperuser: true }).where(eq(users.id, superAdmin.user_id));
  const [complianceTeam, contentTeam] = await db
    .insert(staffTeams)
    .values([
      { name: 'Compliance', permissions: ['payouts', 'sebi', 'performance'] },
      { name: 'Content', permissions: ['groups', 'videos', 'payouts'] },
    ])
    .returning({ id: staffTeams.id });
  await db.insert(staffMembers).values([
    { userId: compliance.user_id, teamId: complianceTeam!.id },
    { userId: content.user_id, teamId: contentTeam!.id },
  ]);
});
afterAll(() => ctx.close());

const NOWHERE = 2_147_483_647;
const sebiRoutes = Object.entries(ADMIN_SEBI_ENDPOINTS).map(([name, declared]: [string, Endpoint]) => {
  const requirement: AdminRequirement =
    ADMIN_SEBI_ENDPOINT_REQUIREMENTS[name as keyof typeof ADMIN_SEBI_ENDPOINT_REQUIREMENTS];
  const hasBody = declared.method === 'POST';
  const options: InjectOptions = {
    method: declared.method,
    url: `/backend/${pathOf(declared, { user_id: NOWHERE })}?page_number=zero&status=Nope`,
    ...(hasBody ? { payload: '{"remark": ', headers: { 'content-type': 'application/json' } } : {}),
  };
  return { label: `${declared.method} ${declared.path}`, requirement, options };
});

describe('who may use the sebi and performance queues', () => {
  it('declares the sebi or performance queue for every route', () => {
    expect(sebiRoutes).toHaveLength(6);
    for (const route of sebiRoutes) expect(['sebi', 'performance'], route.label).toContain(route.requirement);
  });

  it('answers a visitor 401, a user and staff of other queues 403 before the input; lets compliance in', async () => {
    for (const route of sebiRoutes) {
      expect((await call(null, route.options)).statusCode, route.label).toBe(401);
      for (const session of [someone, content]) {
        const refused = await call(session, route.options);
        expect(refused.statusCode, route.label).toBe(403);
        expect(refused.json(), route.label).toEqual({ message: ADMIN_MESSAGES.forbidden });
      }
      for (const session of [compliance, superAdmin]) {
        const response = await call(session, route.options);
        expect([401, 403], `${route.label}: ${response.body}`).not.toContain(response.statusCode);
        expect(response.statusCode, route.label).toBeLessThan(500);
      }
    }
  });
});

describe('the SEBI registration queue', () => {
  it('lists registrations awaiting review by default with their owner, type, number and times', async () => {
    const expert = await registeredExpert('Queue Analyst');
    const page = await queue();
    const row = page.results.find((entry: { user: { id: number } }) => entry.user.id === expert.user_id);
    expect(row).toEqual({
      user: { id: expert.user_id, name: 'Queue Analyst' },
      sebi_user_type: 'registered_analyst',
      type_label: 'RA',
      sebi_registration_num: expect.stringMatching(/^INH\d{9}$/),
      valid_until: '2030-03-31',
      verification: 'self_declared',
      is_expired: false,
      remark: null,
      submitted: expect.any(String),
      reviewed: null,
    });
    expect(page.page_info).toMatchObject({ page_number: 1, detail_count: 20 });
    expect(userIds(await queue('?status=verified'))).not.toContain(expert.user_id);

    const bad = await call(compliance, { url: api('admin/sebi-registrations/?status=pending') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(SEBI_REVIEW_MESSAGES.status);
  });

  it('pages 20 at a time', async () => {
    await Promise.all(Array.from({ length: 21 }, (_, index) => registeredExpert(`Paged ${index}`)));
    const first = await queue();
    expect(first.results).toHaveLength(20);
    expect(first.page_info.total_count).toBeGreaterThanOrEqual(21);
    const second = await queue('?page_number=2');
    expect(second.results.length).toBe(first.page_info.total_count - 20);
  });

  it('approves: verified in the queue, the owner answer and every call disclosure; notified and audited', async () => {
    const expert = await registeredExpert('Approved Analyst');
    const approved = await decide(compliance, expert.user_id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      message: SEBI_REVIEW_MESSAGES.approved,
      sebi_registration: {
        user: { id: expert.user_id },
        verification: 'verified',
        reviewed: expect.any(String),
      },
    });
    expect(await ownRegistration(expert)).toMatchObject({
      is_sebi_registered: true,
      sebi_registration: { verification: 'verified' },
    });
    expect(await profileBadge(expert.user_id)).toBe(true);
    const disclosure = await disclosureOf(expert.user_id);
    expect(disclosure.kind).toBe('registered');
    expect(disclosure.headline).toMatch(/, verified\)$/);
    expect(userIds(await queue())).not.toContain(expert.user_id);
    expect(userIds(await queue('?status=verified'))).toContain(expert.user_id);

    const twice = await decide(compliance, expert.user_id, 'approve');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: SEBI_REVIEW_MESSAGES.notAwaitingReview });
    expect((await decide(compliance, expert.user_id, 'reject', { remark: 'Late' })).statusCode).toBe(409);

    await applied();
    expect(await auditRowsOf('sebi_registration', expert.user_id)).toEqual([
      expect.objectContaining({
        actorUserId: compliance.user_id,
        action: 'sebi_registration.verify',
        before: expect.objectContaining({ verification: 'self_declared', is_sebi_registered: true }),
        after: expect.objectContaining({ verification: 'verified', is_sebi_registered: true }),
        remark: null,
      }),
    ]);
    expect(await notificationsOf(expert.user_id)).toEqual([
      {
        type: 'sebi_registration_verified',
        text: 'Your SEBI registration was verified; your calls now show it as verified',
      },
    ]);
  });

  it('rejects with a remark: the badge is off, the owner sees the remark; recording again clears it', async () => {
    const expert = await registeredExpert('Rejected Analyst');
    for (const payload of [{}, { remark: '   ' }, { remark: 'x'.repeat(501) }]) {
      const bad = await decide(compliance, expert.user_id, 'reject', payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(ADMIN_MESSAGES.remarkRequired);
    }
    expect(await ownRegistration(expert)).toMatchObject({
      sebi_registration: { verification: 'self_declared' },
    });

    const rejected = await decide(compliance, expert.user_id, 'reject', {
      remark: ' Number not on SEBI register ',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      message: SEBI_REVIEW_MESSAGES.rejected,
      sebi_registration: { verification: 'rejected', remark: 'Number not on SEBI register' },
    });
    expect(await ownRegistration(expert)).toMatchObject({
      is_sebi_registered: false,
      sebi_registration: { verification: 'rejected' },
      remark: 'Number not on SEBI register',
    });
    expect(await profileBadge(expert.user_id)).toBe(false);
    expect((await disclosureOf(expert.user_id)).kind).toBe('unregistered');
    expect(userIds(await queue('?status=rejected'))).toContain(expert.user_id);
    expect((await decide(compliance, expert.user_id, 'approve')).statusCode).toBe(409);

    await applied();
    const [audit] = await auditRowsOf('sebi_registration', expert.user_id);
    expect(audit).toMatchObject({
      actorUserId: compliance.user_id,
      action: 'sebi_registration.reject',
      before: { verification: 'self_declared', is_sebi_registered: true, remark: null },
      after: { verification: 'rejected', is_sebi_registered: false, remark: 'Number not on SEBI register' },
      remark: 'Number not on SEBI register',
    });
    expect(await notificationsOf(expert.user_id)).toEqual([
      {
        type: 'sebi_registration_rejected',
        text: 'Your SEBI registration was rejected: Number not on SEBI register. Your SEBI Registered badge is off until you record a corrected registration',
      },
    ]);

    const again = await call(expert, {
      method: 'PUT',
      url: api('profile/sebi-registration/'),
      payload: {
        sebi_user_type: 'registered_analyst',
        sebi_registration_num: 'INH000999111',
        valid_until: '2031-03-31',
      },
    });
    expect(again.json()).toMatchObject({
      is_sebi_registered: true,
      sebi_registration: { verification: 'self_declared' },
    });
    expect(again.json()).not.toHaveProperty('remark');
    expect(userIds({ results: await everyRow('admin/sebi-registrations/') })).toContain(expert.user_id);
  });

  it('answers 404 for a user without a registration and for one that does not exist', async () => {
    const plain = await createUser(ctx.app, { name: 'Not Registered' });
    for (const userId of [plain.user_id, NOWHERE]) {
      const response = await decide(compliance, userId, 'approve');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: SEBI_REVIEW_MESSAGES.registrationNotFound });
    }
  });

  it('decides once when two reviewers decide at the same time', async () => {
    const expert = await registeredExpert('Contested Analyst');
    const answers = await Promise.all([
      decide(compliance, expert.user_id, 'approve'),
      decide(superAdmin, expert.user_id, 'reject', { remark: 'Duplicate' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('a registration that runs out', () => {
  /** The sebi-users directory's answer for "Lapsing", as text. */
  const sebiDirectory = async () => {
    const response = await call(someone, { url: api('sebi-users/?search_query=Lapsing') });
    expect(response.statusCode, response.body).toBe(200);
    return response.body;
  };

  it('stops counting by itself: no badge, no registered disclosure, out of the default view', async () => {
    const expert = await registeredExpert('Lapsing Analyst');
    const verifiedExpert = await registeredExpert('Lapsing Verified');
    expect((await decide(compliance, verifiedExpert.user_id, 'approve')).statusCode).toBe(200);
    expect(await profileBadge(expert.user_id)).toBe(true);
    expect(await sebiDirectory()).toContain('Lapsing Analyst');
    await ctx.database.db
      .update(profiles)
      .set({ sebiValidUntil: '2024-03-31' })
      .where(eq(profiles.userId, expert.user_id));
    await ctx.database.db
      .update(profiles)
      .set({ sebiValidUntil: '2024-03-31' })
      .where(eq(profiles.userId, verifiedExpert.user_id));

    for (const lapsed of [expert, verifiedExpert]) {
      expect(await profileBadge(lapsed.user_id)).toBe(false);
      expect((await ownRegistration(lapsed)).is_sebi_registered).toBe(false);
      expect((await disclosureOf(lapsed.user_id)).kind).toBe('unregistered');
    }
    expect(userIds(await queue())).not.toContain(expert.user_id);
    const verifiedView = await queue('?status=verified');
    expect(
      verifiedView.results.find((row: { user: { id: number } }) => row.user.id === verifiedExpert.user_id),
    ).toMatchObject({ is_expired: true });
    expect((await decide(compliance, expert.user_id, 'approve')).statusCode).toBe(409);
    expect(await sebiDirectory()).not.toContain('Lapsing');
  });
});

describe('PaRRVA performance verification', () => {
  const record = (session: SignedIn, userId: number, payload: object) =>
    call(session, { method: 'POST', url: api(`admin/performance-verification/${userId}/`), payload });
  const clear = (session: SignedIn, userId: number) =>
    call(session, { method: 'DELETE', url: api(`admin/performance-verification/${userId}/`) });
  const figuresState = async (userId: number) =>
    (await call(null, { url: api(`track-record/${userId}/figures/`) })).json().performance_verification;

  it('records, shows and clears the verification, refusing bad input; notified and audited', async () => {
    const expert = await registeredExpert('Parrva Analyst');
    expect(await figuresState(expert.user_id)).toEqual({
      status: 'unverified',
      reference: null,
      verified_on: null,
    });

    for (const [payload, message] of [
      [{ reference: '', verified_on: '2026-11-01' }, SEBI_REVIEW_MESSAGES.reference],
      [{ reference: 'PARRVA/1', verified_on: '01-11-2026' }, SEBI_REVIEW_MESSAGES.verifiedOn],
      [{ reference: 'PARRVA/1', verified_on: '2999-01-01' }, SEBI_REVIEW_MESSAGES.verifiedOn],
    ] as const) {
      const bad = await record(compliance, expert.user_id, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json().message).toBe(message);
    }
    expect(
      (await record(compliance, NOWHERE, { reference: 'P/1', verified_on: '2026-11-01' })).statusCode,
    ).toBe(404);
    expect((await clear(compliance, expert.user_id)).statusCode).toBe(409);

    const saved = await record(compliance, expert.user_id, {
      reference: ' PARRVA/2026/42 ',
      verified_on: '2026-11-01',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const verified = { status: 'verified', reference: 'PARRVA/2026/42', verified_on: '2026-11-01' };
    expect(saved.json()).toEqual({
      message: SEBI_REVIEW_MESSAGES.performanceRecorded,
      expert: {
        user: { id: expert.user_id, name: 'Parrva Analyst' },
        is_sebi_registered: true,
        performance_verification: verified,
      },
    });
    expect(await figuresState(expert.user_id)).toEqual(verified);
    const profile = (await call(someone, { url: api(`profile-details/${expert.user_id}`) })).json().result;
    expect(profile.performance_verification).toEqual(verified);
    expect(await everyRow('admin/performance-verification/')).toContainEqual(saved.json().expert);

    const cleared = await clear(compliance, expert.user_id);
    expect(cleared.json()).toMatchObject({
      message: SEBI_REVIEW_MESSAGES.performanceCleared,
      expert: { performance_verification: { status: 'unverified' } },
    });
    expect(await figuresState(expert.user_id)).toMatchObject({ status: 'unverified' });

    await applied();
    expect((await auditRowsOf('performance_verification', expert.user_id)).map((row) => row.action)).toEqual([
      'performance_verification.record',
      'performance_verification.clear',
    ]);
    expect((await notificationsOf(expert.user_id)).map((row) => row.type).sort()).toEqual([
      'performance_unverified',
      'performance_verified',
    ]);
  });
});
