/**
 * PAYMENTS_PROVIDER=razorpay: the three secrets are required together, the page's CSP lets
 * Razorpay's Checkout in, the sandbox is not served, and our webhook route checks Razorpay's
 * signature with the configured webhook secret (no network: Razorpay is not reachable from here).
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext, testConfig } from '../../../test/support.ts';
import { ConfigError } from '../../config.ts';
import { createRazorpayPaymentsProvider } from './razorpay-payments.provider.ts';

const RAZORPAY_ENV = {
  PAYMENTS_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_test_1DP5mmOlF5G5ag',
  RAZORPAY_KEY_SECRET: 'key-secret-for-tests',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-for-tests',
};

describe('configuration', () => {
  it('needs the key id, key secret and webhook secret together', () => {
    for (const missing of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
      expect(() => testConfig({ ...RAZORPAY_ENV, [missing]: '' })).toThrow(
        new ConfigError(`Invalid configuration: ${missing} is required when PAYMENTS_PROVIDER is razorpay`),
      );
    }
    expect(() => testConfig({ ...RAZORPAY_ENV, RAZORPAY_KEY_ID: 'key' })).toThrow(ConfigError);
    expect(() => testConfig({ PLATFORM_FEE_PERCENT: '10.123' })).toThrow(ConfigError);
    expect(testConfig().payments).toMatchObject({ provider: { kind: 'sandbox' }, platformFeePercent: 10 });
  });

  it('signatures follow integrations.md §1.4 and §1.6, compared in constant time', () => {
    const provider = createRazorpayPaymentsProvider({
      keyId: RAZORPAY_ENV.RAZORPAY_KEY_ID,
      keySecret: RAZORPAY_ENV.RAZORPAY_KEY_SECRET,
      webhookSecret: RAZORPAY_ENV.RAZORPAY_WEBHOOK_SECRET,
    });
    const signature = createHmac('sha256', RAZORPAY_ENV.RAZORPAY_KEY_SECRET)
      .update('order_IluGWxBm9U8zJ8|pay_29QQoUBi66xm2f')
      .digest('hex');
    expect(provider.verifyCheckoutSignature('order_IluGWxBm9U8zJ8', 'pay_29QQoUBi66xm2f', signature)).toBe(
      true,
    );
    expect(provider.verifyCheckoutSignature('order_IluGWxBm9U8zJ8', 'pay_29QQoUBi66xm2g', signature)).toBe(
      false,
    );
    const body = Buffer.from('{"event":"payment.captured"}');
    const webhook = createHmac('sha256', RAZORPAY_ENV.RAZORPAY_WEBHOOK_SECRET).update(body).digest('hex');
    expect(provider.verifyWebhookSignature(body, webhook)).toBe(true);
    expect(provider.verifyWebhookSignature(body, signature)).toBe(false);
    expect(provider.checkoutScript).toBe('https://checkout.razorpay.com/v1/checkout.js');
  });
});

describe('an app on Razorpay', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: RAZORPAY_ENV });
  });
  afterAll(() => ctx.close());

  it("lets Razorpay's Checkout through the CSP and serves no sandbox", async () => {
    const page = await ctx.app.inject({ url: '/backend/api/subscribe-offer/' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://checkout.razorpay.com");
    expect(csp).toContain('frame-src');
    expect((await ctx.app.inject({ url: '/backend/sandbox/razorpay/checkout.js' })).statusCode).toBe(404);
    expect(ctx.app.payments.sandbox).toBeUndefined();
    expect(ctx.app.payments.webhooks).toBeUndefined();
  });

  it('checks webhooks with the configured secret: forged 400, an unknown order 200 with nothing granted', async () => {
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: 'pay_29QQoUBi66xm2f',
            order_id: 'order_IluGWxBm9U8zJ8',
            amount: 100,
            currency: 'INR',
            status: 'captured',
          },
        },
      },
    });
    const send = (secret: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/backend/api/payments/webhook/',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-event-id': 'EvtRazorpay0001',
          'x-razorpay-signature': createHmac('sha256', secret).update(body).digest('hex'),
        },
        payload: body,
      });
    expect((await send('wrong')).statusCode).toBe(400);
    const accepted = await send(RAZORPAY_ENV.RAZORPAY_WEBHOOK_SECRET);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ status: 'refused', event: 'payment.captured' });
    const redelivered = await send(RAZORPAY_ENV.RAZORPAY_WEBHOOK_SECRET);
    expect(redelivered.json()).toEqual({ status: 'duplicate', event: 'payment.captured' });
  });
});
