/**
 * A Premium group is listed (Premium Groups and Home's preview, a user's groups, search, the
 * /subscribe offer) only once it takes payments: staff verified the group (issue 30), its admin's
 * payout information Verified and an active plan. Until then its admin alone sees, in its answers,
 * the setup checklist (issue 27) and the review's status and remark.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, uniqueIp } from '../../../test/auth-helpers.ts';
import { createUser, type SignedIn } from '../../../test/factories.ts';
import { createGroup } from '../../../test/group-helpers.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import { type Session, signInWithProfile } from '../../../test/trade-helpers.ts';
import { users } from '../../db/schema/index.ts';

let ctx: TestContext;
let expert: Session;
let stranger: Session;
let staff: SignedIn;
/** A word no other group holds, so searches find only this file's groups. */
const word = `Zq${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  ctx = await createTestApp();
  [expert, stranger] = await Promise.all([
    signInWithProfile(ctx.app, 'Fresh Expert'),
    signInWithProfile(ctx.app, 'Curious Stranger'),
  ]);
  staff = await createUser(ctx.app, { name: 'Review Staff' });
  await ctx.database.db.update(users).set({ isSuperuser: true }).where(eq(users.id, staff.user_id));
});
afterAll(() => ctx.close());

const as = (session: Session | null) => (session ? bearer(session.token.access) : {});
const get = (url: string, session: Session | null = null) =>
  ctx.app.inject({ url: `/backend/api/${url}`, headers: as(session) });
const idsOf = (groups: { id: number }[]) => groups.map((group) => group.id);

/** Where a Premium group can be found, as `session` looks (null: a visitor). */
async function foundIn(groupId: number, session: Session | null) {
  const premium = (await get('premium-groups/?page_number=1&detail_count=50', session)).json();
  const preview = (await get('premium-groups/?detail_count=5', session)).json();
  const profile = (await get(`user-groups/${expert.user_id}/`, session)).json();
  const search = (await get(`search/?q=${word}`, session)).json();
  return {
    premiumList: idsOf(premium.premium_groups).includes(groupId),
    homePreview: idsOf(preview.premium_groups).includes(groupId),
    profile: idsOf(profile.groups).includes(groupId),
    search: idsOf(search.groups).includes(groupId),
  };
}

const NOWHERE = { premiumList: false, homePreview: false, profile: false, search: false };
const EVERYWHERE = { premiumList: true, homePreview: true, profile: true, search: true };

const paymentInfo = (session: Session) =>
  ctx.app.inject({
    method: 'POST',
    url: '/backend/api/payment-info/',
    headers: as(session),
    payload: {
      account_holder_name: 'Fresh Expert',
      bank_name: 'HDFC Bank',
      account_number: '50100234567891',
      ifsc_code: 'HDFC0000240',
      pan_number: 'ABCPS1234K',
    },
    remoteAddress: uniqueIp(),
  });
const review = (userId: number, verification_status: 'Verified' | 'Rejected') =>
  ctx.app.inject({
    method: 'POST',
    url: '/backend/api/dev/payment-info/verify/',
    payload: { user_id: userId, verification_status, remark: 'Blurred PAN' },
    remoteAddress: '127.0.0.1',
  });
const putPlans = (groupId: number, plans: unknown[]) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/backend/api/group-plans/${groupId}/`,
    headers: as(expert),
    payload: { plans },
    remoteAddress: uniqueIp(),
  });

/** Staff's decision on the group, through the admin panel's call. */
const decide = (groupId: number, decision: 'approve' | 'reject', remark?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/backend/api/admin/groups/${groupId}/${decision}/`,
    headers: bearer(staff.token.access),
    ...(remark ? { payload: { remark } } : {}),
  });

async function checklistOf(groupId: number, session: Session | null) {
  const answer = (await get(`group-detail/?id=${groupId}`, session)).json().group_detail;
  return { can: answer.can_take_payments, checklist: answer.setup_checklist };
}
async function reviewOf(groupId: number, session: Session | null) {
  const answer = (await get(`group-detail/?id=${groupId}`, session)).json().group_detail;
  return { status: answer.verification_status, remark: answer.verification_remark };
}
const steps = (submitted: boolean, verified: boolean, plan: boolean, groupVerified = false) => [
  { step: 'payout_submitted', done: submitted },
  { step: 'payout_verified', done: verified },
  { step: 'has_plan', done: plan },
  { step: 'group_verified', done: groupVerified },
];

describe('a Premium group before it takes payments', () => {
  it('is listed nowhere for others until its admin is Verified and it has a plan; its admin sees what is missing', async () => {
    const group = await createGroup(ctx.app, expert, { name: `${word} Alpha Desk`, group_type: 'Premium' });
    const publicGroup = await createGroup(ctx.app, expert, {
      name: `${word} Open Room`,
      group_type: 'Public',
    });

    // Nothing done: listed for nobody but its admin's own lists; the checklist is the admin's alone.
    for (const viewer of [null, stranger]) expect(await foundIn(group.id, viewer)).toEqual(NOWHERE);
    expect(await foundIn(publicGroup.id, stranger)).toMatchObject({ profile: true, search: true });
    expect(await foundIn(group.id, expert)).toMatchObject({
      premiumList: false,
      profile: true,
      search: true,
    });
    const mine = (await get('premium-groups/?my_group=true', expert)).json();
    expect(idsOf(mine.premium_groups)).toContain(group.id);
    expect(await checklistOf(group.id, expert)).toEqual({
      can: false,
      checklist: steps(false, false, false),
    });
    expect(await checklistOf(group.id, stranger)).toEqual({ can: false, checklist: null });
    expect(await checklistOf(group.id, null)).toEqual({ can: false, checklist: null });
    expect(await checklistOf(publicGroup.id, expert)).toEqual({ can: false, checklist: null });

    // Payout details submitted, then rejected: still missing.
    expect((await paymentInfo(expert)).statusCode).toBe(200);
    expect((await checklistOf(group.id, expert)).checklist).toEqual(steps(true, false, false));
    expect((await review(expert.user_id, 'Rejected')).statusCode).toBe(200);
    expect(await foundIn(group.id, stranger)).toEqual(NOWHERE);

    // Verified without a plan: still not listed, and a join says payments are not active.
    expect((await review(expert.user_id, 'Verified')).statusCode).toBe(200);
    expect(await checklistOf(group.id, expert)).toEqual({ can: false, checklist: steps(true, true, false) });
    expect(await foundIn(group.id, stranger)).toEqual(NOWHERE);
    const join = await ctx.app.inject({
      method: 'POST',
      url: `/backend/api/groups/${group.id}/join/`,
      headers: as(stranger),
    });
    expect(join.json().message).toBe('Payment Process is not active for this group yet');

    // A plan, the group still in review: not listed, and no order can be made.
    expect((await putPlans(group.id, [{ plan: 'Monthly', price: 499 }])).statusCode).toBe(200);
    expect(await checklistOf(group.id, expert)).toEqual({ can: false, checklist: steps(true, true, true) });
    expect(await reviewOf(group.id, expert)).toEqual({ status: 'Pending', remark: null });
    expect(await reviewOf(group.id, stranger)).toEqual({ status: null, remark: null });
    expect(await foundIn(group.id, stranger)).toEqual(NOWHERE);
    expect((await get('subscribe-offer/')).json().group).toBeNull();

    // Staff verify the group: listed everywhere, for visitors too, and the offer may pick it.
    expect((await decide(group.id, 'approve')).statusCode).toBe(200);
    expect(await checklistOf(group.id, expert)).toEqual({
      can: true,
      checklist: steps(true, true, true, true),
    });
    expect(await checklistOf(group.id, stranger)).toEqual({ can: true, checklist: null });
    expect(await foundIn(group.id, stranger)).toEqual(EVERYWHERE);
    expect(await foundIn(group.id, null)).toEqual(EVERYWHERE);
    expect((await get('subscribe-offer/')).json().group?.id).toBe(group.id);

    // Its plans retired: gone from the lists again.
    expect((await putPlans(group.id, [])).statusCode).toBe(200);
    expect(await foundIn(group.id, stranger)).toEqual(NOWHERE);
    expect((await get('subscribe-offer/')).json().group).toBeNull();
  });

  it('is still found by a member (a free trial started meanwhile)', async () => {
    const trialAdmin = await signInWithProfile(ctx.app, 'Trial Admin');
    const group = await createGroup(ctx.app, trialAdmin, {
      name: `${word} Trial Room`,
      group_type: 'Premium',
      free_trail: true,
    });
    const member = await signInWithProfile(ctx.app, 'Trial Member');
    const joined = await ctx.app.inject({
      method: 'POST',
      url: `/backend/api/groups/${group.id}/join/`,
      headers: as(member),
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const found = async (session: Session) =>
      idsOf((await get(`search/?q=${word}`, session)).json().groups).includes(group.id);
    expect(await found(member)).toBe(true);
    expect(await found(stranger)).toBe(false);
    const premium = (await get('premium-groups/?detail_count=50', member)).json();
    expect(idsOf(premium.premium_groups)).not.toContain(group.id);
  });

  it('stays unlisted while Rejected, shows the remark to its admin alone, and goes back to review when edited', async () => {
    const group = await createGroup(ctx.app, expert, { name: `${word} Beta Desk`, group_type: 'Premium' });
    expect((await putPlans(group.id, [{ plan: 'Monthly', price: 299 }])).statusCode).toBe(200);
    // The expert's payouts were verified by the first test.
    expect((await decide(group.id, 'reject', 'The description promises sure returns')).statusCode).toBe(200);
    expect(await reviewOf(group.id, expert)).toEqual({
      status: 'Rejected',
      remark: 'The description promises sure returns',
    });
    expect(await reviewOf(group.id, stranger)).toEqual({ status: null, remark: null });
    expect(await reviewOf(group.id, null)).toEqual({ status: null, remark: null });
    expect(await foundIn(group.id, stranger)).toEqual(NOWHERE);
    expect((await checklistOf(group.id, expert)).checklist).toEqual(steps(true, true, true, false));

    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/backend/api/own-groups/${group.id}/`,
      headers: as(expert),
      payload: { description: 'Swing ideas with a written plan for every call' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await reviewOf(group.id, expert)).toMatchObject({ status: 'Pending' });
    expect(await foundIn(group.id, stranger)).toEqual(NOWHERE);
    expect((await decide(group.id, 'approve')).statusCode).toBe(200);
    expect(await foundIn(group.id, stranger)).toMatchObject({ premiumList: true, search: true });
  });
});
