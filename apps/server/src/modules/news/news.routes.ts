import {
  NewsItemSchema,
  recordIdParamSchema,
  TrendingNewsQuerySchema,
  TrendingNewsResponseSchema,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequestAuth } from '../../http/request-auth.ts';
import type { QuoteBook } from '../market/index.ts';
import { findNewsDetail, listTrendingNews } from './news.service.ts';

export type NewsRoutesOptions = { auth: RequestAuth; quotes: QuoteBook };

const tags = ['news'];
const NewsIdParamsSchema = z.object({ id: recordIdParamSchema('id must be a news id') });

/** trending-news and news-detail (docs/api.md, "News"): visitors too; a token sent must be valid. */
export const newsRoutes: FastifyPluginAsyncZod<NewsRoutesOptions> = async (app, { auth, quotes }) => {
  const db = app.database.db;

  app.get(
    '/api/trade/trending-news',
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

  app.get(
    '/api/trade/news-detail/:id',
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
