import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StockReport } from '@tradecircle/domain';
import { describe, expect, it, vi } from 'vitest';
import { readSession } from '../../../api/session.ts';
import { bodyOf, callsTo, installTestBridge, json, mockApi, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
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
  it("shows the server's reason for a paid report and keeps the session", async () => {
    storeValidLogin();
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    mockApi({
      [LIST]: () => json(200, [report()]),
      'POST /backend/api/trade/stock-reports/5/download/': () =>
        json(403, { message: 'This report is paid; buying reports opens with online payments' }),
    });
    start();
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith(
        'This report is paid; buying reports opens with online payments',
        'error',
        undefined,
      ),
    );
    expect(tab.close).toHaveBeenCalled();
    expect(bridge.navigate).not.toHaveBeenCalled();
    expect(readSession().userId).toBe('42');
  });

  it('opens the signed link of a free report in a new tab', async () => {
    storeValidLogin();
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    mockApi({
      [LIST]: () => json(200, [report({ is_free: true })]),
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

  it('lets the author make the report free until payments open', async () => {
    storeValidLogin();
    const fetchMock = mockApi({
      [LIST]: () => json(200, [report({ is_author: true })]),
      'PATCH /backend/api/trade/stock-reports/5/': () =>
        json(200, { message: 'Report is now free to download' }),
    });
    start();
    const entry = await screen.findByRole('listitem', { name: 'Report by Ananya Sharma' });
    expect(within(entry).getByRole('button', { name: 'View' })).toBeTruthy();
    const toggle = within(entry).getByRole<HTMLInputElement>('switch', { name: 'Free until payments open' });
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
    mockApi({ [LIST]: () => json(200, [report()]) });
    const router = start();
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(bridge.notify).toHaveBeenCalledWith('Login required for following action', 'info', undefined);
  });
});
