import { Box, Paper, Typography } from '@mui/material';
import type { Trade } from '@tradecircle/domain';
import { type ReactNode, useDeferredValue, useRef } from 'react';
import { useHasBeenOnScreen } from '../../../shared/ui/use-is-on-screen.ts';
import { FnoTradeCard } from './fno-trade-card.tsx';
import { TradeCard } from './trade-card.tsx';
import type { ReasoningPreview, TradeCardHandlers, TradeViewer } from './trade-card-props.ts';
import { TradeCardSkeleton } from './trade-card-skeleton.tsx';

export const EMPTY_FEED_MESSAGE = 'No trades yet';
const SKELETON_COUNT = 3;
/** Cards drawn at once; the rest when they come near the screen (a phone shows one or two). */
const CARDS_DRAWN_AT_ONCE = 2;
/** A drawn trade card's usual height, held by a card not drawn yet. */
const UNDRAWN_CARD_HEIGHT_PX = 480;

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

// A CSS grid, not MUI's Grid: the same columns and gaps without its code on every trade list.
function feedGridSx(columns: 1 | 2) {
  return {
    display: 'grid',
    gap: 2,
    gridTemplateColumns: {
      xs: 'minmax(0, 1fr)',
      md: columns === 2 ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)',
    },
  } as const;
}

/** The feed's loading state: placeholder cards, announced as 'Loading trades'. */
export function TradeFeedPlaceholder({ columns = 1 }: { columns?: 1 | 2 }) {
  return (
    <Box role="status" aria-busy="true" aria-label="Loading trades" sx={feedGridSx(columns)}>
      {Array.from({ length: SKELETON_COUNT }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <TradeCardSkeleton key={index} />
      ))}
    </Box>
  );
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
  const gridSx = feedGridSx(columns);
  const shownTrades = useDeferredValue(trades);
  const catchingUp = shownTrades !== trades;
  if ((isLoading || catchingUp) && !shownTrades?.length) return <TradeFeedPlaceholder columns={columns} />;
  if (!shownTrades?.length) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography color="text.secondary">{emptyMessage}</Typography>
      </Paper>
    );
  }
  return (
    <Box component="section" aria-label="Trades" sx={gridSx}>
      {shownTrades.map((trade, index) => (
        <CardSlot key={trade.id} isDrawnAtOnce={index < CARDS_DRAWN_AT_ONCE}>
          {trade.is_equity_trade ? (
            <TradeCard trade={trade} viewer={viewer} reasoningPreview={reasoningPreview} {...handlers} />
          ) : (
            <FnoTradeCard trade={trade} viewer={viewer} reasoningPreview={reasoningPreview} {...handlers} />
          )}
        </CardSlot>
      ))}
    </Box>
  );
}

/**
 * A card's place in the feed. The first few are drawn at once; the others hold a card's usual height
 * until they come within a screen of the viewport, then draw, and stay drawn. Ten cards drawn in one
 * go were most of a phone's blocking time on Home (React and Emotion at 4x CPU); those off screen
 * now wait for the scroll that brings them near.
 */
function CardSlot({ isDrawnAtOnce, children }: { isDrawnAtOnce: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const isNear = useHasBeenOnScreen(ref, '100% 0px');
  const wasDrawn = useRef(false);
  const isDrawn = isDrawnAtOnce || isNear || wasDrawn.current;
  wasDrawn.current = isDrawn;
  return (
    <Box
      ref={ref}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        minWidth: 0,
        minHeight: isDrawn ? undefined : UNDRAWN_CARD_HEIGHT_PX,
      }}
    >
      {isDrawn && children}
    </Box>
  );
}
