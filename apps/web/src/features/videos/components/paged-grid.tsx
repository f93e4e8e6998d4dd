import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { useInfiniteScroll } from '../../../shared/ui/use-infinite-scroll.ts';
import { VIDEO_TEXTS } from '../video-texts.ts';
import { CardGrid, CardGridSkeleton } from './card-grid.tsx';

type PagedQuery = {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
};

/**
 * A grid of cards read a page at a time: the next page loads as the end comes near (with Load more
 * beside it), with the loading, empty and error states every such list needs.
 */
export function PagedGrid({
  query,
  count,
  label,
  empty,
  moreFailed,
  loadingMore,
  children,
}: {
  query: PagedQuery;
  count: number;
  label: string;
  empty: string;
  moreFailed: string;
  loadingMore: string;
  children: ReactNode;
}) {
  const sentinel = useInfiniteScroll({
    hasNextPage: query.hasNextPage && !query.isFetchNextPageError,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: query.fetchNextPage,
  });
  if (query.isPending) return <CardGridSkeleton />;
  if (query.isError && count === 0) {
    return <LoadFailed message={VIDEO_TEXTS.failed} onRetry={() => void query.refetch()} />;
  }
  if (count === 0) {
    return <Typography sx={{ color: 'text.secondary', py: 6, textAlign: 'center' }}>{empty}</Typography>;
  }
  return (
    <>
      <CardGrid label={label}>{children}</CardGrid>
      <div ref={sentinel} />
      {query.isFetchNextPageError ? (
        <Alert
          severity="error"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void query.fetchNextPage()}>
              {VIDEO_TEXTS.retry}
            </Button>
          }
        >
          {moreFailed}
        </Alert>
      ) : query.hasNextPage ? (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          {query.isFetchingNextPage ? (
            <CircularProgress size={28} aria-label={loadingMore} />
          ) : (
            <Button onClick={() => void query.fetchNextPage()}>{VIDEO_TEXTS.loadMore}</Button>
          )}
        </Box>
      ) : null}
    </>
  );
}
