import type { NewsItem } from '@tradecircle/domain';
import type { QuoteBook } from '../market/index.ts';
import type { NewsRow, NewsSecurityRow } from './news.repository.ts';
import { sinceNewsGrowth } from './price-at-publication.ts';

/** The list and the detail show the growth of at most two securities. */
export const MAX_NEWS_GROWTH = 2;

/**
 * The wire item. `all_growth`: the first two tagged securities (in order of mention) that have both
 * a price at publication and a live price, each with its 'Since News' growth.
 */
export function presentNewsItem(
  row: NewsRow,
  securities: readonly NewsSecurityRow[],
  quotes: QuoteBook,
): NewsItem {
  const allGrowth: NewsItem['all_growth'] = [];
  for (const security of securities) {
    if (allGrowth.length === MAX_NEWS_GROWTH) break;
    const live = quotes.getQuote(security.id)?.livePrice;
    const atPublication = Number(security.priceAtPublication);
    if (live === undefined || security.priceAtPublication === null || !(atPublication > 0)) continue;
    allGrowth.push({
      id: security.id,
      symbol: security.symbol,
      name: security.name,
      exchange: security.exchange,
      growth: sinceNewsGrowth(atPublication, live),
    });
  }
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image_url: row.imageUrl,
    news_url: row.newsUrl,
    source: row.source,
    time: row.publishedAt.toISOString(),
    is_demo: row.isDemo,
    all_growth: allGrowth,
  };
}
