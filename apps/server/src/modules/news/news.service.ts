import type { NewsItem, TrendingNewsResponse } from '@tradecircle/domain';
import type { AppDb } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import type { QuoteBook } from '../market/index.ts';
import { presentNewsItem } from './news.presenter.ts';
import {
  countNewsItems,
  findNewsItem,
  listNewsItems,
  listNewsSecurities,
  type NewsRow,
  type NewsSecurityRow,
} from './news.repository.ts';

export const NEWS_NOT_FOUND = 'News not found';

async function present(db: AppDb, rows: readonly NewsRow[], quotes: QuoteBook): Promise<NewsItem[]> {
  const tags = new Map<number, NewsSecurityRow[]>();
  for (const tag of await listNewsSecurities(
    db,
    rows.map((row) => row.id),
  )) {
    const list = tags.get(tag.newsId) ?? [];
    list.push(tag);
    tags.set(tag.newsId, list);
  }
  return rows.map((row) => presentNewsItem(row, tags.get(row.id) ?? [], quotes));
}

/** trending-news: a page of the stored headlines, newest first, growth from the live prices now. */
export async function listTrendingNews(options: {
  db: AppDb;
  quotes: QuoteBook;
  pageNumber: number;
  detailCount: number;
}): Promise<TrendingNewsResponse> {
  const { db, quotes, pageNumber, detailCount } = options;
  const [total, rows] = await Promise.all([
    countNewsItems(db),
    listNewsItems(db, detailCount, (pageNumber - 1) * detailCount),
  ]);
  return {
    news_data: await present(db, rows, quotes),
    page_info: {
      page_number: pageNumber,
      detail_count: detailCount,
      total_page: Math.ceil(total / detailCount),
      total_count: total,
    },
  };
}

export async function findNewsDetail(options: {
  db: AppDb;
  quotes: QuoteBook;
  id: number;
}): Promise<NewsItem> {
  const row = await findNewsItem(options.db, options.id);
  if (!row) throw notFound(NEWS_NOT_FOUND);
  const [item] = await present(options.db, [row], options.quotes);
  return item!;
}
