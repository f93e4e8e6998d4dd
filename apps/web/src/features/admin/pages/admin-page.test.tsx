import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_MESSAGES, type PaymentInfoReview } from '@tradecircle/domain';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, installTestBridge, json, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { setViewportWidth } from '../../../test-viewport.ts';
import { routeApi } from '../../follows/testing.ts';
import { PAYMENT_QUEUE_TEXTS } from '../components/payment-info-queue.tsx';
import { VIDEOS_QUEUE_TEXTS } from '../videos/videos-queue-panel.tsx';
import { ADMIN_TEXTS, AdminPage } from './admin-page.tsx';

const ME = '/backend/api/admin/me/';
const QUEUE = '/backend/api/admin/payment-info/';

installTestBridge(() => {
  storeValidLogin();
  setViewportWidth(1280);
  vi.stubGlobal('scrollTo', vi.fn());
});

const review = (id: number, name: string, overrides: Partial<PaymentInfoReview> = {}): PaymentInfoReview => ({
  id,
  user: { id: 100 + id, name },
  account_holder_name: name,
  bank_name: 'HDFC Bank',
  account_number: 'XXXXXX1234',
  ifsc_code: 'HDFC0001234',
  pan_number: 'XXXXXX234F',
  gst_number: null,
  verification_status: 'Pending',
  remark: null,
  updated: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const pageOf = (results: PaymentInfoReview[]) => ({
  results,
  page_info: {
    page_number: 1,
    detail_count: 20,
    total_page: results.length ? 1 : 0,
    total_count: results.length,
  },
});

const superAdmin = { is_superuser: true, teams: [], permissions: [] };
const show = (path = '/admin') =>
  renderAt(path, { '/admin': <AdminPage />, '/admin/:section': <AdminPage /> });

describe('AdminPage', () => {
  it('opens the first section the role allows, as a tab, and keeps other sections closed', async () => {
    routeApi({
      [`GET ${ME}`]: () =>
        json(200, { is_superuser: false, teams: [{ id: 2, name: 'Content' }], permissions: ['videos'] }),
      'GET /backend/api/admin/videos/': () => json(200, pageOf([])),
    });
    const router = show();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/videos-verification'));
    const tabs = await screen.findByRole('tablist', { name: ADMIN_TEXTS.sectionsLabel });
    // Users (the user lookup) is open to every staff member.
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Videos', 'Users']);
    expect(await screen.findByText(VIDEOS_QUEUE_TEXTS.empty)).toBeTruthy();
    cleanup();

    show('/admin/payouts');
    expect(await screen.findByText(ADMIN_TEXTS.noSection)).toBeTruthy();
  });

  it('tells a signed-in user without a staff role that the panel is not for them, asking nothing else', async () => {
    const api = routeApi({ [`GET ${ME}`]: () => json(403, { message: ADMIN_MESSAGES.forbidden }) });
    show();
    expect(await screen.findByText(ADMIN_TEXTS.noAccess)).toBeTruthy();
    expect(api.calls('GET', QUEUE)).toHaveLength(0);
  });

  it('gives a staff member whose team has no queue the user lookup only', async () => {
    routeApi({
      [`GET ${ME}`]: () =>
        json(200, { is_superuser: false, teams: [{ id: 3, name: 'Support' }], permissions: [] }),
      'GET /backend/api/admin/users/': () =>
        json(200, {
          results: [],
          page_info: { page_number: 1, detail_count: 20, total_page: 0, total_count: 0 },
        }),
    });
    const router = show();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    const tabs = await screen.findByRole('tablist', { name: ADMIN_TEXTS.sectionsLabel });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Users']);
    expect(screen.getByText('Support')).toBeTruthy();
  });

  it('lists pending payout details with masked numbers and approves one, reading the queue again', async () => {
    let pending = [review(1, 'Ananya Sharma'), review(2, 'Rohit Verma')];
    const api = routeApi({
      [`GET ${ME}`]: () => json(200, superAdmin),
      [`GET ${QUEUE}`]: (url) =>
        json(200, pageOf(url.searchParams.get('status') === 'Pending' ? pending : [])),
      [`POST ${QUEUE}1/approve/`]: () => {
        pending = pending.filter((row) => row.id !== 1);
        return json(200, {
          message: 'Payment information verified',
          payment_info: review(1, 'Ananya Sharma', { verification_status: 'Verified' }),
        });
      },
    });
    show();
    const table = await screen.findByRole('table', { name: PAYMENT_QUEUE_TEXTS.tableLabel });
    expect(within(table).getByText('Rohit Verma')).toBeTruthy();
    expect(within(table).getAllByText(/A\/c XXXXXX1234 · IFSC HDFC0001234 · PAN XXXXXX234F/)).toHaveLength(2);
    expect(api.calls('GET', QUEUE)[0]?.url.searchParams.get('status')).toBe('Pending');

    fireEvent.click(within(table).getByRole('button', { name: 'Approve Ananya Sharma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve payment information' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.calls('POST', `${QUEUE}1/approve/`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByText('Ananya Sharma')).toBeNull());
    expect(screen.getByText('Rohit Verma')).toBeTruthy();
  });

  it('needs a remark to reject, sends it trimmed, and shows the server’s refusal in the dialog', async () => {
    const api = routeApi({
      [`GET ${ME}`]: () =>
        json(200, { is_superuser: false, teams: [{ id: 1, name: 'Compliance' }], permissions: ['payouts'] }),
      [`GET ${QUEUE}`]: () => json(200, pageOf([review(1, 'Ananya Sharma')])),
      [`POST ${QUEUE}1/reject/`]: () => json(409, { message: ADMIN_MESSAGES.notPending }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject Ananya Sharma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject payment information' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.remarkRequired)).toBeTruthy();
    expect(api.calls('POST', `${QUEUE}1/reject/`)).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Remark for the owner/ }), {
      target: { value: '  The PAN does not match the account holder  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.calls('POST', `${QUEUE}1/reject/`)).toHaveLength(1));
    expect(bodyOf(api.calls('POST', `${QUEUE}1/reject/`)[0]?.init)).toEqual({
      remark: 'The PAN does not match the account holder',
    });
    expect(await within(dialog).findByText(ADMIN_MESSAGES.notPending)).toBeTruthy();
  });

  it('says so when a status has nothing, offers Retry when the queue fails, and shows cards on a phone', async () => {
    setViewportWidth(390);
    let fail = true;
    routeApi({
      [`GET ${ME}`]: () => json(200, superAdmin),
      [`GET ${QUEUE}`]: (url) => {
        if (fail) return json(500, { message: 'down' });
        return json(
          200,
          pageOf(url.searchParams.get('status') === 'Rejected' ? [] : [review(1, 'Ananya Sharma')]),
        );
      },
    });
    show();
    expect(await screen.findByText(PAYMENT_QUEUE_TEXTS.failed, {}, { timeout: 10_000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const list = await screen.findByRole('list', { name: PAYMENT_QUEUE_TEXTS.tableLabel });
    expect(within(list).getByText('Ananya Sharma')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Rejected' }));
    expect(await screen.findByText(PAYMENT_QUEUE_TEXTS.empty.Rejected)).toBeTruthy();
  });
});
