import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, installTestBridge, json, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { routeApi } from '../../follows/testing.ts';
import type { Coupon } from '../api.ts';
import { premiumGroup } from '../test-fixtures.ts';
import { CouponsDialog } from './coupons-dialog.tsx';
import { PlansEditorDialog } from './plans-editor-dialog.tsx';

installTestBridge(() => storeValidLogin());

const coupon = (overrides: Partial<Coupon>): Coupon => ({
  id: 1,
  code: 'DIWALI10',
  group: 5,
  group_name: 'Nifty Swing Club',
  discount_percentage: 10,
  valid_from: '2026-01-01T00:00:00+05:30',
  valid_until: '2099-01-01T00:00:00+05:30',
  usage_limit: 50,
  times_used: 3,
  is_active: true,
  ...overrides,
});

describe('PlansEditorDialog', () => {
  it('edits the six periods, checks prices as the server does and PUTs the set that is on', async () => {
    const api = routeApi({
      'PUT /backend/api/group-plans/5/': () => json(200, { message: 'Plans saved', plans: [] }),
    });
    const onClose = vi.fn();
    renderAt('/', { '/': <PlansEditorDialog group={premiumGroup()} open onClose={onClose} /> });
    const row = (period: string) => screen.getByRole('group', { name: `${period} plan` });
    expect(within(row('Monthly')).getByRole('switch', { name: 'Monthly' })).toHaveProperty('checked', true);
    expect(within(row('Daily')).getByRole('textbox', { name: 'Price' })).toHaveProperty('disabled', true);

    fireEvent.click(within(row('Weekly')).getByRole('switch', { name: 'Weekly' }));
    fireEvent.change(within(row('Weekly')).getByRole('textbox', { name: 'Price' }), {
      target: { value: '149.999' },
    });
    fireEvent.change(within(row('Yearly')).getByRole('textbox', { name: 'Discount price' }), {
      target: { value: '5999' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save plans' }));
    expect(screen.getByText('Price must be in rupees with at most two decimals')).toBeTruthy();
    expect(screen.getByText('Discount price must be below the price')).toBeTruthy();
    expect(api.calls('PUT', '/backend/api/group-plans/5/')).toHaveLength(0);

    fireEvent.change(within(row('Weekly')).getByRole('textbox', { name: 'Price' }), {
      target: { value: '149' },
    });
    fireEvent.change(within(row('Yearly')).getByRole('textbox', { name: 'Discount price' }), {
      target: { value: '3999' },
    });
    fireEvent.click(within(row('Monthly')).getByRole('switch', { name: 'Monthly' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save plans' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodyOf(api.calls('PUT', '/backend/api/group-plans/5/')[0]?.init)).toEqual({
      plans: [
        { plan: 'Weekly', price: 149, discount_price: null, is_discount_price_live: false },
        { plan: 'Yearly', price: 4999, discount_price: 3999, is_discount_price_live: true },
      ],
    });
  });
});

describe('CouponsDialog', () => {
  it('lists this group’s coupons, creates one and deactivates one', async () => {
    const api = routeApi({
      'GET /backend/api/coupons/': () =>
        json(200, {
          coupons: [
            coupon({}),
            coupon({ id: 2, code: 'ALLGROUPS', group: null, group_name: null, usage_limit: null }),
            coupon({ id: 3, code: 'OTHERGROUP', group: 9, group_name: 'Options Desk' }),
          ],
        }),
      'POST /backend/api/coupons/': () => json(201, { message: 'Coupon created', coupon: coupon({ id: 4 }) }),
      'DELETE /backend/api/coupons/1/': () => json(200, { message: 'Coupon deactivated' }),
    });
    renderAt('/', { '/': <CouponsDialog group={premiumGroup()} open onClose={() => {}} /> });
    const list = await screen.findByRole('list', { name: 'Coupons' });
    expect(within(list).getByText('DIWALI10')).toBeTruthy();
    expect(within(list).getByText('ALLGROUPS')).toBeTruthy();
    expect(within(list).queryByText('OTHERGROUP')).toBeNull();

    const form = screen.getByRole('form', { name: 'New coupon' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Code' }), { target: { value: 'x' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create coupon' }));
    expect(within(form).getByText('Coupon code is 3 to 32 letters or digits')).toBeTruthy();

    fireEvent.change(within(form).getByRole('textbox', { name: 'Code' }), { target: { value: 'new20' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Discount %' }), { target: { value: '20' } });
    fireEvent.change(within(form).getByLabelText(/Valid from/), { target: { value: '01/06/2026' } });
    fireEvent.change(within(form).getByLabelText(/Valid until/), { target: { value: '30/06/2026' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(api.calls('POST', '/backend/api/coupons/')).toHaveLength(1));
    expect(bodyOf(api.calls('POST', '/backend/api/coupons/')[0]?.init)).toEqual({
      code: 'NEW20',
      group: 5,
      discount_percentage: 20,
      valid_from: '2026-06-01',
      valid_until: '2026-06-30',
      usage_limit: null,
    });

    fireEvent.click(within(list).getByRole('button', { name: 'Deactivate DIWALI10' }));
    await waitFor(() => expect(api.calls('DELETE', '/backend/api/coupons/1/')).toHaveLength(1));
  });
});
