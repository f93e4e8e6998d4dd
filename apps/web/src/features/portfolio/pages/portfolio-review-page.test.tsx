import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type ApiHandler,
  bodyOf,
  callsTo,
  installTestBridge,
  json,
  mockApi,
  renderAt,
} from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { setViewportWidth } from '../../../test-viewport.ts';
import { csvReview, emptyReview, fullReview, PORTFOLIO_PATHS as PATHS } from '../test-fixtures.ts';
import { PortfolioReviewPage } from './portfolio-review-page.tsx';

const chart = vi.hoisted(() => ({ setData: [] as unknown[] }));

// Lightweight Charts draws on canvas, which jsdom lacks; the page only needs the series calls.
vi.mock('lightweight-charts', () => ({
  LineSeries: 'Line',
  createChart: vi.fn(() => ({
    addSeries: vi.fn(() => ({ setData: (points: unknown) => chart.setData.push(points) })),
    remove: vi.fn(),
    timeScale: () => ({ fitContent: vi.fn() }),
  })),
}));

const bridge = installTestBridge(() => {
  storeValidLogin({ userId: '42' });
  setViewportWidth(1280);
  chart.setData = [];
});

afterEach(() => {
  delete window.scDK;
});

const TRX = 'TRX_0123456789abcdef0123456789abcdef';

function answer(routes: Record<string, ApiHandler> = {}, review = fullReview) {
  return mockApi({ [`GET ${PATHS.review}`]: () => json(200, review), ...routes });
}

const open = () => renderAt('/portfolioEvaluation', { '/portfolioEvaluation': <PortfolioReviewPage /> });
/** The snackbar's messages so far, each as [text, tone]. */
const notified = () => bridge.notify.mock.calls.map(([text, tone]) => [text, tone]);
const figure = (name: string) =>
  within(screen.getByRole('region', { name: 'Summary' })).getByRole('group', { name }).textContent;

/** The page's scDK: records what it was opened with and answers like the gateway. */
function installScDk(outcome: () => Promise<unknown>) {
  const opened: unknown[] = [];
  window.scDK = class {
    constructor(private readonly options: object) {}
    triggerTransaction(request: object) {
      opened.push({ ...this.options, ...request });
      return outcome() as never;
    }
  };
  return opened;
}

const brokerRoutes = (confirm: ApiHandler): Record<string, ApiHandler> => ({
  [`GET ${PATHS.gateway}`]: () =>
    json(200, {
      provider: 'sandbox',
      gateway: 'tradecircle-sandbox',
      sdk_url: '/backend/sandbox/broker/scdk.js',
    }),
  [`POST ${PATHS.importBroker}`]: () =>
    json(200, {
      transactionId: TRX,
      expireAt: '',
      auth_token: 'guest.jwt.sig',
      gateway: 'tradecircle-sandbox',
    }),
  [`POST ${PATHS.confirmBrokerImport}`]: confirm,
});

function chooseFile(text: string, name = 'holdings.csv') {
  const input = screen.getByLabelText('Holdings CSV file') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([text], name, { type: 'text/csv' })] } });
}

describe('PortfolioReviewPage', { timeout: 20_000 }, () => {
  it('explains the review and the two ways to import before any holdings', async () => {
    answer({}, emptyReview);
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Portfolio review' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No holdings imported yet' })).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Import holdings' });
    expect(within(card).getByRole('button', { name: 'Import from broker' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Upload CSV' })).toBeTruthy();
    expect(within(card).getByText(/Instrument, Qty\., Avg\. cost/)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Clear portfolio' })).toBeNull();
    expect(within(card).queryByText(/Imported from/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Summary' })).toBeNull();
    expect((screen.getByLabelText('Holdings CSV file') as HTMLInputElement).accept).toContain('.csv');
  });

  it('shows the full review: source, flags, figures, allocations, the chart, holdings and overlap', async () => {
    answer();
    open();
    expect(await screen.findByText('Imported from Zerodha Kite on 30 Nov 2026')).toBeTruthy();
    const flags = within(screen.getByRole('region', { name: 'Flags' })).getAllByRole('alert');
    expect(flags.map((flag) => flag.textContent)).toEqual([
      'Over 40% in one sector: Energy is 65% of your portfolio.',
      'RELIANCE alone is 65% of your portfolio: a fall in it moves the whole.',
    ]);
    expect(figure('Current value')).toBe('Current value₹24,700.00');
    expect(figure('Invested')).toBe('Invested₹23,900.00');
    expect(figure('Unrealised P&L')).toBe('Unrealised P&L+₹800.00+3.35%');
    expect(figure('Holdings')).toBe('Holdings3');
    expect(figure('Volatility')).toBe('Volatility18.3%annualised · NIFTY 50 13.4%');
    expect(figure('Beta vs NIFTY 50')).toBe('Beta vs NIFTY 501.07from 248 trading days');
    expect(figure('Effective holdings')).toBe('Effective holdings2.0Herfindahl index 0.500');

    const sectors = screen.getByRole('list', { name: 'By sector' });
    expect(
      within(sectors)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Energy 64.8%', 'Information Technology 28.3%', 'Financials 6.9%']);
    expect(within(screen.getByRole('list', { name: 'By market cap' })).getByText('100.0%')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Largest holdings' })).getAllByRole('listitem'),
    ).toHaveLength(3);

    await waitFor(() => expect(chart.setData).toHaveLength(2));
    expect(chart.setData[0]).toEqual([
      { time: 1733011200, value: 100 },
      { time: 1733097600, value: 101.2 },
      { time: 1733184000, value: 103.5 },
    ]);
    // A day without NIFTY's close leaves a gap in its line only.
    expect(chart.setData[1]).toHaveLength(2);

    const table = screen.getByRole('table', { name: 'Holdings' });
    const rows = within(table).getAllByRole('row').slice(1);
    // Largest value first.
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['RELIANCE', 'TCS', 'HDFCBANK']);
    expect(within(rows[0]!).getByRole('link', { name: 'RELIANCE' }).getAttribute('href')).toBe(
      '/search/RELIANCE-NSE?tab=0',
    );
    expect(rows[0]!.textContent).toBe(
      'RELIANCEReliance Industries Ltd10₹1,500.00₹1,600.00₹16,000.00+₹1,000.00+6.67%64.8%',
    );
    expect(rows[1]!.textContent).toContain('-₹200.00-2.78%28.3%');
    // No live price yet: counted at cost.
    expect(within(rows[2]!).getByTitle('no live price: counted at cost')).toBeTruthy();

    const overlap = screen.getByRole('listitem', { name: 'RELIANCE' });
    expect(within(overlap).getByText('3 calls')).toBeTruthy();
    expect(within(overlap).getByText('1 open')).toBeTruthy();
    expect(within(overlap).getByRole('link', { name: 'Ravi Kumar Sharma' }).getAttribute('href')).toBe(
      '/profile/7/Ravi-Kumar-Sharma',
    );
    expect(within(overlap).getByRole('link', { name: 'Meera Iyer' }).getAttribute('href')).toBe(
      '/profile/9/Meera-Iyer',
    );
    expect(within(overlap).getByText(/Latest: Buy · Live · 28 Nov 2026 · Ravi Kumar Sharma/)).toBeTruthy();
  });

  it('says nothing stands out when the review has no flags, and names a CSV source', async () => {
    answer({}, csvReview);
    open();
    expect(await screen.findByText(/Nothing stands out/)).toBeTruthy();
    expect(screen.getByText('Imported from a CSV file on 30 Nov 2026')).toBeTruthy();
  });

  it('shows each holding as a card on a 390 px phone', async () => {
    setViewportWidth(390);
    answer();
    open();
    const cards = within(await screen.findByRole('list', { name: 'Holdings' })).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['RELIANCE', 'TCS', 'HDFCBANK']);
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(cards[0]!).getByRole('link', { name: 'RELIANCE' })).toBeTruthy();
  });

  it('posts the chosen CSV as text, lists every refused row, then imports the fixed file', async () => {
    const bad = 'Instrument,Qty.,Avg. cost\nRELIANCE,10,1500\nXYZ,2,100\nTCS,two,3600\n';
    const good = 'Instrument,Qty.,Avg. cost\nRELIANCE,10,1500\nTCS,2,3600\n';
    let imported = false;
    const fetchMock = answer({
      [`GET ${PATHS.review}`]: () => json(200, imported ? csvReview : emptyReview),
      [`POST ${PATHS.importCsv}`]: (init) => {
        if ((bodyOf(init) as { csv: string }).csv === bad) {
          return json(400, {
            message: '2 rows have problems; nothing was imported. Fix them and import the file again',
            errors: {
              'row 4': ['The quantity "two" must be a whole number of shares above 0'],
              'row 3': ['"XYZ" is not an NSE equity we know'],
            },
          });
        }
        imported = true;
        return json(200, csvReview);
      },
    });
    open();
    await screen.findByRole('heading', { name: 'No holdings imported yet' });

    chooseFile(bad);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nothing was imported');
    expect(alert.textContent).toContain(
      '2 rows have problems; nothing was imported. Fix them and import the file again',
    );
    expect(
      within(within(alert).getByRole('list', { name: 'Problems in the file' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Row 3: "XYZ" is not an NSE equity we know',
      'Row 4: The quantity "two" must be a whole number of shares above 0',
    ]);
    expect(callsTo(fetchMock, 'POST', PATHS.importCsv).map(([, init]) => bodyOf(init))).toEqual([
      { csv: bad },
    ]);
    // The page shows the refusal itself: no snackbar.
    expect(bridge.notify).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'No holdings imported yet' })).toBeTruthy();

    chooseFile(good);
    expect(await screen.findByText('Imported from a CSV file on 30 Nov 2026')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Problems in the file' })).toBeNull();
    expect(callsTo(fetchMock, 'POST', PATHS.importCsv).map(([, init]) => bodyOf(init))).toEqual([
      { csv: bad },
      { csv: good },
    ]);
    expect(notified()).toEqual([['3 holdings imported', 'success']]);
  });

  it('refuses a file over 200 KB without sending it', async () => {
    const fetchMock = answer({}, emptyReview);
    open();
    await screen.findByRole('heading', { name: 'No holdings imported yet' });
    chooseFile(`Instrument,Qty.,Avg. cost\n${'RELIANCE,1,1500\n'.repeat(13_000)}`);
    expect((await screen.findByRole('alert')).textContent).toContain('The file is larger than 200 KB');
    expect(callsTo(fetchMock, 'POST', PATHS.importCsv)).toHaveLength(0);
  });

  it('imports holdings through the broker gateway and shows the review it answers', async () => {
    const fetchMock = answer(
      brokerRoutes(() => json(200, fullReview)),
      emptyReview,
    );
    const opened = installScDk(async () => ({
      smallcaseAuthToken: 'a.b.c',
      broker: 'kite',
      transactionId: TRX,
    }));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Import from broker' }));
    expect(await screen.findByText('Imported from Zerodha Kite on 30 Nov 2026')).toBeTruthy();
    expect(opened).toEqual([
      {
        gateway: 'tradecircle-sandbox',
        smallcaseAuthToken: 'guest.jwt.sig',
        config: { amo: false },
        transactionId: TRX,
      },
    ]);
    expect(callsTo(fetchMock, 'POST', PATHS.confirmBrokerImport).map(([, init]) => bodyOf(init))).toEqual([
      { transaction_id: TRX },
    ]);
    expect(screen.getByRole('table', { name: 'Holdings' })).toBeTruthy();
    expect(notified()).toEqual([['3 holdings imported from Zerodha Kite', 'success']]);
    // The confirm's answer is the review: it is not read again.
    expect(callsTo(fetchMock, 'GET', PATHS.review)).toHaveLength(1);
  });

  it('says why when the broker login is cancelled, and imports nothing', async () => {
    const confirm = vi.fn(() => json(200, fullReview));
    const fetchMock = answer(brokerRoutes(confirm), emptyReview);
    installScDk(() => Promise.reject(Object.assign(new Error('user_cancelled'), { code: 1010 })));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Import from broker' }));
    await waitFor(() => expect(notified()).toEqual([['Cancelled in the broker window', 'error']]));
    expect(await screen.findByRole('button', { name: 'Import from broker' })).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
    expect(callsTo(fetchMock, 'POST', PATHS.importBroker)).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'No holdings imported yet' })).toBeTruthy();
  });

  it('clears the portfolio after a confirmation', async () => {
    let cleared = false;
    const fetchMock = answer({
      [`GET ${PATHS.review}`]: () => json(200, cleared ? emptyReview : fullReview),
      [`DELETE ${PATHS.review}`]: () => {
        cleared = true;
        return json(200, { message: 'Your portfolio is cleared' });
      },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Clear portfolio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear your portfolio?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'DELETE', PATHS.review)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Clear portfolio' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clear portfolio' }),
    );
    expect(await screen.findByRole('heading', { name: 'No holdings imported yet' })).toBeTruthy();
    expect(notified()).toEqual([['Your portfolio is cleared', 'success']]);
    expect(screen.queryByRole('button', { name: 'Clear portfolio' })).toBeNull();
  });

  it('shows skeletons while loading', async () => {
    answer({ [`GET ${PATHS.review}`]: () => new Promise<Response>(() => {}) });
    open();
    expect(await screen.findByRole('progressbar', { name: 'Loading your portfolio review' })).toBeTruthy();
  });

  it('offers Retry when the review cannot be read', async () => {
    let fails = true;
    answer({ [`GET ${PATHS.review}`]: () => (fails ? json(500, {}) : json(200, fullReview)) });
    open();
    // A 5xx is retried first (app/query-client.ts), then shown.
    expect(
      await screen.findByText('Your portfolio review could not be loaded.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Holdings' })).toBeTruthy();
  });
});
