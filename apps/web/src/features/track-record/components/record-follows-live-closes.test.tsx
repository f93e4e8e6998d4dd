import { act, waitFor } from '@testing-library/react';
import type { TradeChangeEvent } from '@tradecircle/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket, installFakeLivePriceClient } from '../../../shared/live/fake-web-socket.ts';
import { livePriceClient, setLivePriceClient } from '../../../shared/live/live-price-client.ts';
import { installTestBridge, json, mockApi, renderAt } from '../../../test-render.tsx';
import { useClaimedVersusAchievable, useRecordFollowsLiveCloses } from '../hooks.ts';

installTestBridge(() => installFakeLivePriceClient({ reconnectBaseMs: 10 }));
afterEach(() => setLivePriceClient(null));

const ACHIEVABLE = '/backend/api/track-record/77/achievable/';
const none = { calls: 0, achievable_calls: 0, claimed_average: null, achievable_average: null, gap: null };
const answer = {
  expert_user_id: 77,
  period: 'All',
  as_of: '2026-12-01T00:00:00.000Z',
  reaction_seconds: 30,
  slippage_ticks: 1,
  median_delivery_ms: null,
  calls_without_prices: 0,
  calls_pending: 0,
  gross: none,
  net: none,
};

function Panel() {
  useClaimedVersusAchievable(77, 'All');
  useRecordFollowsLiveCloses(77);
  return null;
}

const closed = (postedBy: number, type: TradeChangeEvent['type'] = 'trade.closed'): TradeChangeEvent => ({
  type,
  trade_id: 5,
  security_id: 9,
  posted_by_id: postedBy,
  status: 'Closed',
  visibility: 'followers',
});

describe('useRecordFollowsLiveCloses', () => {
  it("reads the expert's record again after one of their calls closes live, not after others'", async () => {
    const fetchMock = mockApi({ [`GET ${ACHIEVABLE}`]: () => json(200, answer) });
    const asked = () => fetchMock.mock.calls.filter(([input]) => String(input).includes(ACHIEVABLE)).length;
    renderAt('/profile/77/x', { '/profile/:id/:name': <Panel /> });
    await waitFor(() => expect(asked()).toBe(1));
    const release = livePriceClient().keepOpen();
    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      act(() => socket.receive({ type: 'trades', events: [closed(78), closed(77, 'trade.activated')] }));
      await act(() => vi.advanceTimersByTimeAsync(1_500));
      expect(asked()).toBe(1);
      act(() => socket.receive({ type: 'trades', events: [closed(77)] }));
      await act(() => vi.advanceTimersByTimeAsync(1_500));
      await waitFor(() => expect(asked()).toBe(2));
    } finally {
      vi.useRealTimers();
      release();
    }
  });
});
