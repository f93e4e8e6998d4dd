import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiHandler, installTestBridge, json, mockApi, renderAt } from '../../test-render.tsx';
import { HOUR, makeJwt } from '../../test-utils.ts';
import { installFakeCheckout, orderAnswer, premiumGroup } from '../payments/testing.ts';
import { OFFER_CLOSED_TEXT } from './offer-status-dialog.tsx';
import { SubscribePage } from './subscribe-page.tsx';

installTestBridge();
afterEach(() => sessionStorage.clear());

const signInCalls: Record<string, ApiHandler> = {
  'POST /backend/api/login/': () =>
    json(200, { user_id: 42, profile_id: 7, message: 'OTP sent successfully', resend_after_seconds: 120 }),
  'POST /backend/api/verify_otp/42/': () =>
    json(200, {
      token: { access: makeJwt(900), refresh: makeJwt(30 * HOUR) },
      profile_id: 7,
      verified: true,
      user_type: 'user',
      is_profile_setup_complete: true,
      first_time_user: false,
      message: 'OTP verified successfully',
    }),
  'GET /backend/api/super-user/': () => json(200, { is_superuser: false }),
};

/** Name and mobile, Send OTP, then the OTP and Verify. */
async function signIn() {
  fireEvent.change(screen.getByRole('textbox', { name: 'Full name' }), { target: { value: 'Meera Iyer' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Mobile number' }), {
    target: { value: '9810000009' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  fireEvent.change(await screen.findByRole('textbox', { name: 'OTP' }), { target: { value: '1234' } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
}

const start = () => renderAt('/subscribe', { '/subscribe': <SubscribePage /> });

describe('SubscribePage after the OTP step', () => {
  it("opens the payment dialog for the offered group and, once paid, goes to the group's page", async () => {
    const group = premiumGroup({
      id: 5,
      name: 'Nifty Swing Club',
      is_payment_active: true,
      can_take_payments: true,
    });
    const checkout = installFakeCheckout();
    mockApi({
      ...signInCalls,
      'GET /backend/api/subscribe-offer/': () => json(200, { group }),
      'POST /backend/api/order-payment/': () => json(200, orderAnswer()),
      'PATCH /backend/api/order-payment/': () =>
        json(200, {
          message: 'Payment successful',
          status: 'successful',
          group_id: 5,
          membership: { start_date: '2026-05-09', end_date: '2026-06-09', status: 'Active' },
        }),
    });
    const router = start();
    await signIn();
    const dialog = await screen.findByRole('dialog', { name: /Nifty Swing Club/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay & Join' }));
    await waitFor(() => expect(checkout.FakeCheckout).toHaveBeenCalled());
    checkout.pay();
    fireEvent.click(await within(dialog).findByRole('button', { name: /go back/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/premium-groups/detail/5'));
    checkout.uninstall();
  });

  it('says plainly that subscriptions are not open when nothing is offered', async () => {
    mockApi({ ...signInCalls, 'GET /backend/api/subscribe-offer/': () => json(200, { group: null }) });
    start();
    await signIn();
    const dialog = await screen.findByRole('dialog', { name: 'You are signed in' });
    expect(await within(dialog).findByText(OFFER_CLOSED_TEXT)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Pay & Join' })).toBeNull();
  });
});
