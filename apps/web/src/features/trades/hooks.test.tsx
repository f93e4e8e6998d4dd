import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { callsTo, installTestBridge, json, mockApi } from '../../test-render.tsx';
import { storeValidLogin } from '../../test-utils.ts';
import { buildTrade } from './dialogs/test-fixtures.ts';
import { usePostTrade, useProfileDetails, useSetTradeFeatured, useUserTradeList } from './hooks.ts';

const bridge = installTestBridge(storeValidLogin);

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

const page = (trades: number[], num: number) => () =>
  json(200, {
    result: trades.map((id) => buildTrade({ id })),
    num,
    today: [],
    past_week: [],
    other: [],
    count: { trade_today: 0, trade_past_week: 0, trade_other: 0 },
  });

describe('trade hooks', () => {
  it('pages a trade list from 1 up to num', async () => {
    mockApi({
      'GET /backend/api/trade/trade-list/42/0/1': page([1, 2], 2),
      'GET /backend/api/trade/trade-list/42/0/2': page([3], 2),
    });
    const { result } = renderHook(() => useUserTradeList(42, 0), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.hasNextPage).toBe(true));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    expect(result.current.hasNextPage).toBe(false);
    expect(result.current.data?.pages.flatMap((list) => list.result.map((trade) => trade.id))).toEqual([
      1, 2, 3,
    ]);
  });

  it('featuring a trade shows the spec message and refreshes the lists', async () => {
    const fetchMock = mockApi({
      'GET /backend/api/trade/trade-list/42/0/1': page([81], 1),
      'PATCH /backend/api/trade/trade-detail-patch-featured/': () =>
        json(200, { message: 'ok', trade_detail: buildTrade({ id: 81, is_featured: true }) }),
    });
    const { result } = renderHook(
      () => ({ list: useUserTradeList(42, 0), featured: useSetTradeFeatured() }),
      { wrapper: wrapper() },
    );
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    await act(() => result.current.featured.mutateAsync({ id: 81, isFeatured: true }));
    expect(bridge.notify).toHaveBeenCalledWith(
      'Trade added to featured sections successfully',
      'success',
      undefined,
    );
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/backend/api/trade/trade-list/42/0/1')).toHaveLength(2),
    );
    await act(() => result.current.featured.mutateAsync({ id: 81, isFeatured: false }));
    expect(bridge.notify).toHaveBeenCalledWith(
      'Trade removed to featured sections successfully',
      'success',
      undefined,
    );
  });

  it('posting a trade refreshes the profile card counts as well as the lists', async () => {
    const counts = (posted: number) => ({
      posted_count: posted,
      followed_count: 0,
      inactive_count: posted,
      active_count: 0,
      closed_count: 0,
    });
    let posted = 0;
    const fetchMock = mockApi({
      'GET /backend/api/profile-details/42': () =>
        json(200, {
          result: {
            id: 4,
            user_id: 42,
            name: 'Ravi Kumar Sharma',
            profile_image: null,
            bio: null,
            is_sebi_registered: false,
            sebi_user_type: null,
            is_own_profile: true,
            trade_counts: counts(posted),
          },
        }),
      'POST /backend/api/trade/create-trade/': () => {
        posted += 1;
        return json(201, buildTrade({ id: 90 }));
      },
    });
    const { result } = renderHook(() => ({ profile: useProfileDetails(42, 42), post: usePostTrade() }), {
      wrapper: wrapper(),
    });
    await waitFor(() => expect(result.current.profile.data?.trade_counts.posted_count).toBe(0));
    await act(() =>
      result.current.post.mutateAsync({
        security: 37,
        trade_type: 'Buy',
        entry_price: 1500,
        target_price: 1600,
        stop_loss: 1450,
        lots: 1,
        duration: 3,
        visibility: 'followers',
      }),
    );
    await waitFor(() => expect(result.current.profile.data?.trade_counts.posted_count).toBe(1));
    expect(callsTo(fetchMock, 'GET', '/backend/api/profile-details/42')).toHaveLength(2);
  });
});
