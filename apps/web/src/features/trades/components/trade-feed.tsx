import { Box, Paper, Typography } from '@mui/material';
import type { Trade } from '@tradecircle/domain';
import { useDeferredValue } from 'react';
import { FnoTradeCard } from './fno-trade-card.tsx';
import { TradeCard } from './trade-card.tsx';
import type { ReasoningPreview, TradeCardHandlers, TradeViewer } from './trade-card-props.ts';
import { TradeCardSkeleton } from './trade-card-skeleton.tsx';

export const EMPTY_FEED_MESSAGE = 'No trades yet';
const SKELETON_COUNT = 3;

export interface TradeFeedProps {
  trades: readonly Trade[] | undefined;
  viewer: TradeViewer | null;
  handlers?: TradeCardHandlers;
  /** Shows placeholders while there are no trades to show yet. */
  isLoading?: boolean;
  emptyMessage?: string;
  /** Two cards per row from 768 px; phones always get one full-width card per row. */
  columns?: 1 | 2;
  /** Passed to every card: how the reasoning is cut (keep the object stable: the cards are memoised). */
  reasoningPreview?: ReasoningPreview;
}

/**
 * Trade cards (equity or F&O by the trade's kind) with loading and empty states.
 *
 * A new list is rendered in the background (useDeferredValue): a query's answer reaches React as a
 * blocking update, and ten cards rendered in one go are a 150-200 ms task on a mid-range phone. The
 * previous list (or the placeholders) stays on screen until the new one is ready.
 */
export function TradeFeed({
  trades,
  viewer,
  handlers = {},
  isLoading = false,
  emptyMessage = EMPTY_FEED_MESSAGE,
  columns = 1,
  reasoningPreview,
}: TradeFeedProps) {
  // A CSS grid, not MUI's Grid: the same columns and gaps without its code on every trade list.
  const gridSx = {
    display: 'grid',
    gap: 2,
    gridTemplateColumns: {
      xs: 'minmax(0, 1fr)',
      md: columns === 2 ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)',
    },
  } as const;
  const shownTrades = useDeferredValue(trades);
  const catchingUp = shownTrades !== trades;
  if ((isLoading || catchingUp) && !shownTrades?.length) {
    return (
      <Box role="status" aria-busy="true" aria-label="Loading trades" sx={gridSx}>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
          <TradeCardSkeleton key={index} />
        ))}
      </Box>
    );
  }
  if (!shownTrades?.length) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography color="text.secondary">{emptyMessage}</Typography>
      </Paper>
    );
  }
  return (
    <Box component="section" aria-label="Trades" sx={gridSx}>
      {shownTrades.map((trade) =>
        trade.is_equity_trade ? (
          <TradeCard
            key={trade.id}
            trade={trade}
            viewer={viewer}
            reasoningPreview={reasoningPreview}
            {...handlers}
          />
        ) : (
          <FnoTradeCard
            key={trade.id}
            trade={trade}
            viewer={viewer}
            reasoningPreview={reasoningPreview}
            {...handlers}
          />
        ),
      )}
    </Box>
  );
}
