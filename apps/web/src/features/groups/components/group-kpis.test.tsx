import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installTestBridge, json, renderAt } from '../../../test-render.tsx';
import { routeApi } from '../../follows/testing.ts';
import { GroupKpis } from './group-kpis.tsx';

installTestBridge();

const kpis = (period: string, calls: number, accuracy: number | null) => ({
  result: {
    closed_trades: calls,
    accuracy,
    holding_period: null,
    risk_reward: null,
    avg_trade_return: 2.5,
    roi: null,
    small_sample: calls < 20,
    period,
    calls,
    net: { accuracy: accuracy === null ? null : accuracy - 25, avg_trade_return: 1.75, roi: null },
    achievable: {
      reaction_seconds: 30,
      slippage_ticks: 1,
      median_delivery_ms: 1400,
      calls_without_prices: 2,
      calls_pending: 0,
      gross: { calls: 10, achievable_calls: 9, claimed_average: 2.5, achievable_average: 1.9, gap: -0.6 },
      net: { calls: 10, achievable_calls: 9, claimed_average: 2.1, achievable_average: 1.5, gap: -0.6 },
    },
  },
});

describe('GroupKpis', () => {
  it('names the window and the closed calls the figures rest on, for each period chosen', async () => {
    const { calls } = routeApi({
      'GET /backend/api/group-kpis/': (url) =>
        url.searchParams.get('filters') === '1M'
          ? json(200, kpis('1M', 3, 66.67))
          : json(200, kpis('All', 12, 75)),
    });
    renderAt('/groups/5', { '/groups/:id': <GroupKpis groupId={5} /> });
    expect(await screen.findByText('75%')).toBeTruthy();
    // Accuracy, average return and ROI also net of charges.
    expect(screen.getByText('Net 50%')).toBeTruthy();
    expect(screen.getByText('Net 1.75%')).toBeTruthy();
    // ROI has no figure, gross or net: no net line under its '-'.
    expect(screen.getAllByText(/^Net /)).toHaveLength(2);
    // What a follower could have achieved copying the same calls, and how that was measured.
    const compared = within(screen.getByTestId('claimed-vs-achievable'));
    expect(compared.getByText('+2.50%')).toBeTruthy();
    expect(compared.getByText('+1.90%')).toBeTruthy();
    expect(compared.getByText('−0.60 pts')).toBeTruthy();
    expect(
      compared.getByText(
        'Over 10 closed calls (1 a follower could not close count as 0). Achievable: copying each call when its notification reached you (median 1.4 s after posting) plus 30 s to act, at the prices that followed, with 1 tick of slippage on market orders. 2 calls closed before prices were kept are left out.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'All closed calls: 12 calls. Past calls over the stated window; not a promise of future returns.',
      ),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '1M' }));
    await waitFor(() => expect(screen.getByText('66.67%')).toBeTruthy());
    expect(screen.getByText(/^Calls closed in the last month: 3 calls\. /)).toBeTruthy();
    expect(
      calls('GET', '/backend/api/group-kpis/').map(({ url }) => url.searchParams.get('filters')),
    ).toEqual(['All', '1M']);
  });

  it('never puts the last period’s count under the newly chosen window while it loads', async () => {
    let answer1W: (response: Response) => void = () => {};
    routeApi({
      'GET /backend/api/group-kpis/': (url) =>
        url.searchParams.get('filters') === '1W'
          ? new Promise<Response>((resolve) => {
              answer1W = resolve;
            })
          : json(200, kpis('All', 12, 75)),
    });
    renderAt('/groups/5', { '/groups/:id': <GroupKpis groupId={5} /> });
    await screen.findByText(/^All closed calls: 12 calls\./);
    fireEvent.click(screen.getByRole('button', { name: '1W' }));
    expect(await screen.findByText(/^Calls closed in the last 7 days\. Past calls/)).toBeTruthy();
    expect(screen.queryByText(/12 calls/)).toBeNull();
    answer1W(json(200, kpis('1W', 2, 50)));
    expect(await screen.findByText(/^Calls closed in the last 7 days: 2 calls\./)).toBeTruthy();
  });
});
