import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Contact, GROUP_MESSAGES, type Group, SNACKBAR_WARNING_MS } from '@tradecircle/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeLivePriceClient } from '../../../shared/live/fake-web-socket.ts';
import { setLivePriceClient } from '../../../shared/live/live-price-client.ts';
import { bodyOf, installTestBridge, json, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { setViewportWidth } from '../../../test-viewport.ts';
import { routeApi } from '../../follows/testing.ts';
import { MONTHLY, YEARLY } from '../../payments/testing.ts';
import { durationListAnswer } from '../../trades/testing.ts';
import { ADMIN_USER_ID, detailOf, emptyTrades, makeGroup } from '../test-fixtures.ts';
import { PremiumGroupPage } from './premium-group-page.tsx';

const bridge = installTestBridge(() => installFakeLivePriceClient());
afterEach(() => setLivePriceClient(null));

const contact: Contact = {
  cin: 'U67190MH2020PTC123456',
  SEBI_number: 'INH000012345',
  description: 'Equity research for retail investors.',
  office_address: '12 Marine Drive, Mumbai',
  phone: '+912222222222',
  email: 'desk@example.in',
  grievance_officer: { name: 'Asha Rao', email: 'grievance@example.in', mobile: '9800000001' },
  compliance_officer: { name: 'Vikram Shah', email: 'compliance@example.in', mobile: '9800000002' },
  investor_charter: null,
  investor_complaints: null,
};

const premium = (overrides: Partial<Group> = {}) =>
  makeGroup({ group_type: 'Premium', key_offering: ['Two calls a day'], ...overrides });

function answer(group: Group) {
  return routeApi({
    'GET /backend/api/group-detail/': () =>
      json(200, detailOf(group, { user_sebi_details: [contact], key_offering: group.key_offering })),
    'GET /backend/api/group-kpis/': () =>
      json(200, {
        result: {
          closed_trades: 3,
          accuracy: 66.67,
          holding_period: null,
          risk_reward: null,
          avg_trade_return: 1.2,
          roi: null,
          small_sample: true,
          period: 'All',
          calls: 3,
          net: { accuracy: 33.33, avg_trade_return: 0.4, roi: null },
        },
      }),
    'GET /backend/api/trade/trade-list-view/': () => emptyTrades(),
    'GET /backend/api/trade/duration-list': durationListAnswer,
    'POST /backend/api/view-contact-detail/': () => json(200, { message: 'ok' }),
  });
}

const open = () =>
  renderAt('/premium-groups/detail/5', { '/premium-groups/detail/:id': <PremiumGroupPage /> });

describe('PremiumGroupPage', () => {
  it('shows the contact card after View contact details, logging the view of the admin’s card', async () => {
    setViewportWidth(1280);
    const api = answer(premium());
    open();
    const card = await screen.findByRole('region', { name: 'Contact and registration' });
    expect(within(card).queryByText('INH000012345')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'View contact details' }));
    expect(within(card).getByText('INH000012345')).toBeTruthy();
    expect(within(card).getByText('Asha Rao')).toBeTruthy();
    await waitFor(() => expect(api.calls('POST', '/backend/api/view-contact-detail/')).toHaveLength(1));
    expect(bodyOf(api.calls('POST', '/backend/api/view-contact-detail/')[0]?.init)).toEqual({
      user: ADMIN_USER_ID,
    });
    expect(screen.getByText('Two calls a day')).toBeTruthy();
    expect(screen.getByText('Plans coming soon')).toBeTruthy();
    expect(await screen.findByText('Small sample')).toBeTruthy();
  });

  it('says content is not investment advice when the admin is not SEBI-registered', async () => {
    setViewportWidth(1280);
    answer(premium());
    open();
    expect(await screen.findByRole('note')).toHaveProperty(
      'textContent',
      expect.stringContaining('Nothing posted here is investment advice'),
    );
  });

  it("gives a phone's non-member a Subscribe Now bar, which warns while payments are not active", async () => {
    setViewportWidth(375);
    storeValidLogin();
    const api = answer(premium());
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe Now' }));
    expect(bridge.notify).toHaveBeenCalledWith(
      GROUP_MESSAGES.paymentNotActive,
      'warning',
      SNACKBAR_WARNING_MS,
    );
    expect(api.calls('POST', '/backend/api/groups/5/join/')).toHaveLength(0);
  });

  it('gives a member on a phone a Watchlist tab and no Subscribe Now bar', async () => {
    setViewportWidth(375);
    storeValidLogin();
    routeApi({
      'GET /backend/api/group-detail/': () =>
        json(
          200,
          detailOf(premium({ is_participant: true }), { watchlist_data: { id: 3, name: 'Watchlist' } }),
        ),
      'GET /backend/api/group-kpis/': () => json(404, {}),
      'GET /backend/api/trade/trade-list-view/': () => emptyTrades(),
      'GET /backend/api/watchlist/detail/': () => json(200, { items: [], count: 0, max: 50 }),
    });
    open();
    fireEvent.click(await screen.findByRole('tab', { name: 'Watchlist' }));
    expect(await screen.findByText('0/50')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Subscribe Now' })).toBeNull();
  });

  it('lists the plans and opens the payment dialog from Subscribe Now; the admin’s menu has plans and coupons', async () => {
    setViewportWidth(375);
    storeValidLogin();
    answer(premium({ price: [MONTHLY, YEARLY], is_payment_active: true, can_take_payments: true }));
    open();
    const plans = await screen.findByRole('list', { name: 'Plans' });
    expect(within(plans).getByText('Save 20%')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nifty Swing Club' }, { timeout: 5000 });
    expect(within(dialog).getByRole('radio', { name: /Monthly/ })).toHaveProperty('checked', true);
  });

  it('gives the admin of a premium group Subscription plans and Coupons in the menu', async () => {
    setViewportWidth(1280);
    storeValidLogin();
    answer(premium({ is_admin: true }));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Group actions' }));
    // The menu's code loads when it is first opened.
    expect(await screen.findByRole('menuitem', { name: 'Subscription plans' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Coupons' })).toBeTruthy();
  });

  it('tells a premium member who leaves that no refund is given', async () => {
    setViewportWidth(1280);
    storeValidLogin();
    answer(premium({ is_participant: true }));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Group actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Leave Group' }));
    const confirm = await screen.findByRole('dialog', { name: 'Leave Group' });
    expect(within(confirm).getByText(/no refund is given for the days left/)).toBeTruthy();
  });

  it('lets a member renew through the payment dialog', async () => {
    setViewportWidth(1280);
    storeValidLogin();
    answer(
      premium({
        is_participant: true,
        price: [MONTHLY, YEARLY],
        is_payment_active: true,
        can_take_payments: true,
      }),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Renew' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nifty Swing Club' }, { timeout: 5000 });
    expect(within(dialog).getByRole('button', { name: 'Pay & Join' })).toBeTruthy();
  });
});
