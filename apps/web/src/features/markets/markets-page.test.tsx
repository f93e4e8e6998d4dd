import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MarketMoversResponse } from '@tradecircle/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeWebSocket, installFakeLivePriceClient, tickFrame } from '../../shared/live/fake-web-socket.ts';
import { setLivePriceClient } from '../../shared/live/live-price-client.ts';
import { callsTo, installTestBridge, json, mockApi, renderAt } from '../../test-render.tsx';
import { setViewportWidth } from '../../test-viewport.ts';
import { MarketsPage } from './markets-page.tsx';
import { MARKETS_TEXTS } from './markets-texts.ts';
import {
  heatmapAnswer,
  installFakeResizeObserver,
  makeIndex,
  makeMover,
  makeSectors,
} from './test-fixtures.ts';

const INDICES = '/backend/api/market/indices/';
const MOVERS = '/backend/api/market/movers/';
const HEATMAP = '/backend/api/market/sector-heatmap/';

const nifty = makeIndex();
const sensex = makeIndex({
  id: 902,
  symbol: 'SENSEX',
  name: 'S&P BSE SENSEX',
  exchange: 'BSE',
  live_price: 80_000,
  change: -400,
  up_down_percent: -0.5,
});
const movers: MarketMoversResponse = {
  gainers: [makeMover()],
  losers: [
    makeMover({
      id: 12,
      symbol: 'TCS',
      name: 'Tata Consultancy Services Ltd',
      change: -70,
      up_down_percent: -1.75,
    }),
  ],
  most_active: [makeMover({ id: 13, symbol: 'INFY', name: 'Infosys Ltd', activity: 3 })],
};
const sectors = makeSectors({ Financials: [4000, 2000], Energy: [3000] });

let reducedMotion = false;
installTestBridge(() => {
  installFakeLivePriceClient();
  installFakeResizeObserver(900);
  setViewportWidth(1280, { reduceMotion: reducedMotion });
});
afterEach(() => {
  setLivePriceClient(null);
  reducedMotion = false;
});

function serve(overrides: Partial<Record<'indices' | 'movers' | 'heatmap', () => Response>> = {}) {
  return mockApi({
    [`GET ${INDICES}`]: overrides.indices ?? (() => json(200, { indices: [nifty, sensex] })),
    [`GET ${MOVERS}`]: overrides.movers ?? (() => json(200, movers)),
    [`GET ${HEATMAP}`]: overrides.heatmap ?? (() => json(200, heatmapAnswer(sectors))),
  });
}

const start = () => renderAt('/trending/markets', { '/trending/markets': <MarketsPage /> });

describe('MarketsPage', () => {
  it('shows skeletons, then the index ticker, the movers and the heatmap, marked as simulated', async () => {
    const api = serve();
    start();
    expect(screen.getByRole('heading', { level: 1, name: 'Markets' })).toBeTruthy();
    expect(screen.getByRole('status', { name: `Loading ${MARKETS_TEXTS.indices}` })).toBeTruthy();
    expect(screen.getByRole('status', { name: `Loading ${MARKETS_TEXTS.movers}` })).toBeTruthy();
    expect(screen.getByRole('status', { name: `Loading ${MARKETS_TEXTS.heatmap}` })).toBeTruthy();

    const ticker = await screen.findByRole('list', { name: MARKETS_TEXTS.indices });
    expect(
      within(ticker)
        .getByRole('link', { name: /NIFTY 50/ })
        .getAttribute('href'),
    ).toBe('/search/NIFTY-NSE?tab=0');
    expect(within(ticker).getByText('24,500.00')).toBeTruthy();
    expect(within(ticker).getByText('-0.50%')).toBeTruthy();
    // The marquee's second copy is hidden from screen readers and from Tab.
    expect(screen.getByTestId('ticker-marquee').querySelectorAll('ul')).toHaveLength(2);
    expect(screen.getByText(MARKETS_TEXTS.simulated)).toBeTruthy();
    expect(screen.getByText(MARKETS_TEXTS.simulatedNote)).toBeTruthy();

    const gainers = await screen.findByRole('list', { name: MARKETS_TEXTS.gainers });
    expect(within(gainers).getByRole('link', { name: 'RELIANCE' }).getAttribute('href')).toBe(
      '/search/RELIANCE-NSE?tab=0',
    );
    expect(within(gainers).getByText('+59.00 (+2.04%)')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: MARKETS_TEXTS.losers }));
    expect(within(screen.getByRole('list', { name: MARKETS_TEXTS.losers })).getByText('TCS')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: MARKETS_TEXTS.mostActive }));
    expect(
      within(screen.getByRole('list', { name: MARKETS_TEXTS.mostActive })).getByText('3 calls today'),
    ).toBeTruthy();

    const heatmap = await screen.findByRole('listbox', { name: 'Sector heatmap' });
    expect(within(heatmap).getAllByRole('option')).toHaveLength(3);
    expect(screen.getByText('As of 3:00 PM 20 Nov')).toBeTruthy();
    expect(callsTo(api, 'GET', MOVERS)[0]![0]).toBe(`${MOVERS}?limit=10`);
  });

  it('moves the ticker, the movers and the heatmap with the live socket', async () => {
    serve();
    start();
    await screen.findByRole('listbox', { name: 'Sector heatmap' });
    await screen.findByRole('list', { name: MARKETS_TEXTS.gainers });
    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    expect(socket.lastIds()).toEqual([1, 2, 3, 11, 901, 902]);

    act(() =>
      socket.receive([tickFrame(901, 24_600, 24_389.75), tickFrame(11, 3000, 2891), tickFrame(2, 97)]),
    );
    const ticker = screen.getByRole('list', { name: MARKETS_TEXTS.indices });
    expect(within(ticker).getByText('24,600.00')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: MARKETS_TEXTS.gainers })).getByText('₹3,000.00'),
    ).toBeTruthy();
    expect(screen.getByRole('option', { name: 'FIN2, Financials, -3.00%' })).toBeTruthy();
  });

  it('stands the ticker still as a plain list for reduced motion', async () => {
    reducedMotion = true;
    setViewportWidth(1280, { reduceMotion: true });
    serve();
    start();
    const ticker = await screen.findByRole('list', { name: MARKETS_TEXTS.indices });
    expect(within(ticker).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByTestId('ticker-marquee')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pause ticker' })).toBeNull();
  });

  it('pauses and plays the marquee with its button', async () => {
    serve();
    start();
    fireEvent.click(await screen.findByRole('button', { name: 'Pause ticker' }));
    expect(screen.getByRole('button', { name: 'Play ticker' })).toBeTruthy();
  });

  it('says so when there is nothing to show', async () => {
    serve({
      indices: () => json(200, { indices: [] }),
      movers: () => json(200, { gainers: [], losers: [], most_active: [] }),
      heatmap: () => json(200, heatmapAnswer([])),
    });
    start();
    expect(await screen.findByText(MARKETS_TEXTS.indicesEmpty)).toBeTruthy();
    expect(await screen.findByText(MARKETS_TEXTS.gainersEmpty)).toBeTruthy();
    expect(await screen.findByText(MARKETS_TEXTS.heatmapEmpty)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: MARKETS_TEXTS.mostActive }));
    expect(screen.getByText(MARKETS_TEXTS.mostActiveEmpty)).toBeTruthy();
  });

  it('offers Retry on each part that failed (after the query client retried twice)', async () => {
    let isDown = true;
    const failing = (answer: () => Response) => () => (isDown ? json(500, {}) : answer());
    serve({
      indices: failing(() => json(200, { indices: [nifty] })),
      movers: failing(() => json(200, movers)),
      heatmap: failing(() => json(200, heatmapAnswer(sectors))),
    });
    start();
    expect(await screen.findByText(MARKETS_TEXTS.indicesFailed, {}, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText(MARKETS_TEXTS.moversFailed)).toBeTruthy();
    expect(await screen.findByText(MARKETS_TEXTS.heatmapFailed)).toBeTruthy();
    isDown = false;
    for (const button of screen.getAllByRole('button', { name: 'Retry' })) fireEvent.click(button);
    expect(await screen.findByRole('list', { name: MARKETS_TEXTS.indices })).toBeTruthy();
    expect(await screen.findByRole('list', { name: MARKETS_TEXTS.gainers })).toBeTruthy();
    expect(await screen.findByRole('listbox', { name: 'Sector heatmap' })).toBeTruthy();
  }, 30_000);
});
