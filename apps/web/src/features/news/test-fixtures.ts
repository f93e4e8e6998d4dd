/** News answers for tests, checked against the domain's wire schemas (not shipped). */
import { type NewsItem, NewsItemSchema, PAGE_SIZE, type TrendingNewsResponse } from '@tradecircle/domain';

const HOUR_MS = 3_600_000;

export function makeNewsItem(overrides: Partial<NewsItem> = {}): NewsItem {
  const id = overrides.id ?? 1;
  return NewsItemSchema.parse({
    id,
    title: `Headline number ${id}`,
    description: `What happened in story ${id}.`,
    image_url: `https://images.example.com/news-${id}.jpg`,
    news_url: `https://news.example.com/story-${id}`,
    source: 'Example Markets',
    time: new Date(Date.now() - 2 * HOUR_MS).toISOString(),
    is_demo: false,
    all_growth: [],
    ...overrides,
  });
}

/** Page `page` of `totalPages`, 10 items a page with ids continuing from the earlier pages. */
export function newsPage(
  page: number,
  totalPages: number,
  count: number = PAGE_SIZE.news,
): TrendingNewsResponse {
  return {
    news_data: Array.from({ length: count }, (_, index) =>
      makeNewsItem({ id: (page - 1) * PAGE_SIZE.news + index + 1 }),
    ),
    page_info: {
      page_number: page,
      detail_count: PAGE_SIZE.news,
      total_page: totalPages,
      total_count: (totalPages - 1) * PAGE_SIZE.news + count,
    },
  };
}
