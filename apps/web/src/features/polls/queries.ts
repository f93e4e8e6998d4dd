/**
 * The poll list query, built from the API call and keys alone: Home's route starts it before the
 * page's code has arrived (a prefetch loads nothing else), and the carousel's hook uses it.
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { fetchPolls } from './api.ts';
import { firstPollListKey, POLLS_PER_PAGE } from './query-keys.ts';

export const pollListOptions = () =>
  infiniteQueryOptions({
    queryKey: firstPollListKey(),
    queryFn: ({ pageParam, signal }) => fetchPolls(pageParam, POLLS_PER_PAGE, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => (page < last.data.page_info.total_page ? page + 1 : undefined),
  });
