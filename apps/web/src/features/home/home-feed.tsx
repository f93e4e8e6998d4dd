import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { HOME_REASONING_PREVIEW_CHARS, type Trade } from '@tradecircle/domain';
import { type ReactNode, useMemo, useState } from 'react';
import { useInfiniteScroll } from '../../ui/use-infinite-scroll.ts';
import { VISUALLY_HIDDEN } from '../../ui/visually-hidden.ts';
import type { AllTradeFilters } from '../trades/api.ts';
import { type ReasoningPreview, TradeFeed } from '../trades/components/index.ts';
import type { TradeCardHandlers, TradeViewer } from '../trades/components/trade-card-props.ts';
import { useAllTradeList } from '../trades/hooks.ts';
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
  /** Beside the heading, e.g. the Add Trade button. */
  action?: ReactNode;
  /** Heading (and action) for screen readers only: on phones a tab already says Feed. */
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
      <Stack
        direction="row"
        sx={hideHeading ? VISUALLY_HIDDEN : { alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography id="home-feed-title" variant="h5" component="h1">
          Feed
        </Typography>
        {action}
      </Stack>
      <FeedFilters value={filters} onChange={setFilters} />
      {list.isError && trades.length === 0 ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              Retry
            </Button>
          }
        >
          {HOME_FEED_TEXTS.error}
        </Alert>
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
      {list.isFetchNextPageError && <Alert severity="error">{HOME_FEED_TEXTS.error}</Alert>}
    </Stack>
  );
}
