import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TradeReportItem } from '@tradecircle/domain';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, installTestBridge, json, mockApi, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { setViewportWidth } from '../../../test-viewport.ts';
import { POTENTIAL_PNL_HINT } from '../report/trade-report-table.tsx';
import {
  TRADE_REPORTS_EMPTY,
  TRADE_REPORTS_FAILED,
  TRADE_REPORTS_HEADING,
  TradeReportListPage,
} from './trade-report-list-page.tsx';

const LIST = '/backend/api/trade/trade-report-list/';
const PATH = '/Download-Trade-Report-List';

const bridge = installTestBridge(() => {
  storeValidLogin();
  setViewportWidth(1280);
  vi.stubGlobal('scrollTo', vi.fn());
});

function item(id: number, overrides: Partial<TradeReportItem> = {}): TradeReportItem {
  return {
    id,
    security_name: 'Reliance Industries Ltd',
    security_symbol: 'RELIANCE',
    trade_type: 'Buy',
    status: 'Closed',
    created: '2026-04-20T05:00:00.000Z',
    trade_closing_time: '2026-04-21T09:15:00.000Z',
    pl_percent: 10.2,
    report: `/backend/api/trade/trade-report/${id}/`,
    ...overrides,
  };
}

const page1 = {
  result: [
    item(20),
    item(19, {
      security_symbol: 'M&M',
      security_name: 'Mahindra & Mahindra Ltd',
      trade_type: 'Sell',
      status: 'Active',
      trade_closing_time: null,
      pl_percent: -2.5,
    }),
  ],
  num: 2,
};
const page2 = { result: [item(3, { security_symbol: 'TCS', status: 'Inactive', pl_percent: null })], num: 2 };

/** Page 1 or 2 by the `page` query (mockApi itself matches the path without the query). */
function answerPages() {
  const fetchMock = mockApi({});
  fetchMock.mockImplementation(async (input) =>
    input.startsWith(LIST) ? json(200, input.endsWith('page=2') ? page2 : page1) : json(404, {}),
  );
  return fetchMock;
}

const start = (path = PATH) => renderAt(path, { [PATH]: <TradeReportListPage /> });
const table = () => screen.getByRole('table', { name: 'Trade reports' });

describe('TradeReportListPage', () => {
  it('lists each trade with side, status, dates, P&L and a download link to its PDF', async () => {
    const fetchMock = answerPages();
    start();
    expect(screen.getByRole('heading', { name: TRADE_REPORTS_HEADING })).toBeTruthy();
    expect(screen.getByLabelText('Loading trade reports')).toBeTruthy();
    const rows = within(await screen.findByRole('table', { name: 'Trade reports' })).getAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Trade', 'Type', 'Status', 'Posted', 'Closed', 'P&L', 'Report'],
      [
        'RELIANCEReliance Industries Ltd',
        'Buy',
        'Closed',
        '10:30 AM 20 Apr',
        '2:45 PM 21 Apr',
        '+10.20%',
        'PDF',
      ],
      ['M&MMahindra & Mahindra Ltd', 'Sell', 'Live', '10:30 AM 20 Apr', '—', '-2.50%', 'PDF'],
    ]);
    expect(screen.getByRole('link', { name: 'Download RELIANCE report' }).getAttribute('href')).toBe(
      '/backend/api/trade/trade-report/20/',
    );
    expect(callsTo(fetchMock, 'GET', LIST)[0]![0]).toBe(`${LIST}?page=1`);
  });

  it('pages through the list with the page kept in the address', async () => {
    const fetchMock = answerPages();
    const router = start();
    await screen.findByRole('table', { name: 'Trade reports' });
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(within(table()).queryByText('TCS')).not.toBeNull());
    expect(within(table()).queryByText('RELIANCE')).toBeNull();
    expect(router.state.location.search).toBe('?page=2');
    expect(callsTo(fetchMock, 'GET', LIST).map(([url]) => url)).toEqual([`${LIST}?page=1`, `${LIST}?page=2`]);
  });

  it('opens on the page of the address', async () => {
    const fetchMock = answerPages();
    start(`${PATH}?page=2`);
    await screen.findByText('TCS');
    expect(callsTo(fetchMock, 'GET', LIST)[0]![0]).toBe(`${LIST}?page=2`);
    expect(screen.getByRole('button', { name: 'page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('says so when there are no reports, without paging', async () => {
    mockApi({ [`GET ${LIST}`]: () => json(200, { result: [], num: 0 }) });
    start();
    expect(await screen.findByText(TRADE_REPORTS_EMPTY)).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    mockApi({
      [`GET ${LIST}`]: () => (fail ? json(500, { message: 'down' }) : json(200, page1)),
    });
    start();
    expect(await screen.findByText(TRADE_REPORTS_FAILED, {}, { timeout: 8000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Trade reports' })).toBeTruthy();
  }, 15_000);

  it('shows a compact list with a download button per trade on phones', async () => {
    setViewportWidth(390);
    answerPages();
    start();
    const list = await screen.findByRole('list', { name: 'Trade reports' });
    expect(screen.queryByRole('table')).toBeNull();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[1]!.textContent).toContain('M&M');
    expect(items[1]!.textContent).toContain('-2.50%');
    expect(within(items[0]!).getByRole('link', { name: 'Download RELIANCE report' })).toBeTruthy();
  });

  it.each([1280, 390])(
    'marks the P&L of an Upcoming trade as potential, and only that one, at %i px',
    async (width) => {
      setViewportWidth(width);
      mockApi({
        [`GET ${LIST}`]: () =>
          json(200, {
            result: [
              item(31, {
                security_symbol: 'TCS',
                status: 'Inactive',
                trade_closing_time: null,
                pl_percent: 6.5,
              }),
              item(30, {
                security_symbol: 'M&M',
                status: 'Active',
                trade_closing_time: null,
                pl_percent: 1.2,
              }),
              item(29),
            ],
            num: 1,
          }),
      });
      start();
      const rows = await screen.findAllByRole(width === 1280 ? 'row' : 'listitem');
      const of = (symbol: string) => rows.find((row) => row.textContent?.includes(symbol))!;
      expect(of('TCS').textContent).toContain('Potential+6.50%');
      expect(of('M&M').textContent).not.toContain('Potential');
      expect(of('RELIANCE').textContent).not.toContain('Potential');
      fireEvent.mouseOver(within(of('TCS')).getByText('Potential'));
      expect((await screen.findByRole('tooltip')).textContent).toBe(POTENTIAL_PNL_HINT);
    },
  );

  it("downloads the PDF with the user's token and saves it under the trade's name", async () => {
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const fetchMock = mockApi({
      [`GET ${LIST}`]: () => json(200, page1),
      'GET /backend/api/trade/trade-report/19/': () =>
        new Response(pdf, { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    });
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:report';
        static override revokeObjectURL = () => {};
      },
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.href} ${this.download}`);
    });
    start();
    fireEvent.click(await screen.findByRole('link', { name: 'Download M&M report' }));
    await waitFor(() => expect(saved).toEqual(['blob:report trade-19-M_M.pdf']));
    const [, init] = callsTo(fetchMock, 'GET', '/backend/api/trade/trade-report/19/')[0]!;
    expect(new Headers(init.headers).get('Authorization')).toMatch(/^Bearer /);
    expect(click).toHaveBeenCalledTimes(1);
    expect(bridge.notify).not.toHaveBeenCalled();
  });

  it('says the report is not available when the trade is gone', async () => {
    mockApi({
      [`GET ${LIST}`]: () => json(200, page1),
      'GET /backend/api/trade/trade-report/20/': () => json(404, { message: 'Trade not found' }),
    });
    start();
    fireEvent.click(await screen.findByRole('link', { name: 'Download RELIANCE report' }));
    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith('This trade report is not available', 'error', undefined),
    );
  });
});
