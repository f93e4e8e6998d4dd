/**
 * Coupons (docs/api.md "Payments"): an admin's codes for their Premium groups, deactivated not
 * deleted, uses counted from paid orders, and the coupon field's check (valid_coupon and the order's).
 */
import { COUPON_FORM_MESSAGES, COUPON_MESSAGES, PAYMENT_MESSAGES } from '@tradecircle/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, uniqueIp } from '../../../test/auth-helpers.ts';
import { createGroup } from '../../../test/group-helpers.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import { type Session, signInWithProfile } from '../../../test/trade-helpers.ts';
import { coupons, paymentOrders } from '../../db/schema/index.ts';
import { checkCouponForOrder } from './index.ts';

const DAY = 86_400_000;
let ctx: TestContext;
let admin: Session;
let otherAdmin: Session;
let buyer: Session;
let premium: { id: number; name: string };
let secondPremium: { id: number };
let otherPremium: { id: number };
let publicGroup: { id: number };

beforeAll(async () => {
  ctx = await createTestApp();
  [admin, otherAdmin, buyer] = await Promise.all([
    signInWithProfile(ctx.app, 'Coupon Admin'),
    signInWithProfile(ctx.app, 'Other Admin'),
    signInWithProfile(ctx.app, 'Coupon Buyer'),
  ]);
  premium = await createGroup(ctx.app, admin, { group_type: 'Premium' });
  secondPremium = await createGroup(ctx.app, admin, { group_type: 'Premium' });
  publicGroup = await createGroup(ctx.app, admin, { group_type: 'Public' });
  otherPremium = await createGroup(ctx.app, otherAdmin, { group_type: 'Premium' });
});
afterAll(() => ctx.close());

const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();
const COUPON = {
  code: 'diwali20',
  discount_percentage: 20,
  valid_from: iso(-1),
  valid_until: iso(30),
  usage_limit: 2,
};

const create = (session: Session | null, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/backend/api/coupons/',
    headers: session ? bearer(session.token.access) : {},
    payload,
    remoteAddress: uniqueIp(),
  });
const list = (session: Session) =>
  ctx.app.inject({ url: '/backend/api/coupons/', headers: bearer(session.token.access) });
const check = async (session: Session, code: string, groupId: number) => {
  const response = await ctx.app.inject({
    url: `/backend/api/valid_coupon/?coupon_code=${encodeURIComponent(code)}&group=${groupId}`,
    headers: bearer(session.token.access),
    remoteAddress: uniqueIp(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
let receipts = 0;
/** A paid (or other) order of `userId` that used the coupon. */
const orderWith = (couponId: number, userId: number, status: string) =>
  ctx.database.db.insert(paymentOrders).values({
    product: 'group',
    userId,
    payeeUserId: admin.user_id,
    groupId: premium.id,
    couponId,
    amountPaise: 39_920,
    receipt: `tc_coupon_${++receipts}`,
    providerOrderId: `order_coupon${String(receipts).padStart(8, '0')}`,
    status,
  });

describe('coupons', () => {
  it('refuses bad input, other groups and a second use of a code, writing nothing then', async () => {
    expect((await create(null, COUPON)).statusCode).toBe(401);
    const bad: [object, string][] = [
      [{ ...COUPON, code: 'no spaces' }, COUPON_FORM_MESSAGES.code],
      [{ ...COUPON, code: 'AB' }, COUPON_FORM_MESSAGES.code],
      [{ ...COUPON, discount_percentage: 0 }, COUPON_FORM_MESSAGES.percentage],
      [{ ...COUPON, discount_percentage: 12.5 }, COUPON_FORM_MESSAGES.percentage],
      [{ ...COUPON, valid_until: iso(-2) }, COUPON_FORM_MESSAGES.window],
      [{ ...COUPON, valid_from: 'tomorrow' }, COUPON_FORM_MESSAGES.date],
      [{ ...COUPON, group: otherPremium.id }, COUPON_FORM_MESSAGES.group],
      [{ ...COUPON, group: publicGroup.id }, COUPON_FORM_MESSAGES.group],
    ];
    for (const [payload, message] of bad) {
      const response = await create(admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await ctx.database.db.select().from(coupons)).toEqual([]);

    const created = await create(admin, { ...COUPON, group: premium.id });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({
      message: COUPON_FORM_MESSAGES.created,
      coupon: {
        id: expect.any(Number),
        code: 'DIWALI20',
        group: premium.id,
        group_name: premium.name,
        discount_percentage: 20,
        valid_from: COUPON.valid_from,
        valid_until: COUPON.valid_until,
        usage_limit: 2,
        times_used: 0,
        is_active: true,
      },
    });
    const again = await create(admin, { ...COUPON, code: 'Diwali20' });
    expect(again.statusCode).toBe(409);
    // Another admin may have the same code.
    expect((await create(otherAdmin, { ...COUPON, group: otherPremium.id })).statusCode).toBe(201);
    // A date alone is the whole day in India.
    const allGroups = await create(admin, {
      code: 'ALLGROUPS',
      discount_percentage: 100,
      valid_from: '2026-01-01',
      valid_until: '2099-12-31',
    });
    expect(allGroups.json().coupon).toMatchObject({
      group: null,
      group_name: null,
      usage_limit: null,
      valid_from: '2025-12-31T18:30:00.000Z',
      valid_until: '2099-12-31T18:30:00.000Z',
    });
    expect((await list(admin)).json().coupons.map((c: { code: string }) => c.code)).toEqual([
      'ALLGROUPS',
      'DIWALI20',
    ]);
  });

  it('checks a code for a group: any case, its group, its window, its limit, once per user', async () => {
    const diwali = (await list(admin)).json().coupons.find((c: { code: string }) => c.code === 'DIWALI20');
    const missing = await ctx.app.inject({
      url: `/backend/api/valid_coupon/?group=${premium.id}`,
      headers: bearer(buyer.token.access),
    });
    expect(missing.statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ url: '/backend/api/valid_coupon/?coupon_code=X&group=1' })).statusCode,
    ).toBe(401);

    expect(await check(buyer, 'diwali20', premium.id)).toEqual({
      message: PAYMENT_MESSAGES.validCoupon,
      coupon_id: diwali.id,
      discount_percentage: 20,
    });
    const refused = (message: string) => ({ message, coupon_id: null, discount_percentage: 0 });
    expect(await check(buyer, 'NOSUCH', premium.id)).toEqual(refused(COUPON_MESSAGES.unknown));
    expect(await check(buyer, 'DIWALI20', secondPremium.id)).toEqual(refused(COUPON_MESSAGES.otherGroup));
    expect((await check(buyer, 'allgroups', secondPremium.id)).message).toBe(PAYMENT_MESSAGES.validCoupon);
    expect(await check(buyer, 'ALLGROUPS', otherPremium.id)).toEqual(refused(COUPON_MESSAGES.otherGroup));

    // Initiated and failed orders are not uses; paid ones are, also once paid out.
    await orderWith(diwali.id, buyer.user_id, 'initiated');
    await orderWith(diwali.id, buyer.user_id, 'failed');
    expect((await check(buyer, 'DIWALI20', premium.id)).message).toBe(PAYMENT_MESSAGES.validCoupon);
    await orderWith(diwali.id, buyer.user_id, 'payout settled');
    expect(await check(buyer, 'DIWALI20', premium.id)).toEqual(refused(COUPON_MESSAGES.usedByYou));
    expect((await check(otherAdmin, 'DIWALI20', premium.id)).message).toBe(PAYMENT_MESSAGES.validCoupon);
    await orderWith(diwali.id, otherAdmin.user_id, 'successful');
    expect(await check(admin, 'DIWALI20', premium.id)).toEqual(refused(COUPON_MESSAGES.usedUp));
    expect((await list(admin)).json().coupons[1].times_used).toBe(2);

    const db = ctx.database.db;
    const target = {
      code: 'allgroups',
      groupId: premium.id,
      adminUserId: admin.user_id,
      userId: buyer.user_id,
    };
    const atTime = (now: Date) => db.transaction((tx) => checkCouponForOrder(tx, { ...target, now }));
    expect(await atTime(new Date())).toEqual({ ok: true, couponId: expect.any(Number), percent: 100 });
    expect(await atTime(new Date('2025-12-31T18:00:00Z'))).toEqual({
      ok: false,
      message: COUPON_MESSAGES.notYet,
    });
    expect(await atTime(new Date('2099-12-31T18:30:00Z'))).toEqual({
      ok: false,
      message: COUPON_MESSAGES.expired,
    });
  });

  it('the owner deactivates a coupon; it stays listed and no longer applies', async () => {
    const allGroups = (await list(admin)).json().coupons[0];
    const remove = (session: Session, id: number) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/backend/api/coupons/${id}/`,
        headers: bearer(session.token.access),
      });
    expect((await remove(otherAdmin, allGroups.id)).statusCode).toBe(403);
    expect((await remove(admin, 999_999)).statusCode).toBe(404);
    const removed = await remove(admin, allGroups.id);
    expect(removed.json()).toEqual({ message: COUPON_FORM_MESSAGES.deactivated });
    expect((await list(admin)).json().coupons[0]).toMatchObject({ id: allGroups.id, is_active: false });
    expect((await check(buyer, 'ALLGROUPS', premium.id)).message).toBe(COUPON_MESSAGES.unknown);
  });
});
