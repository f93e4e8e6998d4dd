import { Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { HOME_REASONING_PREVIEW_CHARS, type Trade } from '@tradecircle/domain';
import { type ReactNode, useMemo, useState } from 'react';
import { useInfiniteScroll } from '../../shared/ui/use-infinite-scroll.ts';
import { VISUALLY_HIDDEN } from '../../shared/ui/visually-hidden.ts';
import {
  type AllTradeFilters,
  type ReasoningPreview,
  type TradeCardHandlers,
  TradeFeed,
  type TradeViewer,
  useAllTradeList,
} from '../trades/index.ts';
import { FeedFilters, hasFeedFilters, NO_FEED_FILTERS } from './feed-filters.tsx';

export const HOME_FEED_TEXTS = {
  empty: 'Oops! No posts here. Follow experts to see their posts.',
  error: 'Your feed could not be loaded.',
} as const;

/** platform.md §2 Home: reasoning cut at 80 characters with Show more. */
const HOME_REASONING: ReasoningPreview = {
  limit: HOME_REASONING_PREVIEW_CHARS,
  moreLabel: 'Show more',
  lessLabel: 'Show less',
};

/** Trades without the repeats a list that grows at the top can page in twice. */
function uniqueTrades(pages: { result: Trade[] }[]): Trade[] {
  const seen = new Set<number>();
  return pages
    .flatMap((page) => page.result)
    .filter((trade) => {
      if (seen.has(trade.id)) return false;
      seen.add(trade.id);
      return true;
    });
}

/**
 * The Feed (all-trade-list): the trades of the experts and securities the user follows and their
 * own, filtered by status, side and duration, equity and F&O cards with live prices, infinite scroll.
 */
export function HomeFeed({
  viewerId,
  viewer,
  handlers,
  action,
  hideHeading = false,
}: {
  viewerId: number;
  viewer: TradeViewer | null;
  handlers: TradeCardHandlers;
  /** Beside the heading, e.g. the Add Trade button (shown even when the heading is hidden). */
  action?: ReactNode;
  /** Heading for screen readers only: on phones a tab already says Feed. */
  hideHeading?: boolean;
}) {
  const [filters, setFilters] = useState<AllTradeFilters>(NO_FEED_FILTERS);
  const list = useAllTradeList(viewerId, filters, viewerId > 0);
  const trades = useMemo(() => uniqueTrades(list.data?.pages ?? []), [list.data]);
  const sentinel = useInfiniteScroll({
    hasNextPage: list.hasNextPage,
    isFetchingNextPage: list.isFetchingNextPage,
    fetchNextPage: list.fetchNextPage,
  });

  return (
    <Stack spacing={2} component="section" aria-labelledby="home-feed-title">
      {hideHeading && !action ? (
        <Typography id="home-feed-title" variant="h5" component="h1" sx={VISUALLY_HIDDEN}>
          Feed
        </Typography>
      ) : (
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: hideHeading ? 'flex-end' : 'space-between' }}
        >
          <Typography
            id="home-feed-title"
            variant="h5"
            component="h1"
            sx={hideHeading ? VISUALLY_HIDDEN : undefined}
          >
            Feed
          </Typography>
          {action}
        </Stack>
      )}
      <FeedFilters value={filters} onChange={setFilters} />
      {list.isError && trades.length === 0 ? (
        <Paper
          variant="outlined"
          role="alert"
          sx={{
            px: 2,
            py: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            borderColor: 'error.light',
            color: 'error.dark',
          }}
        >
          <Typography variant="body2">{HOME_FEED_TEXTS.error}</Typography>
          <Button color="error" size="small" onClick={() => void list.refetch()}>
            Retry
          </Button>
        </Paper>
      ) : (
        <TradeFeed
          trades={list.isPending ? undefined : trades}
          isLoading={list.isPending}
          viewer={viewer}
          handlers={handlers}
          emptyMessage={HOME_FEED_TEXTS.empty}
          reasoningPreview={HOME_REASONING}
        />
      )}
      {!list.isPending && trades.length === 0 && hasFeedFilters(filters) && (
        <Button onClick={() => setFilters(NO_FEED_FILTERS)} sx={{ alignSelf: 'center' }}>
          Show all trades
        </Button>
      )}
      <div ref={sentinel} />
      {list.isFetchingNextPage ? (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <CircularProgress size={28} aria-label="Loading more trades" />
        </Box>
      ) : (
        list.hasNextPage && (
          <Button onClick={() => void list.fetchNextPage()} sx={{ alignSelf: 'center' }}>
            Load more
          </Button>
        )
      )}
      {list.isFetchNextPageError && (
        <Typography role="alert" variant="body2" color="error" sx={{ textAlign: 'center' }}>
          {HOME_FEED_TEXTS.error}
        </Typography>
      )}
    </Stack>
  );
}
