import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type PriceBar, SECURITY_DESCRIPTION_PREVIEW_CHARS, type SecurityInfo } from '@tradecircle/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket, installFakeLivePriceClient, tickFrame } from '../../shared/live/fake-web-socket.ts';
import { setLivePriceClient } from '../../shared/live/live-price-client.ts';
import { callsTo, type FetchMock, json, mockApi, mockBridge, renderAt } from '../../test-render.tsx';
import { storeValidLogin } from '../../test-utils.ts';
import { CHART_TYPE_STORAGE_KEY } from './hooks/use-chart-type.ts';
import { SecurityPage } from './security-page.tsx';

const chart = vi.hoisted(() => ({
  added: [] as { type: string; setData: ReturnType<typeof vi.fn>; update: ReturnType<typeof vi.fn> }[],
}));

// Lightweight Charts draws on canvas, which jsdom lacks; the page only needs the series calls.
vi.mock('lightweight-charts', () => ({
  AreaSeries: 'Area',
  CandlestickSeries: 'Candlestick',
  createChart: vi.fn(() => ({
    addSeries: vi.fn((type: string) => {
      const series = { type, setData: vi.fn(), update: vi.fn() };
      chart.added.push(series);
      return series;
    }),
    removeSeries: vi.fn(),
    remove: vi.fn(),
    applyOptions: vi.fn(),
    timeScale: () => ({ fitContent: vi.fn() }),
  })),
}));

const INFO_PATH = '/backend/api/trade/security-info/RELIANCE-NSE';
const SERIES_PATH = '/backend/api/trade/time-series-price/';

const RELIANCE: SecurityInfo = {
  id: 37,
  name: 'Reliance Industries Ltd',
  symbol: 'RELIANCE',
  exchange: 'NSE',
  logo: null,
  industry: 'Refineries & Marketing',
  sector: 'Oil Gas & Consumable Fuels',
  description: null,
  lot_size: 500,
  instrument_type: 'EQ',
  live_price: 1532.5,
  close_price: 1551.7,
  up_down_price: -19.2,
  up_down_percent: -1.24,
  is_added_to_watchlist: false,
  is_report_available: false,
  minimum_stock_price: null,
  is_market_open: true,
};

const BARS: PriceBar[] = Array.from({ length: 60 }, (_, i) => ({
  time: Date.UTC(2026, 0, 1) / 1000 + i * 86_400,
  open: 1500 + i,
  high: 1510 + i,
  low: 1490 + i,
  close: 1505 + i,
}));

let fetchMock: FetchMock;

function serve(security: Partial<SecurityInfo> = {}) {
  fetchMock = mockApi({
    [`GET ${INFO_PATH}`]: () => json(200, { ...RELIANCE, ...security }),
    [`GET ${SERIES_PATH}`]: () => json(200, { time_series: BARS }),
  });
}

function seriesFilters(): string[] {
  return callsTo(fetchMock, 'GET', SERIES_PATH).map(([input]) => {
    const params = new URL(input, 'http://x').searchParams;
    return `${params.get('stock_id')}:${params.get('filters')}`;
  });
}

const openPage = () => renderAt('/search/RELIANCE-NSE?tab=0', { '/search/:query': <SecurityPage /> });

beforeEach(() => {
  chart.added.length = 0;
  installFakeLivePriceClient();
});
afterEach(() => {
  setLivePriceClient(null);
  vi.unstubAllGlobals();
});

describe('SecurityPage', () => {
  it('shows the security, its price and a red fall, and titles the page with the symbol', async () => {
    serve();
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'RELIANCE' })).toBeTruthy();
    expect(screen.getByText('Reliance Industries Ltd')).toBeTruthy();
    expect(screen.getByText('NSE')).toBeTruthy();
    expect(screen.getByText('RE')).toBeTruthy();
    expect(screen.getByTestId('live-price').textContent).toBe('₹1,532.50');
    const change = screen.getByTestId('price-change');
    expect(change.textContent).toBe('-19.20 (-1.24%)');
    expect(getComputedStyle(change).color).toBe('rgb(211, 47, 47)');
    expect(screen.getByText('Market open')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Trade' })).toHaveProperty('disabled', false);
    // A price alert is a signed-in user's own.
    expect(screen.queryByRole('button', { name: 'Price alert' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('RELIANCE | TradeCircle'));
    expect(callsTo(fetchMock, 'GET', INFO_PATH)[0]?.[0]).not.toContain('user_id');
  });

  it('moves the price with live ticks and turns green on a rise', async () => {
    serve();
    openPage();
    await screen.findByTestId('live-price');
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    expect(socket.lastIds()).toEqual([37]);

    act(() => socket.receive([tickFrame(37, 1600, 1551.7)]));
    expect(screen.getByTestId('live-price').textContent).toBe('₹1,600.00');
    const change = screen.getByTestId('price-change');
    expect(change.textContent).toBe('+48.30 (+3.11%)');
    expect(getComputedStyle(change).color).toBe('rgb(16, 124, 65)');
    // The day range in the price summary comes from the tick.
    expect(screen.getByText('₹1,605.00')).toBeTruthy();
  });

  it('cuts a long description at 330 characters with Read more / Read less', async () => {
    const description = `${'A'.repeat(SECURITY_DESCRIPTION_PREVIEW_CHARS)}TAIL of the text`;
    serve({ description });
    openPage();
    const text = await screen.findByTestId('security-description');
    expect(text.textContent).toBe(`${'A'.repeat(SECURITY_DESCRIPTION_PREVIEW_CHARS)}…`);
    fireEvent.click(screen.getByRole('button', { name: 'Read more' }));
    expect(text.textContent).toBe(description);
    fireEvent.click(screen.getByRole('button', { name: 'Read less' }));
    expect(screen.getByRole('button', { name: 'Read more' })).toBeTruthy();
  });

  it('shows industry and sector only when there is no description', async () => {
    serve({ description: null });
    openPage();
    expect(await screen.findByText('Refineries & Marketing')).toBeTruthy();
    expect(screen.getByText('Oil Gas & Consumable Fuels')).toBeTruthy();
    expect(screen.queryByTestId('security-description')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Read more' })).toBeNull();
  });

  it('loads 1M for the chart and 1Y for the summary, and each chip asks for its filter', async () => {
    serve();
    openPage();
    await waitFor(() => expect(seriesFilters().sort()).toEqual(['37:1MONTH', '37:1YEAR']));
    fireEvent.click(await screen.findByRole('button', { name: '1W' }));
    await waitFor(() => expect(seriesFilters()).toContain('37:1WEEK'));
    expect(screen.getByRole('button', { name: '1W' }).getAttribute('aria-pressed')).toBe('true');
    // 1Y is already loaded for the summary and comes from the cache.
    fireEvent.click(screen.getByRole('button', { name: '1Y' }));
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(seriesFilters()).toContain('37:ALL'));
    expect(seriesFilters().filter((filter) => filter === '37:1YEAR')).toHaveLength(1);
  });

  it('switches the chart type and remembers it', async () => {
    serve();
    openPage();
    await waitFor(() => expect(chart.added.at(-1)?.type).toBe('Area'));
    expect(chart.added.at(-1)?.setData).toHaveBeenCalledWith(
      expect.arrayContaining([{ time: BARS[0]?.time, value: BARS[0]?.close }]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Candlestick' }));
    expect(localStorage.getItem(CHART_TYPE_STORAGE_KEY)).toBe('candlestick');
    await waitFor(() => expect(chart.added.at(-1)?.type).toBe('Candlestick'));
    expect(chart.added.at(-1)?.setData).toHaveBeenCalledWith(expect.arrayContaining([BARS[0]]));
  });

  it('starts with the stored chart type', async () => {
    localStorage.setItem(CHART_TYPE_STORAGE_KEY, 'candlestick');
    serve();
    openPage();
    const candles = await screen.findByRole('button', { name: 'Candlestick' });
    expect(candles.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(chart.added.at(-1)?.type).toBe('Candlestick'));
  });

  it('updates the last bar of the chart from live ticks', async () => {
    serve();
    openPage();
    await waitFor(() => expect(chart.added.at(-1)?.type).toBe('Area'));
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    const tick = tickFrame(37, 1700, 1551.7);
    // A tick within the last bar's IST day.
    tick.fields.updated_at = new Date(((BARS.at(-1)?.time ?? 0) + 3600) * 1000).toISOString();
    act(() => socket.receive([tick]));
    expect(chart.added.at(-1)?.update).toHaveBeenLastCalledWith({ time: BARS.at(-1)?.time, value: 1700 });
  });

  it('computes the price summary and technicals from the 1Y history', async () => {
    serve({ lot_size: 250 });
    openPage();
    const summary = await screen.findByRole('region', { name: 'Price summary' });
    await waitFor(() =>
      expect(within(summary).getByText('52-week high').nextSibling?.textContent).toBe('₹1,569.00'),
    );
    expect(within(summary).getByText('52-week low').nextSibling?.textContent).toBe('₹1,490.00');
    expect(within(summary).getByText('Previous close').nextSibling?.textContent).toBe('₹1,551.70');
    // Named as the futures-and-options contract size, not the lots of the equity trades beside it.
    expect(within(summary).getByText('F&O lot size').nextSibling?.textContent).toBe('250');
    expect(within(summary).queryByText('Lot size')).toBeNull();
    const technicals = screen.getByRole('region', { name: 'Technical analysis' });
    expect(within(technicals).getByRole('img', { name: /^Technical rating: / })).toBeTruthy();
    expect(within(technicals).getByRole('rowheader', { name: 'RSI 14' })).toBeTruthy();
  });

  it('opens the Technicals tab from ?tab=1 and writes the tab into the URL', async () => {
    serve();
    const router = openPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Technicals' }));
    expect(router.state.location.search).toBe('?tab=1');
    expect(screen.queryByRole('region', { name: 'Price chart' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Technical analysis' })).toBeTruthy();
  });

  it('offers a signed-in user a price alert on the security, in a dialog', async () => {
    storeValidLogin();
    fetchMock = mockApi({
      [`GET ${INFO_PATH}`]: () => json(200, RELIANCE),
      [`GET ${SERIES_PATH}`]: () => json(200, { time_series: BARS }),
      'GET /backend/api/price-alerts/': () => json(200, []),
    });
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Price alert' }));
    const dialog = await screen.findByRole('dialog', { name: 'Price alert on RELIANCE' });
    expect(within(dialog).getByRole('form', { name: 'Price alert on RELIANCE' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no price alert on an index', async () => {
    storeValidLogin();
    serve({ instrument_type: 'INDEX' });
    openPage();
    await screen.findByRole('heading', { level: 1, name: 'RELIANCE' });
    expect(screen.queryByRole('button', { name: 'Price alert' })).toBeNull();
  });

  it('says Security not found with a search box on a 404', async () => {
    const { restore } = mockBridge();
    mockApi({ [`GET ${INFO_PATH}`]: () => json(404, { message: 'Security not found' }) });
    openPage();
    expect(await screen.findByRole('heading', { name: 'Security not found' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Search securities' })).toBeTruthy();
    restore();
  });
});
