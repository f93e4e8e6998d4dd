import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TrackRecordFiguresResponse, TrackRecordPeriod } from '@tradecircle/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderAt } from '../../../test-render.tsx';
import { SMALL_SAMPLE_HINT } from './small-sample-chip.tsx';
import { TrackRecordPanel } from './track-record-panel.tsx';

const chart = vi.hoisted(() => ({ setData: [] as unknown[] }));

// Lightweight Charts draws on canvas, which jsdom lacks; the panel only needs the series calls.
vi.mock('lightweight-charts', () => ({
  BaselineSeries: 'Baseline',
  createChart: vi.fn(() => ({
    addSeries: vi.fn(() => ({ setData: (points: unknown) => chart.setData.push(points) })),
    remove: vi.fn(),
    timeScale: () => ({ fitContent: vi.fn() }),
  })),
}));

const HEAD = 'abcdef0123456789'.repeat(4);
const FIGURES_PATH = '/backend/api/track-record/77/figures/';

/** The worked example of docs/metrics.md: four calls. */
function answer(overrides: Partial<TrackRecordFiguresResponse['figures']> = {}): TrackRecordFiguresResponse {
  return {
    expert_user_id: 77,
    as_of: '2026-01-08T00:00:00.000Z',
    count: 12,
    head_hash: HEAD,
    basis: 'gross',
    figures: {
      period: 'All',
      closed_trades: 4,
      small_sample: false,
      trade_wins: 2,
      accuracy: { value: 50, calls: 4 },
      avg_trade_return: { value: 3.75, calls: 4 },
      holding_period_hours: { value: 22, calls: 4 },
      risk_reward: { value: 2.33, calls: 3 },
      roi: { value: 2, calls: 4 },
      max_drawdown: { value: 5, calls: 4 },
      expectancy_r: { value: 0.67, calls: 3 },
      profit_factor: { value: 2, calls: 4 },
      ...overrides,
    },
    equity_curve: [
      { trade_id: 1, at: '2026-01-01T10:00:00.000Z', cumulative_return: 10 },
      { trade_id: 2, at: '2026-01-03T00:00:00.000Z', cumulative_return: 5 },
      { trade_id: 3, at: '2026-01-04T06:00:00.000Z', cumulative_return: 15 },
      { trade_id: 4, at: '2026-01-07T00:00:00.000Z', cumulative_return: 15 },
    ],
    performance_verification: { status: 'unverified', reference: null, verified_on: null },
  };
}

const EMPTY = {
  ...answer({
    closed_trades: 0,
    small_sample: true,
    trade_wins: 0,
    accuracy: { value: null, calls: 0 },
    avg_trade_return: { value: null, calls: 0 },
    holding_period_hours: { value: null, calls: 0 },
    risk_reward: { value: null, calls: 0 },
    roi: { value: null, calls: 0 },
    max_drawdown: { value: null, calls: 0 },
    expectancy_r: { value: null, calls: 0 },
    profit_factor: { value: null, calls: 0 },
  }),
  equity_curve: [],
};

/** Answers the figures call per period (`?period=`); anything else 404. */
function serveFigures(byPeriod: (period: TrackRecordPeriod) => Response) {
  const fetchMock = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname !== FIGURES_PATH) return json(404, {});
    return byPeriod(url.searchParams.get('period') as TrackRecordPeriod);
  });
  vi.stubGlobal('fetch', fetchMock);
  return () =>
    fetchMock.mock.calls
      .map(([input]) => new URL(input, 'http://localhost'))
      .filter((url) => url.pathname === FIGURES_PATH)
      .map((url) => url.searchParams.get('period'));
}

const tile = (label: string) => within(screen.getByRole('group', { name: label }));
const openPanel = () => renderAt('/profile/77/x', { '/profile/:id/:name': <TrackRecordPanel userId={77} /> });

beforeEach(() => {
  chart.setData.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe('TrackRecordPanel', () => {
  it('shows each figure with its unit and the calls behind it, the curve and the record it comes from', async () => {
    const periods = serveFigures(() => json(200, answer()));
    openPanel();
    expect(screen.getByRole('heading', { name: 'Track record' })).toBeTruthy();
    await screen.findByText('Computed from 12 record entries · head', { exact: false });
    expect(periods()).toEqual(['All']);

    expect(tile('Closed calls').getByText('4')).toBeTruthy();
    expect(tile('Closed calls').getByText('2 won · all time')).toBeTruthy();
    const expected: [string, string, string][] = [
      ['Accuracy', '50.00%', '4 calls · all time'],
      ['Avg. return', '+3.75%', '4 calls · all time'],
      ['Holding period', '22 h', '4 calls · all time'],
      ['Reward:risk', '2.33 : 1', '3 calls · all time'],
      ['ROI', '+2.00%', '4 calls · all time'],
      ['Max drawdown', '5.00 pts', '4 calls · all time'],
      ['Expectancy (R)', '+0.67 R', '3 calls · all time'],
      ['Profit factor', '2.00', '4 calls · all time'],
    ];
    for (const [label, value, calls] of expected) {
      expect(tile(label).getByText(value)).toBeTruthy();
      expect(tile(label).getByText(calls)).toBeTruthy();
    }
    expect(screen.getByTitle(HEAD).textContent).toBe('abcdef012345');
    expect(screen.getByRole('link', { name: 'Public record and verifier' }).getAttribute('href')).toBe(
      '/track-record/77',
    );
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');

    await waitFor(() => expect(chart.setData).toHaveLength(1));
    const points = chart.setData[0] as { time: number; value: number }[];
    expect(points.map((point) => point.value)).toEqual([10, 5, 15, 15]);
    expect(points[0]?.time).toBe(Date.parse('2026-01-01T10:00:00.000Z') / 1000 + 19_800);
    expect(screen.getByRole('img', { name: /each of 4 closed calls/ })).toBeTruthy();
  });

  it('asks for another period when one is chosen', async () => {
    const periods = serveFigures((period) =>
      json(
        200,
        period === '1W' ? { ...answer({ period: '1W', closed_trades: 1, trade_wins: 0 }) } : answer(),
      ),
    );
    openPanel();
    await waitFor(() => expect(tile('Closed calls').getByText('4')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: '1W' }));
    await waitFor(() => expect(tile('Closed calls').getByText('1')).toBeTruthy());
    expect(periods()).toEqual(['All', '1W']);
    expect(screen.getByRole('button', { name: '1W' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(/^Calls closed in the last 7 days\. Past calls/)).toBeTruthy();
    // Every figure now names the window it was read from.
    expect(tile('Accuracy').getByText(/ · 1W$/)).toBeTruthy();
    // Back to All comes from the cache.
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(tile('Closed calls').getByText('4')).toBeTruthy());
    expect(periods()).toEqual(['All', '1W']);
  });

  it('asks for the figures net of charges when chosen, and says what they take off', async () => {
    const fetchMock = vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname !== FIGURES_PATH) return json(404, {});
      return url.searchParams.get('basis') === 'net'
        ? json(200, { ...answer({ roi: { value: -1.5, calls: 4 } }), basis: 'net' })
        : json(200, answer());
    });
    vi.stubGlobal('fetch', fetchMock);
    openPanel();
    await waitFor(() => expect(tile('ROI').getByText('+2.00%')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Gross' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Net of charges' }));
    await waitFor(() => expect(tile('ROI').getByText('-1.50%')).toBeTruthy());
    const bases = fetchMock.mock.calls
      .map(([input]) => new URL(input, 'http://localhost'))
      .filter((url) => url.pathname === FIGURES_PATH)
      .map((url) => url.searchParams.get('basis'));
    expect(bases).toEqual(['gross', 'net']);
    expect(screen.getByText(/Results after the charges a contract note would show/)).toBeTruthy();
  });

  it("marks a small sample, with the reason in the chip's tooltip, and not a large one", async () => {
    serveFigures((period) => json(200, answer({ small_sample: period === 'All' })));
    openPanel();
    const chip = await screen.findByText('Small sample');
    expect(chip.closest('[title]')?.getAttribute('title')).toBe(SMALL_SAMPLE_HINT);
    expect(SMALL_SAMPLE_HINT).toBe('Fewer than 20 closed calls: read these figures with care');

    fireEvent.click(screen.getByRole('button', { name: '1Y' }));
    await waitFor(() => expect(screen.queryByText('Small sample')).toBeNull());
    expect(tile('Accuracy').getByText('50.00%')).toBeTruthy();
  });

  it('says so when the period has no closed call, with - for every figure and no chart', async () => {
    serveFigures(() => json(200, EMPTY));
    openPanel();
    expect(await screen.findByText('No closed calls in this period yet.')).toBeTruthy();
    expect(tile('Closed calls').getByText('0')).toBeTruthy();
    expect(tile('Accuracy').getByText('-')).toBeTruthy();
    expect(tile('Accuracy').getByText('0 calls · all time')).toBeTruthy();
    expect(tile('Profit factor').getByText('-')).toBeTruthy();
    expect(screen.queryByTestId('equity-curve-chart')).toBeNull();
    expect(chart.setData).toHaveLength(0);
  });

  it('shows an error with Retry, which loads the figures', async () => {
    let isDown = true;
    serveFigures(() => (isDown ? json(404, { message: 'Not found' }) : json(200, answer())));
    openPanel();
    expect(await screen.findByText('Could not load the track record.')).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(tile('Accuracy').getByText('50.00%')).toBeTruthy());
    expect(screen.queryByText('Could not load the track record.')).toBeNull();
  });

  it('labels figures "Unverified figures" or "PaRRVA verified", and hides unverified ones from 1 May 2028', async () => {
    serveFigures(() => json(200, answer()));
    openPanel();
    expect(await screen.findByText('Unverified figures')).toBeTruthy();
    cleanup();

    const verified = { status: 'verified' as const, reference: 'PARRVA/42', verified_on: '2026-11-01' };
    serveFigures(() => json(200, { ...answer(), performance_verification: verified }));
    openPanel();
    expect(await screen.findByText('PaRRVA verified')).toBeTruthy();
    cleanup();

    const now = vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2028-05-01T00:00:00+05:30'));
    try {
      serveFigures(() => json(200, answer()));
      openPanel();
      expect(await screen.findByText('Figures not shown until verified by PaRRVA')).toBeTruthy();
      expect(screen.queryByRole('group', { name: 'Accuracy' })).toBeNull();
    } finally {
      now.mockRestore();
    }
  });
});

describe('TrackRecordPanel, claimed versus achievable', () => {
  const compared = {
    expert_user_id: 77,
    period: 'All',
    as_of: '2026-01-08T00:00:00.000Z',
    reaction_seconds: 30,
    slippage_ticks: 1,
    median_delivery_ms: 800,
    calls_without_prices: 0,
    calls_pending: 0,
    gross: { calls: 4, achievable_calls: 4, claimed_average: 3.75, achievable_average: 3.1, gap: -0.65 },
    net: { calls: 4, achievable_calls: 3, claimed_average: 3.2, achievable_average: 2.4, gap: -0.8 },
  };

  it('shows what the calls claimed beside what a follower could have achieved, gross or net', async () => {
    const fetchMock = vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === FIGURES_PATH)
        return json(200, { ...answer(), basis: url.searchParams.get('basis') ?? 'gross' });
      if (url.pathname === '/backend/api/track-record/77/achievable/') return json(200, compared);
      return json(404, {});
    });
    vi.stubGlobal('fetch', fetchMock);
    openPanel();
    const section = within(await screen.findByTestId('claimed-vs-achievable'));
    await waitFor(() => expect(section.getByText('+3.10%')).toBeTruthy());
    expect(section.getByText('+3.75%')).toBeTruthy();
    expect(section.getByText('−0.65 pts')).toBeTruthy();
    expect(
      section.getByText(
        /^Over 4 closed calls\. Achievable: copying each call when its notification reached you \(median 800 ms after posting\) plus 30 s to act/,
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Net of charges' }));
    await waitFor(() => expect(section.getByText('+2.40%')).toBeTruthy());
    expect(section.getByRole('heading', { name: 'Claimed vs achievable, net of charges' })).toBeTruthy();
    expect(
      section.getByText(/^Over 4 closed calls \(1 a follower could not close count as 0\)\./),
    ).toBeTruthy();
  });

  it('says so when no call of the period has recorded prices, and how many there are', async () => {
    const none = {
      calls: 0,
      achievable_calls: 0,
      claimed_average: null,
      achievable_average: null,
      gap: null,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const url = new URL(input, 'http://localhost');
        if (url.pathname === FIGURES_PATH) return json(200, answer());
        return json(200, {
          ...compared,
          calls_without_prices: 4,
          median_delivery_ms: null,
          gross: none,
          net: none,
        });
      }),
    );
    openPanel();
    expect(
      await screen.findByText(
        "None of this period's 4 closed calls can be compared: they closed before prices were kept.",
      ),
    ).toBeTruthy();
  });
});
