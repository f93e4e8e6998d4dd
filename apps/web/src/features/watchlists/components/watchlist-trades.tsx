import BookmarkRemoveOutlinedIcon from '@mui/icons-material/BookmarkRemoveOutlined';
import { Button, Grid, Paper, Stack, Typography } from '@mui/material';
import type { WatchlistTradeItem } from '@tradecircle/domain';
import { useMemo } from 'react';
import { FnoTradeCard, TradeCard, type TradeCardHandlers, type TradeViewer } from '../../trades/index.ts';
import { useTradeWatchlistChangeRefresh } from '../hooks.ts';

export const EMPTY_TRADE_WATCHLIST_TEXT =
  'No saved trades yet. Tap the bookmark on a trade card and the trade shows here.';

interface WatchlistTradesProps {
  items: WatchlistTradeItem[];
  viewer: TradeViewer | null;
  handlers: TradeCardHandlers;
  removingId: number | null;
  onRemove: (item: WatchlistTradeItem) => void;
}

/**
 * A trade tab's bookmarks as live trade cards (prices tick in the cards, pushed status changes re-read
 * the tab), two to a row from 768 px, each with a button that takes it out of the tab.
 */
export function WatchlistTrades({ items, viewer, handlers, removingId, onRemove }: WatchlistTradesProps) {
  const tradeIds = useMemo(() => items.map((item) => item.trade_data.id), [items]);
  useTradeWatchlistChangeRefresh(tradeIds);

  if (items.length === 0) {
    return (
      <Paper variant="outlined" sx={{ py: 6, px: 2, textAlign: 'center' }}>
        <Typography color="text.secondary">{EMPTY_TRADE_WATCHLIST_TEXT}</Typography>
      </Paper>
    );
  }

  return (
    <Grid container spacing={2} component="section" aria-label="Saved trades">
      {items.map((item) => {
        const trade = item.trade_data;
        return (
          <Grid key={item.id} size={{ xs: 12, md: 6 }}>
            <Stack spacing={1} sx={{ height: '100%' }}>
              {trade.is_equity_trade ? (
                <TradeCard trade={trade} viewer={viewer} {...handlers} />
              ) : (
                <FnoTradeCard trade={trade} viewer={viewer} {...handlers} />
              )}
              <Button
                size="small"
                color="inherit"
                startIcon={<BookmarkRemoveOutlinedIcon />}
                onClick={() => onRemove(item)}
                disabled={removingId === item.id}
                aria-label={`Remove ${trade.trade_type} ${trade.security_symbol} trade from this watchlist`}
                sx={{ alignSelf: 'flex-end', color: 'text.secondary' }}
              >
                Remove
              </Button>
            </Stack>
          </Grid>
        );
      })}
    </Grid>
  );
}
