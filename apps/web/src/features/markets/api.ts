/** The Markets calls of docs/api.md "Discovery (issue 19)": indices, movers and the sector heatmap, all public. */
import { useQuery } from '@tanstack/react-query';
import { MARKET_ENDPOINTS, type MarketIndex, type MarketMover } from '@tradecircle/domain';
import { call } from '../../shared/api/call.ts';
import type { LiveQuoteSeed } from '../../shared/live/live-quote.ts';

/** How many gainers, losers and most active securities the movers card lists. */
export const MOVERS_LIMIT = 10;

export const marketKeys = {
  all: ['markets'] as const,
  indices: () => [...marketKeys.all, 'indices'] as const,
  movers: (limit: number) => [...marketKeys.all, 'movers', limit] as const,
  heatmap: () => [...marketKeys.all, 'sector-heatmap'] as const,
};

// The query's own signal cancels a read; keepPrevious lets another page's read of the same call live.
export function fetchMarketIndices(signal?: AbortSignal) {
  return call(MARKET_ENDPOINTS.indices, {
    auth: 'none',
    signal,
    keepPrevious: true,
  });
}

export function fetchMarketMovers(limit: number, signal?: AbortSignal) {
  return call(MARKET_ENDPOINTS.movers, {
    auth: 'none',
    query: { limit },
    signal,
    keepPrevious: true,
  });
}

export function fetchSectorHeatmap(signal?: AbortSignal) {
  return call(MARKET_ENDPOINTS.sectorHeatmap, {
    auth: 'none',
    signal,
    keepPrevious: true,
  });
}

export function useMarketIndices() {
  return useQuery({
    queryKey: marketKeys.indices(),
    queryFn: ({ signal }) => fetchMarketIndices(signal).then((answer) => answer.indices),
  });
}

export function useMarketMovers(limit = MOVERS_LIMIT) {
  return useQuery({
    queryKey: marketKeys.movers(limit),
    queryFn: ({ signal }) => fetchMarketMovers(limit, signal),
  });
}

export function useSectorHeatmap() {
  return useQuery({ queryKey: marketKeys.heatmap(), queryFn: ({ signal }) => fetchSectorHeatmap(signal) });
}

/** Indices and movers carry the change in rupees: the previous close is the price less the change. */
export function seedFromChange({
  live_price,
  change,
  up_down_percent,
}: Pick<MarketIndex | MarketMover, 'live_price' | 'change' | 'up_down_percent'>): LiveQuoteSeed {
  return { live_price, close_price: live_price - change, up_down_price: change, up_down_percent };
}
