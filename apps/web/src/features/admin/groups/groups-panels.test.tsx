import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ADMIN_MESSAGES,
  GROUP_REVIEW_MESSAGES,
  type GroupReview,
  MARGIN_MESSAGES,
  type MarginOverride,
} from '@tradecircle/domain';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, installTestBridge, json, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { setViewportWidth } from '../../../test-viewport.ts';
import { routeApi } from '../../follows/testing.ts';
import { GROUP_REVIEW_TEXTS, GroupReviewPanel } from './group-review-panel.tsx';
import { parseMarginPercent } from './margin-dialog.tsx';
import { MARGINS_TEXTS, MarginsPanel } from './margins-panel.tsx';

const QUEUE = '/backend/api/admin/groups/';
const MARGINS = '/backend/api/admin/margins/';

installTestBridge(() => {
  storeValidLogin();
  setViewportWidth(1280);
  vi.stubGlobal('scrollTo', vi.fn());
});

const group = (id: number, name: string, overrides: Partial<GroupReview> = {}): GroupReview => ({
  id,
  name,
  group_type: 'Premium',
  description: `${name}: swing trades with a stop loss on every call`,
  picture: null,
  verification_status: 'Pending',
  verification_remark: null,
  admin: { id: 100 + id, name: `Admin ${id}` },
  admin_payout_status: 'Verified',
  price: [
    {
      id: 1,
      plan: 'Monthly',
      plan_name: 'Monthly',
      price: 799,
      discount_price: null,
      is_discount_price_live: false,
      discount_percentage: 0,
    },
  ],
  created: '2026-11-20T10:00:00.000Z',
  updated: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const pageOf = <T,>(results: T[]) => ({
  results,
  page_info: {
    page_number: 1,
    detail_count: 20,
    total_page: results.length ? 1 : 0,
    total_count: results.length,
  },
});

describe('GroupReviewPanel', () => {
  it('lists pending groups, filters by type, shows a group’s detail and approves it', async () => {
    let pending = [group(1, 'Positional Picks'), group(2, 'Open Room', { group_type: 'Public', price: [] })];
    const api = routeApi({
      [`GET ${QUEUE}`]: (url) => {
        const type = url.searchParams.get('group_type');
        return json(200, pageOf(pending.filter((row) => !type || row.group_type === type)));
      },
      [`POST ${QUEUE}1/approve/`]: () => {
        pending = pending.filter((row) => row.id !== 1);
        return json(200, {
          message: GROUP_REVIEW_MESSAGES.approved,
          group: group(1, 'Positional Picks', { verification_status: 'Verified' }),
        });
      },
    });
    renderAt('/', { '/': <GroupReviewPanel /> });
    const table = await screen.findByRole('table', { name: GROUP_REVIEW_TEXTS.tableLabel });
    expect(within(table).getByText('Open Room')).toBeTruthy();
    expect(within(table).getByText('Monthly ₹799.00')).toBeTruthy();
    expect(api.calls('GET', QUEUE)[0]?.url.searchParams.get('status')).toBe('Pending');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: GROUP_REVIEW_TEXTS.typeLabel }));
    fireEvent.click(await screen.findByRole('option', { name: 'Premium' }));
    await waitFor(() => expect(screen.queryByText('Open Room')).toBeNull());
    expect(api.calls('GET', QUEUE).at(-1)?.url.searchParams.get('group_type')).toBe('Premium');

    fireEvent.click(screen.getByRole('button', { name: 'Review Positional Picks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review Positional Picks' });
    expect(within(dialog).getByText(/swing trades with a stop loss/)).toBeTruthy();
    expect(within(dialog).getByText('Monthly: ₹799.00')).toBeTruthy();
    expect(within(dialog).getByText('Verified', { selector: '.MuiChip-label' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.calls('POST', `${QUEUE}1/approve/`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(GROUP_REVIEW_TEXTS.empty.Pending)).toBeTruthy();
  });

  it('needs a remark to reject, sends it trimmed, and shows the server’s refusal', async () => {
    const api = routeApi({
      [`GET ${QUEUE}`]: () => json(200, pageOf([group(3, 'Sure Shot Calls')])),
      [`POST ${QUEUE}3/reject/`]: () => json(409, { message: GROUP_REVIEW_MESSAGES.notPending }),
    });
    renderAt('/', { '/': <GroupReviewPanel /> });
    fireEvent.click(await screen.findByRole('button', { name: 'Review Sure Shot Calls' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject…' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.remarkRequired)).toBeTruthy();
    expect(api.calls('POST', `${QUEUE}3/reject/`)).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Remark for the group admin/ }), {
      target: { value: '  The name promises returns ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(GROUP_REVIEW_MESSAGES.notPending)).toBeTruthy();
    expect(bodyOf(api.calls('POST', `${QUEUE}3/reject/`)[0]!.init)).toEqual({
      remark: 'The name promises returns',
    });
  });

  it('says when the queue is empty or could not be loaded, and shows cards at 390 px', async () => {
    setViewportWidth(390);
    let fail = true;
    routeApi({
      [`GET ${QUEUE}`]: () => (fail ? json(500, {}) : json(200, pageOf([group(4, 'Phone Group')]))),
    });
    renderAt('/', { '/': <GroupReviewPanel /> });
    expect(await screen.findByText(GROUP_REVIEW_TEXTS.failed)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const list = await screen.findByRole('list', { name: GROUP_REVIEW_TEXTS.tableLabel });
    expect(within(list).getByText('Phone Group')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

const override = (kind: 'expert' | 'group', id: number, name: string, percent: number): MarginOverride => ({
  kind,
  id,
  name,
  admin: kind === 'group' ? { id: 7, name: 'Karan Mehta' } : null,
  margin_percent: percent,
});

describe('MarginsPanel', () => {
  it('lists overrides with the default, sets one by id, and clears one', async () => {
    let results = [override('expert', 7, 'Karan Mehta', 12.5)];
    const api = routeApi({
      [`GET ${MARGINS}`]: () => json(200, { default_margin_percent: 10, ...pageOf(results) }),
      [`PUT ${MARGINS}groups/42/`]: (_url, init) => {
        const body = JSON.parse(String(init?.body));
        results = [...results, override('group', 42, 'Positional Picks', body.margin_percent)];
        return json(200, {
          message: MARGIN_MESSAGES.saved,
          margin_percent: 7.25,
          effective_margin_percent: 7.25,
        });
      },
      [`PUT ${MARGINS}experts/7/`]: () => {
        results = results.filter((row) => row.kind !== 'expert');
        return json(200, {
          message: MARGIN_MESSAGES.cleared,
          margin_percent: null,
          effective_margin_percent: 10,
        });
      },
    });
    renderAt('/', { '/': <MarginsPanel /> });
    const table = await screen.findByRole('table', { name: MARGINS_TEXTS.tableLabel });
    expect(within(table).getByText('12.5%')).toBeTruthy();
    expect(screen.getByText(MARGINS_TEXTS.defaultMargin(10))).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: MARGINS_TEXTS.setMargin }));
    const dialog = await screen.findByRole('dialog', { name: 'Set margin' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Group' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Group id/ }), { target: { value: '42' } });
    const percent = within(dialog).getByRole('textbox', { name: /Platform fee/ });
    fireEvent.change(percent, { target: { value: '7.255' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MARGIN_MESSAGES.marginPercent)).toBeTruthy();
    expect(api.calls('PUT', `${MARGINS}groups/42/`)).toHaveLength(0);
    fireEvent.change(percent, { target: { value: '7.25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(api.calls('PUT', `${MARGINS}groups/42/`)[0]!.init)).toEqual({ margin_percent: 7.25 });
    expect(await screen.findByText('7.25%')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear Expert Karan Mehta' }));
    await waitFor(() =>
      expect(bodyOf(api.calls('PUT', `${MARGINS}experts/7/`)[0]!.init)).toEqual({ margin_percent: null }),
    );
    await waitFor(() => expect(screen.queryByText('12.5%')).toBeNull());
  });

  it('reads percentages with at most two decimals from 0 to 100', () => {
    expect(parseMarginPercent('12.5')).toBe(12.5);
    expect(parseMarginPercent(' 0 ')).toBe(0);
    expect(parseMarginPercent('100')).toBe(100);
    for (const text of ['100.01', '-1', '1.234', 'ten', '', '1e2'])
      expect(parseMarginPercent(text)).toBeNull();
  });
});
