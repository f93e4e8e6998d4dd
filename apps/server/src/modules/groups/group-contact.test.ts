import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, uniqueIp } from '../../../test/auth-helpers.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import { contactDetailViews, expertContacts } from '../../db/schema/index.ts';
import { contactCardOf } from './index.ts';

type Session = Awaited<ReturnType<typeof signIn>>;
let ctx: TestContext;
let expert: Session;
let viewer: Session;

beforeAll(async () => {
  ctx = await createTestApp();
  expert = await signIn(ctx.app);
  viewer = await signIn(ctx.app);
});
afterAll(() => ctx.close());

const EMPTY = {
  cin: null,
  SEBI_number: null,
  description: '',
  office_address: '',
  phone: null,
  email: null,
  grievance_officer: { name: null, email: null, mobile: null },
  compliance_officer: { name: null, email: null, mobile: null },
  investor_charter: null,
  investor_complaints: null,
};

const FULL_CARD = {
  cin: 'u74999mh2019ptc123456',
  SEBI_number: 'inh000012345',
  description: 'Research desk for Indian equities and derivatives.',
  office_address: '12 Dalal Street, Mumbai 400001',
  phone: '+91 98765 43210',
  email: 'desk@example.in',
  grievance_officer: { name: 'Asha Rao', email: 'grievance@example.in', mobile: '09876500001' },
  compliance_officer: { name: 'Vikram Shah', email: 'compliance@example.in', mobile: '919876500002' },
  investor_charter: 'https://example.in/investor-charter.pdf',
  investor_complaints: 'https://example.in/complaints.pdf',
};

const getCard = (session: Session | null) =>
  ctx.app.inject({
    url: '/backend/api/group-contact/',
    headers: session ? bearer(session.token.access) : {},
  });
const putCard = (session: Session, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/backend/api/group-contact/',
    headers: bearer(session.token.access),
    payload,
    remoteAddress: uniqueIp(),
  });

async function viewsOf(expertUserId: number) {
  return ctx.database.db
    .select({ viewer: contactDetailViews.viewerUserId })
    .from(contactDetailViews)
    .where(eq(contactDetailViews.expertUserId, expertUserId))
    .orderBy(asc(contactDetailViews.id));
}

describe('contact card', () => {
  it('answers empty fields until the expert fills it in; sign-in required', async () => {
    expect((await getCard(null)).statusCode).toBe(401);
    const response = await getCard(expert);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(EMPTY);
    expect(await contactCardOf(ctx.database.db, expert.user_id)).toBeNull();
  });

  it('refuses each bad field with its message and writes nothing', async () => {
    const bad: [string, Record<string, unknown>, string][] = [
      ['cin', { cin: 'U74999MH2019PTC12345' }, 'Invalid CIN'],
      ['cin', { cin: 'X74999MH2019PTC123456' }, 'Invalid CIN'],
      ['SEBI_number', { SEBI_number: 'INZ000012345' }, 'Invalid SEBI Number'],
      ['SEBI_number', { SEBI_number: 'INH00001234' }, 'Invalid SEBI Number'],
      ['phone', { phone: '5876543210' }, 'Invalid Phone Number'],
      ['phone', { phone: '98765' }, 'Invalid Phone Number'],
      ['email', { email: 'desk@' }, 'Invalid Email'],
      ['grievance_officer.email', { grievance_officer: { email: 'nope' } }, 'Invalid Email'],
      [
        'grievance_officer.mobile',
        { grievance_officer: { mobile: '+44 7700 900123' } },
        'Invalid Phone Number',
      ],
      ['compliance_officer.mobile', { compliance_officer: { mobile: '12345' } }, 'Invalid Phone Number'],
      [
        'compliance_officer.name',
        { compliance_officer: { name: 'x'.repeat(101) } },
        'At most 100 characters',
      ],
      ['investor_charter', { investor_charter: 'http://example.in/charter.pdf' }, 'Give an https:// link'],
      ['investor_complaints', { investor_complaints: 'javascript:alert(1)' }, 'Give an https:// link'],
      ['description', { description: 'x'.repeat(2001) }, 'At most 2000 characters'],
      ['office_address', { office_address: 'x'.repeat(501) }, 'At most 500 characters'],
    ];
    for (const [field, body, message] of bad) {
      // Each bad field beside good ones: nothing of the request is written.
      const response = await putCard(expert, { ...FULL_CARD, ...body });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors[field]?.[0], field).toContain(message);
    }
    expect(await contactCardOf(ctx.database.db, expert.user_id)).toBeNull();
  });

  it('saves a valid card normalised; a later save changes only the fields it sends', async () => {
    const saved = await putCard(expert, FULL_CARD);
    expect(saved.statusCode).toBe(200);
    const expected = {
      ...FULL_CARD,
      cin: 'U74999MH2019PTC123456',
      SEBI_number: 'INH000012345',
      phone: '9876543210',
      grievance_officer: { ...FULL_CARD.grievance_officer, mobile: '9876500001' },
      compliance_officer: { ...FULL_CARD.compliance_officer, mobile: '9876500002' },
    };
    expect(saved.json()).toEqual(expected);
    expect((await getCard(expert)).json()).toEqual(expected);
    expect(await contactCardOf(ctx.database.db, expert.user_id)).toEqual(expected);
    expect(await contactCardOf(ctx.database.db, viewer.user_id)).toBeNull();

    const refused = await putCard(expert, { phone: '9876543211', email: 'broken' });
    expect(refused.statusCode).toBe(400);
    expect(await contactCardOf(ctx.database.db, expert.user_id)).toEqual(expected);

    const partial = await putCard(expert, {
      phone: '9876543211',
      office_address: '',
      investor_complaints: null,
      grievance_officer: { name: 'Meera Iyer' },
    });
    expect(partial.statusCode).toBe(200);
    expect(partial.json()).toEqual({
      ...expected,
      phone: '9876543211',
      office_address: '',
      investor_complaints: null,
      grievance_officer: { ...expected.grievance_officer, name: 'Meera Iyer' },
    });
    const [row] = await ctx.database.db
      .select()
      .from(expertContacts)
      .where(eq(expertContacts.userId, expert.user_id));
    expect(row).toMatchObject({ phone: '9876543211', officeAddress: '', investorComplaints: null });
  });
});

describe('view contact detail', () => {
  const view = (options: {
    session?: Session;
    payload: Record<string, unknown>;
    form?: boolean;
    ip?: string;
  }) => {
    const auth = options.session ? bearer(options.session.token.access) : {};
    const remoteAddress = options.ip ?? uniqueIp();
    if (!options.form) {
      return ctx.app.inject({
        method: 'POST',
        url: '/backend/api/view-contact-detail/',
        headers: auth,
        payload: options.payload,
        remoteAddress,
      });
    }
    const form = multipartBody(
      Object.fromEntries(Object.entries(options.payload).map(([k, v]) => [k, String(v)])),
    );
    return ctx.app.inject({
      method: 'POST',
      url: '/backend/api/view-contact-detail/',
      headers: { ...auth, ...form.headers },
      payload: form.payload,
      remoteAddress,
    });
  };

  it('logs the signed-in viewer from the token (my_id ignored) and a visitor as null, by JSON, form or urlencoded', async () => {
    const expertId = expert.user_id;
    const answers = [
      await view({ session: viewer, payload: { user: expertId, my_id: expertId } }),
      await view({ payload: { user: expertId, my_id: viewer.user_id } }),
      await view({ session: viewer, payload: { user: expertId, my_id: viewer.user_id }, form: true }),
      await view({ payload: { user: expertId }, form: true }),
      await ctx.app.inject({
        method: 'POST',
        url: '/backend/api/view-contact-detail/',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `user=${expertId}&my_id=${viewer.user_id}`,
        remoteAddress: uniqueIp(),
      }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: 'ok' });
    }
    expect((await viewsOf(expertId)).map((row) => row.viewer)).toEqual([
      viewer.user_id,
      null,
      viewer.user_id,
      null,
      null,
    ]);
  });

  it('answers 404 for an unknown user, 400 without one, 401 for a bad token; logs nothing then', async () => {
    const unknown = await view({ payload: { user: 2_000_000_000 } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'User not found' });
    expect((await view({ payload: {} })).statusCode).toBe(400);
    expect((await view({ payload: { user: 'abc' }, form: true })).statusCode).toBe(400);
    const badToken = await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/view-contact-detail/',
      headers: { authorization: 'Bearer nope' },
      payload: { user: viewer.user_id },
    });
    expect(badToken.statusCode).toBe(401);
    expect(await viewsOf(viewer.user_id)).toEqual([]);
  });

  it('limits one address to 60 a minute', async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let index = 0; index < 61; index++) {
      statuses.push((await view({ payload: { user: viewer.user_id }, ip })).statusCode);
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect((await view({ payload: { user: viewer.user_id } })).statusCode).toBe(200);
  });
});
