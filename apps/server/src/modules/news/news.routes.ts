import {
  NEWS_ENDPOINTS,
  NewsIdParamsSchema,
  NewsItemSchema,
  TrendingNewsQuerySchema,
  TrendingNewsResponseSchema,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { on } from '../../http/declared-route.ts';
import type { RequestAuth } from '../../http/request-auth.ts';
import type { QuoteBook } from '../market/index.ts';
import { findNewsDetail, listTrendingNews } from './news.service.ts';

export type NewsRoutesOptions = { auth: RequestAuth; quotes: QuoteBook };

const tags = ['news'];

/** trending-news and news-detail (docs/api.md, "News"): visitors too; a token sent must be valid. */
export const newsRoutes: FastifyPluginAsyncZod<NewsRoutesOptions> = async (app, { auth, quotes }) => {
  const db = app.database.db;

  on(app, NEWS_ENDPOINTS.trendingNews)(
    {
      onRequest: auth.identifyUser,
      schema: {
        tags,
        summary: "Stored headlines, newest first, each with the 'Since News' growth of up to two securities",
        querystring: TrendingNewsQuerySchema,
        response: { 200: TrendingNewsResponseSchema },
      },
    },
    async (request) =>
      listTrendingNews({
        db,
        quotes,
        pageNumber: request.query.page_number,
        detailCount: request.query.detail_count,
      }),
  );

  on(app, NEWS_ENDPOINTS.newsDetail)(
    {
      onRequest: auth.identifyUser,
      schema: {
        tags,
        summary: 'One headline with its growth',
        params: NewsIdParamsSchema,
        response: { 200: NewsItemSchema },
      },
    },
    async (request) => findNewsDetail({ db, quotes, id: request.params.id }),
  );
};
