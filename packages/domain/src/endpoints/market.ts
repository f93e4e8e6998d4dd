import type {
  MarketIndicesResponseSchema,
  MarketMoversQuerySchema,
  MarketMoversResponseSchema,
  SectorHeatmapResponseSchema,
} from '../schemas/discovery.ts';
import type {
  LivePriceRequestSchema,
  LivePriceSchema,
  PriceSeriesQuerySchema,
  PriceSeriesSchema,
} from '../schemas/market.ts';
import { endpoint } from './endpoint.ts';
import type { In, Out } from './wire-types.ts';

/**
 * The Markets page (docs/api.md "Discovery"): indices, movers, sector heatmap; and a security's live
 * price and price history (trades.md §7), each declared once.
 */
export const MARKET_ENDPOINTS = {
  indices: endpoint<{ response: Out<typeof MarketIndicesResponseSchema> }>('GET', '/api/market/indices/'),
  movers: endpoint<{
    query: In<typeof MarketMoversQuerySchema>;
    response: Out<typeof MarketMoversResponseSchema>;
  }>('GET', '/api/market/movers/'),
  sectorHeatmap: endpoint<{ response: Out<typeof SectorHeatmapResponseSchema> }>(
    'GET',
    '/api/market/sector-heatmap/',
  ),
  livePrice: endpoint<{ body: In<typeof LivePriceRequestSchema>; response: Out<typeof LivePriceSchema> }>(
    'POST',
    '/api/trade/update-live-price/',
  ),
  priceSeries: endpoint<{
    query: In<typeof PriceSeriesQuerySchema>;
    response: Out<typeof PriceSeriesSchema>;
  }>('GET', '/api/trade/time-series-price/'),
} as const;
