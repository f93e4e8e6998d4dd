import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cappedNote, type TradeExportPreview, type TradeExportRow } from '@tradecircle/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  callsTo,
  type FetchMock,
  installTestBridge,
  json,
  mockApi,
  renderAt,
} from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { setViewportWidth } from '../../../test-viewport.ts';
import {
  DOWNLOAD_CSV,
  DOWNLOAD_PDF,
  NO_MATCHING_TRADES,
  PREVIEW_FAILED,
  TRADE_EXPORT_HEADING,
  TradeExportPage,
} from './trade-export-page.tsx';

const PREVIEW = '/backend/api/trade/export/preview/';
const CSV = '/backend/api/trade/export/csv/';
const PDF = '/backend/api/trade/export/pdf/';
const PATH = '/Download-Trade';

const bridge = installTestBridge(() => {
  // 3:30 PM IST on 30 November 2026.
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-30T10:00:00Z') });
  storeValidLogin();
  setViewportWidth(1280);
});
afterEach(() => vi.useRealTimers());

function row(id: number, overrides: Partial<TradeExportRow> = {}): TradeExportRow {
  return {
    id,
    kind: 'posted',
    is_real: false,
    created: '2026-11-03T04:30:00.000Z',
    security_symbol: 'RELIANCE',
    security_name: 'Reliance Industries Ltd',
    security_exchange: 'NSE',
    instrument_type: 'EQ',
    trade_type: 'Buy',
    lots: 2,
    lot_size: 1,
    entry_price: 2450,
    entry_fill_price: 2450,
    targets: [2600],
    stop_losses: [2400],
    status: 'Closed',
    exit_price: 2600,
    closed_at: '2026-11-05T04:30:00.000Z',
    pl_price: 2600,
    pl_amount: 300,
    pl_percent: 6.12,
    pl_net_amount: 260.5,
    pl_basis: 'realised',
    copy_origin_id: null,
    ...overrides,
  };
}

const figure = (value: number | null, calls: number) => ({ value, calls });

function preview(overrides: Partial<TradeExportPreview> = {}): TradeExportPreview {
  return {
    from: '2026-11-01',
    to: '2026-11-30',
    kind: 'all',
    statuses: [],
    side: null,
    count: 12,
    capped: false,
    max_rows: 5000,
    rows: [
      row(31),
      row(44, {
        kind: 'copied',
        copy_origin_id: 9,
        security_symbol: 'INFY',
        security_name: 'Infosys Ltd',
        trade_type: 'Sell',
        status: 'Active',
        entry_price: 1500,
        exit_price: null,
        closed_at: null,
        pl_price: 1530.5,
        pl_amount: -122,
        pl_percent: -2.03,
        pl_net_amount: -150.25,
        pl_basis: 'live',
      }),
    ],
    totals: {
      trades: 12,
      posted: 10,
      copied: 2,
      upcoming: 3,
      live: 2,
      closed: 6,
      expired: 1,
      buy: 8,
      sell: 4,
      realised_pl: 120,
      realised_pl_net: 41.37,
      realised_trades: 6,
      wins: 4,
      losses: 2,
      live_pl: -122,
      live_pl_net: -150.25,
      live_trades: 2,
    },
    figures: {
      closed_trades: 6,
      small_sample: true,
      trade_wins: 4,
      accuracy: figure(66.67, 6),
      avg_trade_return: figure(1.06, 6),
      holding_period_hours: figure(30, 6),
      risk_reward: figure(1.5, 6),
      roi: figure(0.8, 6),
      max_drawdown: figure(4, 6),
      expectancy_r: figure(0.2, 5),
      profit_factor: figure(null, 6),
    },
    generated_at: '2026-11-30T10:00:00.000Z',
    ...overrides,
  };
}

function answer(body: TradeExportPreview = preview()): FetchMock {
  return mockApi({ [`GET ${PREVIEW}`]: () => json(200, body) });
}

/** The query of the latest preview call. */
function lastQuery(fetchMock: FetchMock): Record<string, string> {
  const calls = callsTo(fetchMock, 'GET', PREVIEW);
  const [input] = calls.at(-1)!;
  return Object.fromEntries(new URL(input, 'http://localhost').searchParams);
}

const start = () => renderAt(PATH, { [PATH]: <TradeExportPage /> });
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((tableRow) => [...tableRow.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('TradeExportPage', () => {
  it('previews this month by default: the count, the totals, the figures and the first rows', async () => {
    const fetchMock = answer();
    start();
    expect(screen.getByRole('heading', { name: TRADE_EXPORT_HEADING })).toBeTruthy();
    expect(screen.getByLabelText('Loading preview')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Trades in the export' });
    expect(lastQuery(fetchMock)).toEqual({ from: '2026-11-01', to: '2026-11-30', kind: 'all' });
    expect(screen.getByText('1 Nov 2026 to 30 Nov 2026 (IST)')).toBeTruthy();
    expect(screen.getByText('12 trades match')).toBeTruthy();
    expect(screen.getByText('First 2 of 12 rows')).toBeTruthy();
    expect(cellsOf(table)).toEqual([
      ['Created', 'Security', 'Kind', 'Side', 'Status', 'Lots', 'Entry', 'Exit / live', 'P&L'],
      [
        '3 Nov 2026',
        'RELIANCENSE',
        'Posted',
        'Buy',
        'Closed',
        '2',
        '₹2,450.00',
        '₹2,600.00',
        '+₹300.00 (+6.12%)',
      ],
      [
        '3 Nov 2026',
        'INFYNSE',
        'Copied',
        'Sell',
        'Live',
        '2',
        '₹1,500.00',
        '₹1,530.50',
        '-₹122.00 (-2.03%)live',
      ],
    ]);
    const totals = screen.getByRole('group', { name: 'Totals' });
    expect(within(totals).getByRole('group', { name: 'Realised P&L' }).textContent).toBe(
      'Realised P&L+₹120.00Net of charges +₹41.37 · 6 closed · 4 in profit · 2 in loss',
    );
    expect(within(totals).getByRole('group', { name: 'Live P&L' }).textContent).toBe(
      'Live P&L-₹122.00Net of charges -₹150.25 · 2 live, at live prices',
    );
    expect(screen.getByRole('group', { name: 'Accuracy' }).textContent).toBe('Accuracy66.67%6 calls');
    expect(screen.getByRole('group', { name: 'Holding period' }).textContent).toContain('30 h');
    expect(screen.getByRole('group', { name: 'Profit factor' }).textContent).toContain('-');
    expect(screen.getByText(/6 calls closed, 4 in profit · small sample/)).toBeTruthy();
    expect(button(DOWNLOAD_CSV).disabled).toBe(false);
    expect(button(DOWNLOAD_PDF).disabled).toBe(false);
  });

  it('sends the preset and the filters chosen', async () => {
    const fetchMock = answer();
    start();
    await screen.findByRole('table', { name: 'Trades in the export' });
    fireEvent.click(screen.getByRole('button', { name: 'This financial year' }));
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ from: '2026-04-01', to: '2026-11-30' }));
    expect(screen.getByRole('button', { name: 'This financial year' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    fireEvent.click(
      within(screen.getByRole('group', { name: 'Posted or copied' })).getByRole('button', { name: 'Copied' }),
    );
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Side' })).getByRole('button', { name: 'Sell' }),
    );
    const status = screen.getByRole('group', { name: 'Status' });
    fireEvent.click(within(status).getByRole('button', { name: 'Closed' }));
    fireEvent.click(within(status).getByRole('button', { name: 'Live' }));
    await waitFor(() =>
      expect(lastQuery(fetchMock)).toEqual({
        from: '2026-04-01',
        to: '2026-11-30',
        kind: 'copied',
        side: 'Sell',
        status: 'Active,Closed',
      }),
    );
    fireEvent.click(within(status).getByRole('button', { name: 'Closed' }));
    fireEvent.click(screen.getByRole('button', { name: 'Last 3 months' }));
    await waitFor(() =>
      expect(lastQuery(fetchMock)).toEqual({
        from: '2026-08-31',
        to: '2026-11-30',
        kind: 'copied',
        side: 'Sell',
        status: 'Active',
      }),
    );
  });

  it('explains custom days the server would refuse, and neither previews nor downloads them', async () => {
    const fetchMock = answer();
    start();
    await screen.findByRole('table', { name: 'Trades in the export' });
    fireEvent.click(screen.getByRole('button', { name: 'Custom' }));
    // 1 November to 1 October.
    fireEvent.change(await screen.findByLabelText('To'), { target: { value: '01/10/2026' } });
    expect(await screen.findByText('to must be on or after from')).toBeTruthy();
    expect(screen.getByText('Choose a valid period to see what the files will hold.')).toBeTruthy();
    expect(button(DOWNLOAD_CSV).disabled).toBe(true);
    expect(button(DOWNLOAD_PDF).disabled).toBe(true);
    const sent = callsTo(fetchMock, 'GET', PREVIEW).map(([input]) => input);
    expect(sent.some((input) => input.includes('to=2026-10-01'))).toBe(false);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '01/09/2026' } });
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ from: '2026-09-01', to: '2026-10-01' }));
    expect(screen.queryByText('to must be on or after from')).toBeNull();
  });

  it('says when nothing matches, with the downloads off', async () => {
    answer(preview({ count: 0, rows: [] }));
    start();
    expect(await screen.findByText(NO_MATCHING_TRADES)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(button(DOWNLOAD_CSV).disabled).toBe(true);
    expect(button(DOWNLOAD_PDF).disabled).toBe(true);
  });

  it('says when the export is capped', async () => {
    answer(preview({ count: 6200, capped: true }));
    start();
    expect(await screen.findByText(cappedNote(6200, 5000))).toBeTruthy();
    expect(screen.getByText('First 2 of 5,000 rows')).toBeTruthy();
  });

  it('shows an error with Retry when the preview fails, and recovers', async () => {
    let failing = true;
    mockApi({
      [`GET ${PREVIEW}`]: () =>
        failing ? json(500, { message: 'Something went wrong, please try again' }) : json(200, preview()),
    });
    start();
    expect(await screen.findByText(PREVIEW_FAILED, {}, { timeout: 8000 })).toBeTruthy();
    expect(button(DOWNLOAD_CSV).disabled).toBe(true);
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Trades in the export' })).toBeTruthy();
  }, 15_000);

  it('downloads the CSV and the PDF with the user’s token and saves them under the server’s names', async () => {
    const fetchMock = mockApi({
      [`GET ${PREVIEW}`]: () => json(200, preview()),
      [`GET ${CSV}`]: () =>
        new Response(new Blob(['\uFEFFid\r\n']), { status: 200, headers: { 'Content-Type': 'text/csv' } }),
      [`GET ${PDF}`]: () =>
        new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    });
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:export';
        static override revokeObjectURL = () => {};
      },
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    start();
    await screen.findByRole('table', { name: 'Trades in the export' });
    fireEvent.click(within(screen.getByRole('group', { name: 'Side' })).getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(lastQuery(fetchMock).side).toBe('Buy'));
    await waitFor(() => expect(button(DOWNLOAD_CSV).disabled).toBe(false));
    fireEvent.click(button(DOWNLOAD_CSV));
    await waitFor(() => expect(saved).toEqual(['tradecircle-trades-2026-11-30.csv']));
    fireEvent.click(button(DOWNLOAD_PDF));
    await waitFor(() =>
      expect(saved).toEqual(['tradecircle-trades-2026-11-30.csv', 'tradecircle-statement-2026-11-30.pdf']),
    );
    for (const path of [CSV, PDF]) {
      const [input, init] = callsTo(fetchMock, 'GET', path)[0]!;
      expect(new Headers(init.headers).get('Authorization')).toMatch(/^Bearer /);
      expect(Object.fromEntries(new URL(input, 'http://localhost').searchParams)).toEqual({
        from: '2026-11-01',
        to: '2026-11-30',
        kind: 'all',
        side: 'Buy',
      });
    }
    expect(bridge.notify).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of a download', async () => {
    const message = 'Too many requests, please try again in 40 seconds';
    mockApi({
      [`GET ${PREVIEW}`]: () => json(200, preview()),
      [`GET ${CSV}`]: () => json(429, { message }),
    });
    start();
    await screen.findByRole('table', { name: 'Trades in the export' });
    fireEvent.click(button(DOWNLOAD_CSV));
    await waitFor(() => expect(bridge.notify).toHaveBeenCalledWith(message, 'error', undefined));
    expect(button(DOWNLOAD_CSV).disabled).toBe(false);
  });

  it('shows the rows as cards on a phone', async () => {
    setViewportWidth(390);
    answer();
    start();
    const list = await screen.findByRole('list', { name: 'Trades in the export' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[1]!.textContent).toContain('INFY');
    expect(cards[1]!.textContent).toContain('3 Nov 2026 · Copied · 2 lots at ₹1,500.00');
    expect(cards[1]!.textContent).toContain('-₹122.00 (-2.03%)live');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
