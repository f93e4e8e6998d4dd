/** The News calls of docs/api.md "Discovery (issue 19)": trending-news (10 a page) and news-detail. */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { NEWS_ENDPOINTS, type NewsItem, PAGE_SIZE, type TrendingNewsResponse } from '@tradecircle/domain';
import { call } from '../../shared/api/call.ts';

export const newsKeys = {
  all: ['news'] as const,
  list: () => [...newsKeys.all, 'list'] as const,
  detail: (id: number) => [...newsKeys.all, 'detail', id] as const,
};

// The query's own signal cancels a read; keepPrevious lets another list's read of the same call live.
export function fetchTrendingNews(page: number, signal?: AbortSignal) {
  return call(NEWS_ENDPOINTS.trendingNews, {
    auth: 'optional',
    query: { detail_count: PAGE_SIZE.news, page_number: page },
    signal,
    keepPrevious: true,
  });
}

export function fetchNewsDetail(id: number, signal?: AbortSignal) {
  return call(NEWS_ENDPOINTS.newsDetail, {
    params: { id },
    auth: 'optional',
    signal,
    keepPrevious: true,
    // 'News not found' is the page's own message, not the catalogue's snackbar.
    handledStatuses: [404],
  });
}

export function useTrendingNews() {
  return useInfiniteQuery({
    queryKey: newsKeys.list(),
    queryFn: ({ pageParam, signal }) => fetchTrendingNews(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => (page < last.page_info.total_page ? page + 1 : undefined),
  });
}

export function useNewsDetail(id: number | null) {
  return useQuery({
    queryKey: newsKeys.detail(id ?? 0),
    queryFn: ({ signal }) => fetchNewsDetail(id ?? 0, signal),
    enabled: id !== null,
  });
}

/** Every item of the loaded pages once (a page read after new items arrived repeats some). */
export function newsItemsOf(pages: readonly TrendingNewsResponse[] | undefined): NewsItem[] {
  const seen = new Set<number>();
  return (pages ?? [])
    .flatMap((page) => page.news_data)
    .filter((item) => {
      if (seen.has(item.id)) return false;
      seen.add(item.id);
      return true;
    });
}
