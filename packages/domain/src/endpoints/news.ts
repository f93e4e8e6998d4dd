import type {
  NewsItemSchema,
  TrendingNewsQuerySchema,
  TrendingNewsResponseSchema,
} from '../schemas/discovery.ts';
import type { NewsIdParamsSchema } from '../schemas/news.ts';
import { endpoint } from './endpoint.ts';
import type { In, Out } from './wire-types.ts';

/** trending-news and news-detail (docs/api.md "News"), each declared once. */
export const NEWS_ENDPOINTS = {
  trendingNews: endpoint<{
    query: In<typeof TrendingNewsQuerySchema>;
    response: Out<typeof TrendingNewsResponseSchema>;
  }>('GET', '/api/trade/trending-news'),
  newsDetail: endpoint<{ params: In<typeof NewsIdParamsSchema>; response: Out<typeof NewsItemSchema> }>(
    'GET',
    '/api/trade/news-detail/:id',
  ),
} as const;
