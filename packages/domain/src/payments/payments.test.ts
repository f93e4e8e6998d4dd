import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkoutSignaturePayload } from './checkout-signature.ts';
import { PAYMENT_MESSAGES, PLAN_PERIODS } from './constants.ts';
import { COUPON_MESSAGES, type Coupon, checkCoupon } from './coupon.ts';
import { addPlanPeriod, isExpiryNoticeDue, membershipWindow } from './membership-window.ts';
import {
  chargePaise,
  isChargeable,
  paiseToRupeesText,
  parseRupeesToPaise,
  percentOfPaise,
  planPricePaise,
  splitPayment,
} from './money.ts';
import { checkPayoutForm, maskAccountNumber, PAYOUT_MESSAGES } from './payout-validation.ts';

describe('money in paise', () => {
  it('reads typed rupees exactly and refuses anything else', () => {
    expect(parseRupeesToPaise('299')).toBe(29_900);
    expect(parseRupeesToPaise(' 0.29 ')).toBe(29);
    expect(parseRupeesToPaise('299.5')).toBe(29_950);
    for (const bad of ['', '-1', '1.234', '1e3', '₹5', '1,000', '12.', '12345678901234'])
      expect(parseRupeesToPaise(bad), bad).toBeNull();
    // Every numeric(12,2) the database holds, exactly (bounds are the caller's).
    expect(parseRupeesToPaise('9999999999.99')).toBe(999_999_999_999);
    expect(parseRupeesToPaise('21000000')).toBe(2_100_000_000);
    expect(paiseToRupeesText(29_950)).toBe('299.50');
    expect(paiseToRupeesText(5)).toBe('0.05');
  });

  it('takes percentages half up to the paisa, and the fee and payable always add up', () => {
    expect(percentOfPaise(99_900, 10)).toBe(9_990);
    expect(percentOfPaise(999, 12.5)).toBe(125); // 124.875 -> 125
    expect(percentOfPaise(1_001, 0.5)).toBe(5); // 5.005 -> 5
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (amount, bp) => {
          const { feePaise, payablePaise } = splitPayment(amount, bp / 100);
          return Number.isInteger(feePaise) && feePaise >= 0 && feePaise + payablePaise === amount;
        },
      ),
    );
  });

  it('charges the live discount when it is lower, then the coupon; never less than nothing', () => {
    const plan = { pricePaise: 99_900, discountPricePaise: 79_900, isDiscountPriceLive: true };
    expect(planPricePaise(plan)).toBe(79_900);
    expect(planPricePaise({ ...plan, isDiscountPriceLive: false })).toBe(99_900);
    expect(planPricePaise({ ...plan, discountPricePaise: 120_000 })).toBe(99_900);
    expect(chargePaise(plan, 20)).toEqual({ amount: 63_920, discount: 15_980 });
    expect(chargePaise(plan, 150)).toEqual({ amount: 0, discount: 79_900 });
    expect(isChargeable(99)).toBe(false);
    expect(isChargeable(100)).toBe(true);
    expect(isChargeable(100.5)).toBe(false);
  });
});

describe('membership windows', () => {
  const at = (text: string) => new Date(text);

  it('runs a plan by days or calendar months, clamping month ends', () => {
    const start = at('2026-01-31T10:00:00Z');
    expect(addPlanPeriod(start, 'Daily').toISOString()).toBe('2026-02-01T10:00:00.000Z');
    expect(addPlanPeriod(start, 'Weekly').toISOString()).toBe('2026-02-07T10:00:00.000Z');
    expect(addPlanPeriod(start, 'Monthly').toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addPlanPeriod(start, 'Quarterly').toISOString()).toBe('2026-04-30T10:00:00.000Z');
    expect(addPlanPeriod(start, 'Half Yearly').toISOString()).toBe('2026-07-31T10:00:00.000Z');
    expect(addPlanPeriod(start, 'Yearly').toISOString()).toBe('2027-01-31T10:00:00.000Z');
    expect(PLAN_PERIODS.map((period) => period.split(' ')[0])).toEqual([
      'Daily',
      'Weekly',
      'Monthly',
      'Quarterly',
      'Half',
      'Yearly',
    ]);
  });

  it('renews from the current end while it runs, from now once it has lapsed', () => {
    const now = at('2026-11-27T00:00:00Z');
    const running = membershipWindow('Monthly', now, at('2026-12-05T00:00:00Z'));
    expect(running.start.toISOString()).toBe('2026-12-05T00:00:00.000Z');
    expect(running.end.toISOString()).toBe('2027-01-05T00:00:00.000Z');
    const lapsed = membershipWindow('Weekly', now, at('2026-11-01T00:00:00Z'));
    expect(lapsed.start).toEqual(now);
  });

  it('is due for the expiring notice from three days before the end', () => {
    const end = at('2026-12-10T00:00:00Z');
    expect(isExpiryNoticeDue(end, at('2026-12-06T23:59:00Z'))).toBe(false);
    expect(isExpiryNoticeDue(end, at('2026-12-07T00:00:00Z'))).toBe(true);
    expect(isExpiryNoticeDue(end, end)).toBe(false);
  });
});

describe('coupons', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const coupon: Coupon = {
    groupId: 4,
    adminUserId: 9,
    percent: 20,
    validFrom: new Date('2026-11-01T00:00:00Z'),
    validUntil: new Date('2026-12-01T00:00:00Z'),
    usageLimit: 10,
    timesUsed: 3,
  };
  const target = { groupId: 4, adminUserId: 9 };

  it("answers 'Valid Coupon' only when every rule holds", () => {
    expect(checkCoupon(coupon, target, false, now)).toEqual({
      ok: true,
      message: PAYMENT_MESSAGES.validCoupon,
    });
    expect(checkCoupon({ ...coupon, groupId: null }, { groupId: 77, adminUserId: 9 }, false, now).ok).toBe(
      true,
    );
  });

  it('says why otherwise', () => {
    const reason = (changes: Partial<Coupon> | null, used = false, where = target) =>
      checkCoupon(changes === null ? null : { ...coupon, ...changes }, where, used, now).message;
    expect(reason(null)).toBe(COUPON_MESSAGES.unknown);
    expect(reason({}, false, { groupId: 5, adminUserId: 9 })).toBe(COUPON_MESSAGES.otherGroup);
    expect(reason({ groupId: null }, false, { groupId: 5, adminUserId: 8 })).toBe(COUPON_MESSAGES.otherGroup);
    expect(reason({ validFrom: new Date('2026-11-28T00:00:00Z') })).toBe(COUPON_MESSAGES.notYet);
    expect(reason({ validUntil: now })).toBe(COUPON_MESSAGES.expired);
    expect(reason({ timesUsed: 10 })).toBe(COUPON_MESSAGES.usedUp);
    expect(reason({}, true)).toBe(COUPON_MESSAGES.usedByYou);
    expect(reason({ timesUsed: 8, timesHeld: 2 })).toBe(COUPON_MESSAGES.held);
    expect(reason({ timesUsed: 10, timesHeld: 2 })).toBe(COUPON_MESSAGES.usedUp);
  });

  it('counts held uses against the limit only, and never without one', () => {
    expect(checkCoupon({ ...coupon, timesUsed: 8, timesHeld: 1 }, target, false, now).ok).toBe(true);
    expect(checkCoupon({ ...coupon, usageLimit: null, timesHeld: 500 }, target, false, now).ok).toBe(true);
  });
});

describe('the payout form', () => {
  const good = {
    account_holder_name: ' Ananya  Sharma ',
    account_number: '0012 3456 7890',
    ifsc: 'hdfc0001234',
    pan: 'abcde1234f',
    gst: '27ABCDE1234F1Z5',
  };

  it('passes good details, cleaned for storage', () => {
    const { errors, clean } = checkPayoutForm(good);
    expect(errors).toEqual({});
    expect(clean).toEqual({
      account_holder_name: 'Ananya Sharma',
      account_number: '001234567890',
      ifsc: 'HDFC0001234',
      pan: 'ABCDE1234F',
      gst: '27ABCDE1234F1Z5',
    });
    expect(checkPayoutForm({ ...good, gst: '' }).clean.gst).toBeNull();
    expect(maskAccountNumber('001234567890')).toBe('••••••••7890');
  });

  it("refuses each bad field with the spec's message", () => {
    const errorsOf = (changes: Partial<typeof good>) => checkPayoutForm({ ...good, ...changes }).errors;
    expect(errorsOf({ account_number: '12345678' })).toEqual({
      account_number: PAYOUT_MESSAGES.accountNumber,
    });
    expect(errorsOf({ account_number: '1234567890123456789' })).toEqual({
      account_number: PAYOUT_MESSAGES.accountNumber,
    });
    expect(errorsOf({ ifsc: 'HDFC1001234' })).toEqual({ ifsc: PAYOUT_MESSAGES.ifsc });
    expect(errorsOf({ pan: 'ABCD1234F' })).toEqual({ pan: PAYOUT_MESSAGES.pan });
    expect(errorsOf({ gst: '27ABCDE1234F1X5' })).toEqual({ gst: PAYOUT_MESSAGES.gst });
    // A GSTIN of another PAN.
    expect(errorsOf({ gst: '27ZZZZZ1234F1Z5' })).toEqual({ gst: PAYOUT_MESSAGES.gst });
    expect(errorsOf({ account_holder_name: 'R2D2' })).toEqual({
      account_holder_name: PAYOUT_MESSAGES.holderName,
    });
  });
});

describe('the checkout signature', () => {
  it('signs the stored order id and the payment id, in that order', () => {
    expect(checkoutSignaturePayload('order_IluGWxBm9U8zJ8', 'pay_29QQoUBi66xm2f')).toBe(
      'order_IluGWxBm9U8zJ8|pay_29QQoUBi66xm2f',
    );
    expect(PAYMENT_MESSAGES.failure('Card declined', 'pay_1')).toBe(
      'failed : Card declined, Payment ID: pay_1',
    );
  });
});
