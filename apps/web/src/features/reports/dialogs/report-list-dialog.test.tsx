import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StockReport } from '@tradecircle/domain';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, callsTo, installTestBridge, json, mockApi, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { installFakeCheckout, orderAnswer } from '../../payments/testing.ts';
import { ReportListDialog } from './report-list-dialog.tsx';

const LIST = 'GET /backend/api/trade/stock-reports/';

const bridge = installTestBridge(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const report = (overrides: Partial<StockReport> = {}): StockReport => ({
  id: 5,
  stock_name: 'Reliance Industries Ltd',
  stock_symbol: 'RELIANCE',
  posted_by_name: 'Ananya Sharma',
  price: 999,
  discount_price: null,
  description: null,
  valid_till: '2027-05-09T10:00:00.000Z',
  is_free: false,
  is_downloaded: false,
  is_author: false,
  ...overrides,
});
const start = () =>
  renderAt('/trending/reports', {
    '/trending/reports': (
      <ReportListDialog open onClose={() => {}} stockId={31} stockName="Reliance Industries Ltd" />
    ),
  });

describe('ReportListDialog', () => {
  it('buys a paid report: order, checkout, outcome; then it is a View and listed as downloaded', async () => {
    storeValidLogin();
    const checkout = installFakeCheckout();
    let bought = false;
    const fetchMock = mockApi({
      [LIST]: () => json(200, { data: [report({ discount_price: 799, is_purchased: bought })] }),
      'POST /backend/api/trade/report-payment/': () =>
        json(200, orderAnswer({ group_detail: undefined, total_price: 799, amount: 79900 })),
      'PATCH /backend/api/order-payment/': () => {
        bought = true;
        return json(200, { message: 'Payment successful', status: 'successful', report_id: 5 });
      },
      'POST /backend/api/trade/stock-reports/5/download/': () =>
        json(200, {
          report_pdf: '/backend/api/files/reports/a.pdf?x=1',
          expiry_date: '2027-05-09T10:00:00.000Z',
        }),
    });
    start();
    const entry = await screen.findByRole('listitem', { name: 'Report by Ananya Sharma' });
    expect(within(entry).getByTestId('report-price').textContent).toBe('₹799.00');
    fireEvent.click(within(entry).getByRole('button', { name: 'Buy for ₹799.00' }));
    await waitFor(() => expect(checkout.FakeCheckout).toHaveBeenCalled());
    expect(bodyOf(callsTo(fetchMock, 'POST', '/backend/api/trade/report-payment/')[0]?.[1])).toEqual({
      report_id: 5,
    });
    expect(checkout.options).toMatchObject({
      amount: 79900,
      currency: 'INR',
      order_id: 'order_AbCdEf12345678',
    });
    checkout.pay('pay_Report0000001');
    expect(await within(entry).findByRole('button', { name: 'View' })).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, 'PATCH', '/backend/api/order-payment/')[0]?.[1])).toEqual({
      id: 901,
      payment_status: 'successful',
      payment_id: 'pay_Report0000001',
      payment_signature: 'f'.repeat(64),
    });
    expect(callsTo(fetchMock, 'POST', '/backend/api/trade/stock-reports/5/download/')).toHaveLength(1);
    expect(bridge.notify).toHaveBeenCalledWith('Payment successful', 'success', 2500);
    checkout.uninstall();
  });

  it('reports a failed payment and shows its reason and payment id for 2.5 s', async () => {
    storeValidLogin();
    const checkout = installFakeCheckout();
    const fetchMock = mockApi({
      [LIST]: () => json(200, { data: [report()] }),
      'POST /backend/api/trade/report-payment/': () => json(200, orderAnswer({ group_detail: undefined })),
      'PATCH /backend/api/order-payment/': () => json(200, { message: 'Payment failed', status: 'failed' }),
    });
    start();
    fireEvent.click(await screen.findByRole('button', { name: 'Buy for ₹999.00' }));
    await waitFor(() => expect(checkout.FakeCheckout).toHaveBeenCalled());
    checkout.fail('payment_declined', 'pay_Failed0000001');
    expect(bridge.notify).toHaveBeenCalledWith(
      'failed : payment_declined, Payment ID: pay_Failed0000001',
      'error',
      2500,
    );
    await waitFor(() =>
      expect(bodyOf(callsTo(fetchMock, 'PATCH', '/backend/api/order-payment/')[0]?.[1])).toEqual({
        id: 901,
        payment_status: 'failed',
        payment_id: 'pay_Failed0000001',
        reason: 'payment_declined',
      }),
    );
    expect(checkout.closed).toBe(true);
    expect(screen.getByRole('button', { name: 'Buy for ₹999.00' })).toBeTruthy();
    checkout.uninstall();
  });

  it('opens the signed link of a free report in a new tab', async () => {
    storeValidLogin();
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    mockApi({
      [LIST]: () => json(200, { data: [report({ is_free: true })] }),
      'POST /backend/api/trade/stock-reports/5/download/': () =>
        json(200, {
          report_pdf: '/backend/api/files/reports/a.pdf?x=1',
          expiry_date: '2027-05-09T10:00:00.000Z',
        }),
    });
    start();
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(tab.location.href).toBe('/backend/api/files/reports/a.pdf?x=1'));
    expect(tab.opener).toBeNull();
  });

  it('lets the author make the report free', async () => {
    storeValidLogin();
    const fetchMock = mockApi({
      [LIST]: () => json(200, { data: [report({ is_author: true })] }),
      'PATCH /backend/api/trade/stock-reports/5/': () =>
        json(200, { message: 'Report is now free to download' }),
    });
    start();
    const entry = await screen.findByRole('listitem', { name: 'Report by Ananya Sharma' });
    expect(within(entry).getByRole('button', { name: 'View' })).toBeTruthy();
    const toggle = within(entry).getByRole<HTMLInputElement>('switch', { name: 'Free to download' });
    fireEvent.click(toggle);
    // Checked, and locked, from the click itself until the server answers: no frame snaps back.
    expect(toggle.checked).toBe(true);
    expect(toggle.disabled).toBe(true);
    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith('Report is now free to download', 'success', undefined),
    );
    expect(bodyOf(callsTo(fetchMock, 'PATCH', '/backend/api/trade/stock-reports/5/')[0]?.[1])).toEqual({
      is_free: true,
    });
  });

  it('sends a visitor who wants to download to login', async () => {
    mockApi({ [LIST]: () => json(200, { data: [report({ is_free: true })] }) });
    const router = start();
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(bridge.notify).toHaveBeenCalledWith('Login required for following action', 'info', undefined);
  });
});
