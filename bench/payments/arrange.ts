import type { OrderAnswer } from '@tradecircle/domain';
import type { FastifyInstance } from 'fastify';

/**
 * The bench's people and group, made through the app's own calls (app.inject): buyers signed in by
 * OTP each from an address of their own (as distinct users are; the order call is limited to 30 a
 * minute per address), and a Premium group with plans whose admin's payout information is Verified.
 */

export type Buyer = { userId: number; headers: { authorization: string }; ip: string };

/** A distinct address per user: 10.77.x.y. */
export const addressOf = (index: number) => `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;

function expect200(label: string, response: { statusCode: number; body: string }, status = 200) {
  if (response.statusCode !== status)
    throw new Error(`${label} answered ${response.statusCode}: ${response.body}`);
}

/** OTP sign-in (developer SMS outbox) and a profile, from `ip`. */
export async function signInFrom(app: FastifyInstance, phone: string, name: string, ip: string) {
  const login = await app.inject({
    method: 'POST',
    url: '/backend/api/login/',
    payload: { phone },
    remoteAddress: ip,
  });
  expect200('login', login);
  const outbox = await app.inject({ url: `/backend/api/dev/sms-outbox/${phone}` });
  const verified = await app.inject({
    method: 'POST',
    url: `/backend/api/verify_otp/${login.json().user_id}/`,
    payload: { otp: outbox.json()[0].otp },
    remoteAddress: ip,
  });
  expect200('verify_otp', verified);
  const userId = verified.json().user_id as number;
  const headers = { authorization: `Bearer ${verified.json().token.access as string}` };
  const profile = await app.inject({
    method: 'POST',
    url: '/backend/api/create-profile/',
    headers,
    payload: { name, user_id: userId },
    remoteAddress: ip,
  });
  expect200('create-profile', profile);
  return { userId, headers, ip };
}

/** Buyers `from`..`from + count - 1`, phones 71000xxxxx, each from its own address. */
export async function signInBuyers(app: FastifyInstance, from: number, count: number): Promise<Buyer[]> {
  const buyers: Buyer[] = [];
  for (let index = from; index < from + count; index += 1) {
    const phone = `71${String(index).padStart(8, '0')}`;
    buyers.push(await signInFrom(app, phone, `Bench Buyer ${index}`, addressOf(index)));
  }
  return buyers;
}

/**
 * The admin creates a Premium group, puts its plans (Monthly ₹499, Quarterly ₹1,299 with a live
 * discount to ₹1,199), saves payout information, and the dev review route verifies it.
 */
export async function premiumGroupWithVerifiedAdmin(app: FastifyInstance) {
  const admin = await signInFrom(app, '7200000001', 'Bench Premium Admin', '10.78.0.1');
  const created = await app.inject({
    method: 'POST',
    url: '/backend/api/own-groups/',
    headers: admin.headers,
    payload: { name: 'Bench Premium Club', group_type: 'Premium' },
    remoteAddress: admin.ip,
  });
  expect200('own-groups', created, 201);
  const groupId = created.json().group_detail.id as number;
  const plans = await app.inject({
    method: 'PUT',
    url: `/backend/api/group-plans/${groupId}/`,
    headers: admin.headers,
    payload: {
      plans: [
        { plan: 'Monthly', price: 499 },
        { plan: 'Quarterly', price: 1299, discount_price: 1199, is_discount_price_live: true },
      ],
    },
    remoteAddress: admin.ip,
  });
  expect200('group-plans', plans);
  const monthly = (plans.json().plans as { id: number; plan: string }[]).find((p) => p.plan === 'Monthly')!;
  const info = await app.inject({
    method: 'POST',
    url: '/backend/api/payment-info/',
    headers: admin.headers,
    payload: {
      account_holder_name: 'Bench Premium Admin',
      bank_name: 'HDFC Bank',
      account_number: '0012 3456 7890',
      ifsc_code: 'HDFC0001234',
      pan_number: 'ABCDE1234F',
    },
    remoteAddress: admin.ip,
  });
  expect200('payment-info', info);
  const review = await app.inject({
    method: 'POST',
    url: '/backend/api/dev/payment-info/verify/',
    payload: { user_id: admin.userId, verification_status: 'Verified' },
    remoteAddress: '127.0.0.1',
  });
  expect200('dev/payment-info/verify', review);
  return { admin, groupId, planId: monthly.id };
}

export type CheckoutSuccess = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

/** The three calls of a checkout, each answering its parsed body (or throwing on another status). */
export function checkoutCalls(app: FastifyInstance, groupId: number, planId: number) {
  return {
    order: async (buyer: Buyer) => {
      const response = await app.inject({
        method: 'POST',
        url: `/backend/api/order-payment/?group_id=${groupId}&plan=${planId}&user_id=${buyer.userId}`,
        headers: buyer.headers,
        remoteAddress: buyer.ip,
      });
      expect200('POST order-payment', response);
      return response.json() as OrderAnswer;
    },
    /** What the sandbox checkout modal's Pay button sends. */
    pay: async (order: OrderAnswer) => {
      const response = await app.inject({
        method: 'POST',
        url: '/backend/sandbox/razorpay/checkout/pay',
        payload: { key_id: order.key_id, order_id: order.order_detail.order_id, outcome: 'success' },
      });
      expect200('sandbox pay', response);
      return response.json() as CheckoutSuccess;
    },
    patchRequest: (buyer: Buyer, order: OrderAnswer, paid: CheckoutSuccess) =>
      app.inject({
        method: 'PATCH',
        url: '/backend/api/order-payment/',
        headers: buyer.headers,
        remoteAddress: buyer.ip,
        payload: {
          id: order.order_detail.id,
          payment_status: 'successful',
          payment_id: paid.razorpay_payment_id,
          payment_signature: paid.razorpay_signature,
        },
      }),
  };
}
