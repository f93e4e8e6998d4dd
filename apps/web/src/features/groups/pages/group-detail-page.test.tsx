import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GROUP_MESSAGES, type Group } from '@tradecircle/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { REDIRECT_GROUP_KEY } from '../../../shared/api/auth-state.ts';
import { installFakeLivePriceClient } from '../../../shared/live/fake-web-socket.ts';
import { setLivePriceClient } from '../../../shared/live/live-price-client.ts';
import { installTestBridge, json, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { setViewportWidth } from '../../../test-viewport.ts';
import { routeApi } from '../../follows/testing.ts';
import { durationListAnswer, makeTrade } from '../../trades/testing.ts';
import { detailOf, emptyTrades, makeGroup } from '../test-fixtures.ts';
import { GroupDetailPage } from './group-detail-page.tsx';

const bridge = installTestBridge(() => {
  installFakeLivePriceClient();
  setViewportWidth(1280);
});
afterEach(() => setLivePriceClient(null));

const PAGE_INFO = { page_number: 1, detail_count: 18, total_page: 1, total_count: 1 };
const KPIS = {
  result: {
    closed_trades: 0,
    accuracy: null,
    holding_period: null,
    risk_reward: null,
    avg_trade_return: null,
    roi: null,
    small_sample: false,
    period: 'All',
    calls: 0,
    net: { accuracy: null, avg_trade_return: null, roi: null },
  },
};

function answer(group: Group, routes: Parameters<typeof routeApi>[0] = {}) {
  return routeApi({
    'GET /backend/api/group-detail/': () => json(200, detailOf(group)),
    'GET /backend/api/get-group-detail/': () => json(200, { group_detail: group }),
    'GET /backend/api/group-kpis/': () => json(200, KPIS),
    'GET /backend/api/trade/trade-list-view/': () => emptyTrades(),
    'GET /backend/api/trade/duration-list': durationListAnswer,
    ...routes,
  });
}

const open = (path = '/groups/5') => renderAt(path, { '/groups/:id': <GroupDetailPage /> });

describe('GroupDetailPage: description', () => {
  it('cuts the description at 200 characters with Read more / Show less', async () => {
    storeValidLogin();
    const description = `${'a'.repeat(195)} bbbbb ccccc ddddd`;
    answer(makeGroup({ description, is_participant: true }));
    open();
    const about = await screen.findByRole('region', { name: 'About the group' });
    expect(within(about).queryByText(description)).toBeNull();
    expect(within(about).getByText(/^a+ bbbb…$/)).toBeTruthy();
    fireEvent.click(within(about).getByRole('button', { name: 'Read more' }));
    expect(within(about).getByText(description)).toBeTruthy();
    fireEvent.click(within(about).getByRole('button', { name: 'Show less' }));
    expect(within(about).queryByText(description)).toBeNull();
  });

  it('shows a description of 200 characters whole, without a toggle', async () => {
    storeValidLogin();
    const description = 'x'.repeat(200);
    answer(makeGroup({ description, is_participant: true }));
    open();
    const about = await screen.findByRole('region', { name: 'About the group' });
    expect(within(about).getByText(description)).toBeTruthy();
    expect(within(about).queryByRole('button')).toBeNull();
  });
});

describe('GroupDetailPage: the admin', () => {
  it('deletes the group after the confirmation, then says so and goes to the own profile', async () => {
    storeValidLogin();
    const api = answer(makeGroup({ is_admin: true, is_participant: true }), {
      'DELETE /backend/api/own-groups/5/': () =>
        json(200, { message: 'Successfully deleted Nifty Swing Club' }),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Group actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete group' });
    expect(within(dialog).getByText('Are you sure you want to delete this group?')).toBeTruthy();
    expect(api.calls('DELETE', '/backend/api/own-groups/5/')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith(
        GROUP_MESSAGES.deleted('Nifty Swing Club'),
        'success',
        undefined,
      ),
    );
    expect(api.calls('DELETE', '/backend/api/own-groups/5/')).toHaveLength(1);
    expect((await screen.findByTestId('location')).textContent).toBe('/my-profile');
  });

  it('keeps the group when the confirmation is cancelled', async () => {
    storeValidLogin();
    const api = answer(makeGroup({ is_admin: true, is_participant: true }));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Group actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete group' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete group' })).toBeNull());
    expect(api.calls('DELETE', '/backend/api/own-groups/5/')).toHaveLength(0);
  });

  it('shows the payment setup card and the Featured Trades tab even without featured trades', async () => {
    storeValidLogin();
    answer(makeGroup({ is_admin: true, is_participant: true }));
    open();
    expect(await screen.findByText('Payment information missing')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Featured Trades' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Trade' })).toBeTruthy();
  });
});

describe('GroupDetailPage: visitors and non-members', () => {
  it('shows a featured trade locked, with no call details, and sends a visitor to login from it', async () => {
    const locked = {
      id: 9,
      is_locked: true,
      status: 'Active',
      created: '2026-05-04T04:05:00.000Z',
      is_featured: true,
      posted_by_group: { id: 5, name: 'Nifty Swing Club', group_type: 'Public' },
      security_symbol: null,
    };
    const api = answer(makeGroup({ share_link: '/groups/5' }), {
      'GET /backend/api/trade/trade-list-view/': (url) =>
        url.searchParams.get('res_type') === 'featured'
          ? json(200, { results: [locked], page_info: PAGE_INFO })
          : emptyTrades(),
    });
    open();
    const card = await screen.findByRole('article', { name: 'Locked Live trade' });
    expect(api.calls('GET', '/backend/api/group-detail/')).toHaveLength(0);
    // Nothing of a call: no symbol, side, price or rupee sign.
    expect(card.textContent).not.toMatch(/RELIANCE|Buy|Sell|₹|Target|Stop/);
    expect(screen.queryByRole('article', { name: /RELIANCE/ })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Join to see' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/login');
    expect(localStorage.getItem(REDIRECT_GROUP_KEY)).toBe('5');
  });

  it('passes ?utm_source= along with a join', async () => {
    storeValidLogin();
    const api = answer(makeGroup(), {
      'POST /backend/api/groups/5/join/': () =>
        json(200, { message: 'Joined Nifty Swing Club', status: 'member' }),
    });
    open('/groups/5?utm_source=user_9&utm_medium=share_link');
    fireEvent.click(await screen.findByRole('button', { name: 'Join Group' }));
    await waitFor(() => expect(api.calls('POST', '/backend/api/groups/5/join/')).toHaveLength(1));
    expect(api.calls('POST', '/backend/api/groups/5/join/')[0]?.url.searchParams.get('utm_source')).toBe(
      'user_9',
    );
  });

  it("shows a member's trades and lets the member leave after a confirmation", async () => {
    storeValidLogin();
    const trade = makeTrade({
      id: 31,
      posted_by_group: { id: 5, name: 'Nifty Swing Club', group_type: 'Public' },
    });
    const api = answer(makeGroup({ is_participant: true }), {
      'GET /backend/api/trade/trade-list-view/': (url) =>
        url.searchParams.get('res_type') === 'featured'
          ? emptyTrades()
          : json(200, { results: [trade], page_info: PAGE_INFO }),
      'POST /backend/api/groups/5/leave/': () => json(200, { message: 'You left Nifty Swing Club' }),
    });
    open();
    expect(await screen.findByText('RELIANCE')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Featured Trades' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Group actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Leave Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Group' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(api.calls('POST', '/backend/api/groups/5/leave/')).toHaveLength(1));
    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith('You left Nifty Swing Club', 'success', undefined),
    );
  });

  it('shows a 404 as a group that does not exist', async () => {
    answer(makeGroup(), {
      'GET /backend/api/get-group-detail/': () => json(404, { message: 'Group not found' }),
    });
    open();
    expect(await screen.findByText('This group does not exist or has been deleted.')).toBeTruthy();
    expect(bridge.notify).not.toHaveBeenCalled();
  });
});
