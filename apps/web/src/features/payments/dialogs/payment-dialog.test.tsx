import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  ORDER_MESSAGES,
  PAYMENT_MESSAGES,
  PAYMENT_SNACKBAR_MS,
  SNACKBAR_MESSAGE_MS,
} from '@tradecircle/domain';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, installTestBridge, json, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { routeApi } from '../../follows/testing.ts';
import { AdviceNotice } from '../../groups/index.ts';
import { installFakeCheckout, orderAnswer, premiumGroup } from '../test-fixtures.ts';
import { PaymentDialog } from './payment-dialog.tsx';

const bridge = installTestBridge(() => storeValidLogin());
let checkout: ReturnType<typeof installFakeCheckout>;
afterEach(() => {
  checkout?.uninstall();
  localStorage.clear();
});

const ORDER = '/backend/api/order-payment/';

function open(overrides: Parameters<typeof premiumGroup>[0] = {}, onClose = vi.fn()) {
  checkout = installFakeCheckout();
  const group = premiumGroup(overrides);
  // As the group's pages and cards open it: with the group's notice.
  renderAt('/', {
    '/': <PaymentDialog group={group} open onClose={onClose} notice={<AdviceNotice group={group} />} />,
  });
  return onClose;
}

const payAndJoin = () => fireEvent.click(screen.getByRole('button', { name: PAYMENT_MESSAGES.payAndJoin }));

describe('PaymentDialog', () => {
  it('carries the not-investment-advice notice when the admin is not SEBI-registered, and not otherwise', () => {
    routeApi({});
    open();
    const notes = () => screen.getAllByRole('note').map((note) => note.textContent);
    expect(notes()).toContain(
      'The admin of this group is not registered with SEBI. Nothing posted here is investment advice: do your own research before you trade.',
    );
    cleanup();
    checkout.uninstall();
    open({
      admin: {
        id: 78,
        profile: {
          id: 18,
          name: 'Asha Rao',
          profile_image: null,
          is_sebi_registered: true,
          sebi_user_type: 'registered_analyst',
        },
      },
    });
    expect(notes().some((text) => text?.includes('investment advice'))).toBe(false);
  });

  it('shows the plans with a live discount struck through, and the price a coupon leaves to pay', async () => {
    const api = routeApi({
      'GET /backend/api/valid_coupon/': (url) =>
        url.searchParams.get('coupon_code') === 'DIWALI10'
          ? json(200, { message: 'Valid Coupon', coupon_id: 3, discount_percentage: 10 })
          : json(200, { message: 'This coupon has expired', coupon_id: null, discount_percentage: 0 }),
    });
    open();
    expect(screen.getByRole('radio', { name: /Monthly/ })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect(screen.getByText('Save 20%')).toBeTruthy();
    expect(screen.getByText('₹4,999.00').tagName).toBe('S');
    expect(screen.getAllByText('₹3,999.00')).toHaveLength(2);

    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toHaveProperty('disabled', true);
    const field = screen.getByRole('textbox', { name: 'Coupon code' });
    fireEvent.change(field, { target: { value: 'OLD5' } });
    fireEvent.click(apply);
    expect((await screen.findByRole('alert')).textContent).toBe('This coupon has expired');

    fireEvent.change(field, { target: { value: 'DIWALI10' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('button', { name: 'Applied' })).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(screen.getByText('Saved 10%')).toBeTruthy();
    expect(screen.getByText('₹3,599.10')).toBeTruthy();
    expect(api.calls('GET', '/backend/api/valid_coupon/')[1]?.url.searchParams.get('group')).toBe('5');

    // Typing again clears the applied state.
    fireEvent.change(field, { target: { value: 'DIWALI1' } });
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveProperty('disabled', false);
    expect(screen.queryByText('Saved 10%')).toBeNull();
  });

  it('pays: the order, the checkout with the server’s amount, the PATCH with the signature, Congratulation', async () => {
    const api = routeApi({
      [`POST ${ORDER}`]: () => json(200, orderAnswer()),
      [`PATCH ${ORDER}`]: () =>
        json(200, {
          message: 'Payment successful',
          status: 'successful',
          group_id: 5,
          membership: { start_date: '2026-05-09', end_date: '2026-06-09', status: 'Active' },
        }),
    });
    open();
    payAndJoin();
    await waitFor(() => expect(checkout.FakeCheckout).toHaveBeenCalledTimes(1));
    const query = api.calls('POST', ORDER)[0]?.url.searchParams;
    expect(Object.fromEntries(query ?? [])).toEqual({ group_id: '5', plan: '31', user_id: '42' });
    expect(checkout.options).toMatchObject({
      key: 'rzp_test_sandbox',
      amount: 44910,
      currency: 'INR',
      name: 'Nifty Swing Club',
      order_id: 'order_AbCdEf12345678',
      prefill: { name: 'Ravi Kumar', contact: '+919810000002' },
    });

    act(() => checkout.pay('pay_Sandbox0000001'));
    expect(await screen.findByText('Congratulation')).toBeTruthy();
    expect(bodyOf(api.calls('PATCH', ORDER)[0]?.init)).toEqual({
      id: 901,
      payment_status: 'successful',
      payment_id: 'pay_Sandbox0000001',
      payment_signature: 'f'.repeat(64),
    });
    expect(screen.getByText('Your membership runs from 9 May 2026 to 9 Jun 2026.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
  });

  it('reports a failed payment, shows “failed : {reason}, Payment ID: {id}” for 2.5 s and closes', async () => {
    const api = routeApi({
      [`POST ${ORDER}`]: () => json(200, orderAnswer()),
      [`PATCH ${ORDER}`]: () => json(200, { message: 'Payment failed', status: 'failed' }),
    });
    const onClose = open();
    payAndJoin();
    await waitFor(() => expect(checkout.FakeCheckout).toHaveBeenCalled());
    act(() => checkout.fail('payment_declined', 'pay_Failed000001'));
    expect(bridge.notify).toHaveBeenCalledWith(
      'failed : payment_declined, Payment ID: pay_Failed000001',
      'error',
      PAYMENT_SNACKBAR_MS,
    );
    expect(onClose).toHaveBeenCalled();
    expect(checkout.closed).toBe(true);
    await waitFor(() => expect(api.calls('PATCH', ORDER)).toHaveLength(1));
    expect(bodyOf(api.calls('PATCH', ORDER)[0]?.init)).toEqual({
      id: 901,
      payment_status: 'failed',
      payment_id: 'pay_Failed000001',
      reason: 'payment_declined',
    });
  });

  it('warns for 2.5 s when the group cannot take payments yet, opening no checkout', async () => {
    routeApi({ [`POST ${ORDER}`]: () => json(400, { message: PAYMENT_MESSAGES.notActive }) });
    open();
    payAndJoin();
    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith(PAYMENT_MESSAGES.notActive, 'warning', PAYMENT_SNACKBAR_MS),
    );
    expect(bridge.notify).toHaveBeenCalledTimes(1);
    expect(checkout.FakeCheckout).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: PAYMENT_MESSAGES.payAndJoin })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('starts the free trial where the group offers one', async () => {
    const api = routeApi({
      'POST /backend/api/subscribe-for-free/': () => json(200, { message: 'Your free trial has started' }),
    });
    const onClose = open({ free_trail: true });
    fireEvent.click(screen.getByRole('button', { name: 'Start free trial' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodyOf(api.calls('POST', '/backend/api/subscribe-for-free/')[0]?.init)).toEqual({ group: 5 });
    expect(bridge.notify).toHaveBeenCalledWith('Your free trial has started', 'success', PAYMENT_SNACKBAR_MS);
  });

  it('a payment refused because its coupon lapsed: told it is refunded, the coupon dropped, the full price next', async () => {
    const api = routeApi({
      'GET /backend/api/valid_coupon/': () =>
        json(200, { message: 'Valid Coupon', coupon_id: 3, discount_percentage: 10 }),
      [`POST ${ORDER}`]: () => json(200, orderAnswer()),
      [`PATCH ${ORDER}`]: () => json(409, { message: ORDER_MESSAGES.couponLapsed }),
    });
    open();
    fireEvent.change(screen.getByRole('textbox', { name: 'Coupon code' }), { target: { value: 'LAST1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('₹449.10')).toBeTruthy();
    payAndJoin();
    await waitFor(() => expect(checkout.FakeCheckout).toHaveBeenCalledTimes(1));
    expect(api.calls('POST', ORDER)[0]?.url.searchParams.get('coupon')).toBe('LAST1');
    act(() => checkout.pay('pay_Sandbox0000002'));

    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith(ORDER_MESSAGES.couponLapsed, 'error', SNACKBAR_MESSAGE_MS),
    );
    expect(screen.getByText(ORDER_MESSAGES.couponLapsed)).toBeTruthy();
    expect(screen.queryByText('Congratulation')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveProperty('value', '');
    expect(screen.queryByText('₹449.10')).toBeNull();
    expect(screen.getAllByText('₹499.00')).toHaveLength(2);

    payAndJoin();
    await waitFor(() => expect(api.calls('POST', ORDER)).toHaveLength(2));
    expect(api.calls('POST', ORDER)[1]?.url.searchParams.has('coupon')).toBe(false);
    expect(screen.queryByText(ORDER_MESSAGES.couponLapsed)).toBeNull();
  });

  it('starts afresh when opened again: no coupon left applied to the price', async () => {
    routeApi({
      'GET /backend/api/valid_coupon/': () =>
        json(200, { message: 'Valid Coupon', coupon_id: 3, discount_percentage: 10 }),
    });
    checkout = installFakeCheckout();
    function Harness() {
      const [isOpen, setIsOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setIsOpen(true)}>
            Open again
          </button>
          <PaymentDialog
            group={premiumGroup()}
            open={isOpen}
            onClose={() => setIsOpen(false)}
            notice={null}
          />
        </>
      );
    }
    renderAt('/', { '/': <Harness /> });
    fireEvent.change(screen.getByRole('textbox', { name: 'Coupon code' }), { target: { value: 'DIWALI10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('₹449.10')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Open again' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.queryByText('₹449.10')).toBeNull();
    expect(screen.getAllByText('₹499.00')).toHaveLength(2);
  });
});
