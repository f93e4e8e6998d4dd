/**
 * A Premium group's plans (docs/api.md "Payments"): read by anyone, replaced by the admin with exact
 * paise, retired rather than deleted; and the payment fields every Group answer carries.
 */
import { PLAN_MESSAGES } from '@tradecircle/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, uniqueIp } from '../../../test/auth-helpers.ts';
import { reviewGroup } from '../../../test/factories.ts';
import { createGroup } from '../../../test/group-helpers.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import { type Session, signInWithProfile } from '../../../test/trade-helpers.ts';
import { groupPlans, profiles } from '../../db/schema/index.ts';
import { findActivePlan } from './index.ts';

let ctx: TestContext;
let admin: Session;
let viewer: Session;
let premium: { id: number };
let publicGroup: { id: number };

beforeAll(async () => {
  ctx = await createTestApp();
  [admin, viewer] = await Promise.all([
    signInWithProfile(ctx.app, 'Plan Admin'),
    signInWithProfile(ctx.app, 'Plan Viewer'),
  ]);
  premium = await createGroup(ctx.app, admin, { group_type: 'Premium' });
  // Staff verified the group (issue 30): the Premium list shows it once its admin is paid-ready too.
  await reviewGroup(ctx.app, premium.id);
  publicGroup = await createGroup(ctx.app, admin, { group_type: 'Public' });
});
afterAll(() => ctx.close());

const plansUrl = (groupId: number) => `/backend/api/group-plans/${groupId}/`;
const getPlans = (groupId: number) => ctx.app.inject({ url: plansUrl(groupId) });
const putPlans = (session: Session | null, groupId: number, plans: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: plansUrl(groupId),
    headers: session ? bearer(session.token.access) : {},
    payload: { plans },
    remoteAddress: uniqueIp(),
  });
const rowsOf = (groupId: number) =>
  ctx.database.db
    .select()
    .from(groupPlans)
    .where(eq(groupPlans.groupId, groupId))
    .orderBy(asc(groupPlans.id));
const review = (userId: number, verification_status: string, remark?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/backend/api/dev/payment-info/verify/',
    payload: { user_id: userId, verification_status, remark },
    remoteAddress: '127.0.0.1',
  });
const groupAs = (session: Session | null, groupId: number) =>
  ctx.app.inject({
    url: `/backend/api/groups/${groupId}/`,
    headers: session ? bearer(session.token.access) : {},
  });

const PLANS = [
  { plan: 'Yearly', price: 4999 },
  { plan: 'Monthly', price: '499.50' },
  { plan: 'Quarterly', price: 1299.99, discount_price: 999.5, is_discount_price_live: true },
];

describe('group plans', () => {
  it('refuses callers other than the admin, other groups and bad prices, changing nothing', async () => {
    expect((await getPlans(999_999)).statusCode).toBe(404);
    expect((await getPlans(premium.id)).json()).toEqual({ plans: [] });
    expect((await putPlans(null, premium.id, PLANS)).statusCode).toBe(401);
    expect((await putPlans(viewer, premium.id, PLANS)).statusCode).toBe(403);
    const notPremium = await putPlans(admin, publicGroup.id, PLANS);
    expect(notPremium.statusCode).toBe(400);
    expect(notPremium.json().message).toBe(PLAN_MESSAGES.premiumOnly);

    const bad: [unknown, string][] = [
      [[{ plan: 'Monthly', price: 499.999 }], PLAN_MESSAGES.price],
      [[{ plan: 'Monthly', price: '1e3' }], PLAN_MESSAGES.price],
      [[{ plan: 'Monthly', price: 0.99 }], PLAN_MESSAGES.minimum],
      [[{ plan: 'Monthly', price: 499, discount_price: 499 }], PLAN_MESSAGES.discountBelowPrice],
      [
        [
          { plan: 'Monthly', price: 499 },
          { plan: 'Monthly', price: 599 },
        ],
        PLAN_MESSAGES.periodOnce,
      ],
      [
        [{ plan: 'Fortnightly', price: 499 }],
        'plan is one of Daily, Weekly, Monthly, Quarterly, Half Yearly, Yearly',
      ],
    ];
    for (const [plans, message] of bad) {
      const response = await putPlans(admin, premium.id, plans);
      expect(response.statusCode, JSON.stringify(plans)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await rowsOf(premium.id)).toEqual([]);
  });

  it('replaces the set in exact paise, Daily to Yearly, and retires the periods left out', async () => {
    const saved = await putPlans(admin, premium.id, PLANS);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(PLAN_MESSAGES.saved);
    const plans = saved.json().plans;
    expect(plans.map((plan: { plan: string }) => plan.plan)).toEqual(['Monthly', 'Quarterly', 'Yearly']);
    expect(plans[1]).toEqual({
      id: expect.any(Number),
      plan: 'Quarterly',
      plan_name: 'Quarterly',
      price: 1299.99,
      discount_price: 999.5,
      is_discount_price_live: true,
      discount_percentage: 23,
    });
    expect(plans[0]).toMatchObject({ price: 499.5, discount_price: null, discount_percentage: 0 });
    expect((await getPlans(premium.id)).json()).toEqual({ plans });
    const quarterly = (await rowsOf(premium.id)).find((row) => row.period === 'Quarterly')!;
    expect([quarterly.pricePaise, quarterly.discountPricePaise]).toEqual([129_999, 99_950]);
    expect(await findActivePlan(ctx.database.db, premium.id, quarterly.id)).toEqual({
      id: quarterly.id,
      period: 'Quarterly',
      pricePaise: 129_999,
      discountPricePaise: 99_950,
      isDiscountPriceLive: true,
    });
    expect(await findActivePlan(ctx.database.db, publicGroup.id, quarterly.id)).toBeNull();

    const narrowed = await putPlans(admin, premium.id, [{ plan: 'Monthly', price: 599 }]);
    expect(narrowed.json().plans).toEqual([{ ...plans[0], price: 599 }]);
    const rows = await rowsOf(premium.id);
    expect(rows.map((row) => [row.period, row.isActive])).toEqual([
      ['Yearly', false],
      ['Monthly', true],
      ['Quarterly', false],
    ]);
    expect(await findActivePlan(ctx.database.db, premium.id, quarterly.id)).toBeNull();

    // A period sent again comes back as the same plan.
    const again = await putPlans(admin, premium.id, PLANS);
    expect(again.json().plans.map((plan: { id: number }) => plan.id)).toEqual(
      plans.map((p: { id: number }) => p.id),
    );
  });
});

describe('payment fields of a Group answer', () => {
  it('tell whether paid joins are possible, the remark only to the admin, and the viewer KYC', async () => {
    await ctx.database.db
      .update(profiles)
      .set({ sebiUserType: 'registered_analyst', sebiNumber: 'INH000012345' })
      .where(eq(profiles.userId, admin.user_id));
    const before = (await groupAs(viewer, premium.id)).json();
    expect(before).toMatchObject({
      is_admin_payment_info: false,
      admin_payment_info: null,
      is_payment_active: false,
      is_kyc_completed: false,
    });
    expect(before.price.map((plan: { plan: string }) => plan.plan)).toEqual([
      'Monthly',
      'Quarterly',
      'Yearly',
    ]);

    const info = {
      account_holder_name: 'Plan Admin',
      account_number: '123456789012',
      ifsc_code: 'HDFC0001234',
      pan_number: 'ABCDE1234F',
    };
    for (const session of [admin, viewer]) {
      const saved = await ctx.app.inject({
        method: 'POST',
        url: '/backend/api/payment-info/',
        headers: bearer(session.token.access),
        payload: info,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    await review(admin.user_id, 'Rejected', 'Blurred PAN');
    const rejected = { verification_status: 'Rejected', profile: { sebi_registration_num: 'INH000012345' } };
    expect((await groupAs(admin, premium.id)).json().admin_payment_info).toMatchObject({
      ...rejected,
      remark: 'Blurred PAN',
    });
    expect((await groupAs(viewer, premium.id)).json().admin_payment_info).toMatchObject({
      ...rejected,
      remark: null,
    });

    await review(admin.user_id, 'Verified');
    await review(viewer.user_id, 'Verified');
    expect((await groupAs(null, premium.id)).json()).toMatchObject({
      is_admin_payment_info: true,
      is_payment_active: true,
      is_kyc_completed: false,
      admin_payment_info: {
        verification_status: 'Verified',
        profile: { sebi_user_type: 'registered_analyst', sebi_registration_num: 'INH000012345' },
      },
    });
    expect((await groupAs(viewer, premium.id)).json().is_kyc_completed).toBe(true);

    const list = await ctx.app.inject({
      url: '/backend/api/premium-groups/?page_number=1&detail_count=5',
      headers: bearer(viewer.token.access),
    });
    const card = list.json().premium_groups.find((group: { id: number }) => group.id === premium.id);
    expect(card).toMatchObject({ is_payment_active: true, is_kyc_completed: true });
    expect(card.price).toHaveLength(3);
    // A Public group has no plans to show.
    expect((await groupAs(viewer, publicGroup.id)).json().price).toEqual([]);
  });
});
