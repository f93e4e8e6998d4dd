import { type RefObject, useEffect, useRef } from 'react';

export interface InfiniteScrollOptions {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  /** How far ahead of the end the next page starts loading. */
  margin?: string;
}

/**
 * Infinite scroll: put the returned ref on an element after the list; the next page loads when it
 * comes within `margin` of the screen. Without IntersectionObserver nothing loads by itself, so
 * pages keep a Load more button beside it.
 */
export function useInfiniteScroll<T extends Element = HTMLDivElement>({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  margin = '400px',
}: InfiniteScrollOptions): RefObject<T | null> {
  const sentinel = useRef<T>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || isFetchingNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, margin]);
  return sentinel;
}
