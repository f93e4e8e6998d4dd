import { Alert, Box, Button, CircularProgress, Divider, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useInfiniteScroll } from '../../../shared/ui/use-infinite-scroll.ts';
import type { ExpertPage } from '../follow-cache.ts';
import { allRows } from '../hooks.ts';
import { ExpertListSkeleton } from './expert-list-skeleton.tsx';
import { ExpertRow } from './expert-row.tsx';

export interface ExpertListProps {
  query: UseInfiniteQueryResult<InfiniteData<ExpertPage>>;
  /** The list's accessible name, e.g. 'Recommendations'. */
  label: string;
  emptyText: string;
  errorText: string;
  skeletons?: number;
  /**
   * A preview (a side column): at most this many rows of the first page, compact, no further pages.
   * Without it the next page loads on scroll.
   */
  previewRows?: number;
}

/** A list of experts with Follow buttons: skeletons, an error with Retry, an empty text, infinite scroll. */
export function ExpertList({
  query,
  label,
  emptyText,
  errorText,
  skeletons = 5,
  previewRows,
}: ExpertListProps) {
  const isPreview = previewRows !== undefined;
  // Narrow places (a side column, a phone) get compact rows, so names keep their room.
  const isCompact = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true }) || isPreview;
  const rows = allRows(query.data).slice(0, previewRows);
  const hasNextPage = !isPreview && query.hasNextPage;
  const sentinel = useInfiniteScroll({
    hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: query.fetchNextPage,
  });

  if (query.isPending) return <ExpertListSkeleton label={label} rows={skeletons} />;
  if (query.isError && rows.length === 0) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      >
        {errorText}
      </Alert>
    );
  }
  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
        {emptyText}
      </Typography>
    );
  }
  return (
    <>
      <Box component="ul" aria-label={label} sx={{ m: 0, p: 0 }}>
        {rows.map((expert, index) => (
          <Fragment key={expert.user_id}>
            {index > 0 && <Divider component="li" aria-hidden sx={{ listStyle: 'none' }} />}
            <ExpertRow expert={expert} compact={isCompact} />
          </Fragment>
        ))}
      </Box>
      <div ref={sentinel} />
      {query.isFetchingNextPage ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
          <CircularProgress size={24} aria-label={`Loading more ${label}`} />
        </Box>
      ) : (
        hasNextPage && (
          <Button
            onClick={() => void query.fetchNextPage()}
            sx={{ alignSelf: 'center', display: 'flex', mx: 'auto' }}
          >
            Load more
          </Button>
        )
      )}
      {query.isFetchNextPageError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorText}
        </Alert>
      )}
    </>
  );
}
