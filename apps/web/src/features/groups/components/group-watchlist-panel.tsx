import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import {
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { GROUP_WATCHLIST_MAX } from '@tradecircle/domain';
import { lazy, Suspense, useState } from 'react';
import { withTimeout } from '../../../shared/lazy/lazy-page.ts';
import { Money } from '../../../shared/ui/money.tsx';
import { PriceChange } from '../../../shared/ui/price-change.tsx';
import { useGroupWatchlist, useRemoveFromGroupWatchlist } from '../hooks.ts';

// The admin's search box (MUI's Autocomplete and Popper, ~16 kB compressed) loads on Edit, not with the page.
const WatchlistSearch = lazy(() =>
  withTimeout(import('./group-watchlist-search.tsx')).then((module) => ({ default: module.WatchlistSearch })),
);

/** The group's watchlist (members and the admin): `x/50`; the admin adds and removes in edit mode. */
export function GroupWatchlistPanel({ watchlistId, isAdmin }: { watchlistId: number; isAdmin: boolean }) {
  const watchlist = useGroupWatchlist(watchlistId);
  const remove = useRemoveFromGroupWatchlist(watchlistId);
  const [isEditing, setIsEditing] = useState(false);
  const items = watchlist.data?.items ?? [];
  const max = watchlist.data?.max ?? GROUP_WATCHLIST_MAX;
  const isFull = items.length >= max;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="group-watchlist-title" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="group-watchlist-title" variant="h6" component="h2">
          Watchlist
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography
            variant="body2"
            color="text.secondary"
            aria-label={`${items.length} of ${max} securities`}
          >
            {watchlist.data ? `${items.length}/${max}` : ''}
          </Typography>
          {isAdmin && (
            <Button
              size="small"
              startIcon={isEditing ? undefined : <EditOutlined />}
              onClick={() => setIsEditing((editing) => !editing)}
              aria-pressed={isEditing}
            >
              {isEditing ? 'Done' : 'Edit'}
            </Button>
          )}
        </Stack>
      </Stack>
      {isEditing && !isFull && (
        <Suspense fallback={<Skeleton variant="rounded" height={40} sx={{ mb: 1.5 }} />}>
          <WatchlistSearch watchlistId={watchlistId} />
        </Suspense>
      )}
      {isEditing && isFull && (
        <Typography variant="body2" color="warning.main" sx={{ mb: 1 }}>
          The watchlist holds at most {max} securities.
        </Typography>
      )}
      {watchlist.isPending ? (
        <Stack spacing={1} role="progressbar" aria-label="Loading watchlist">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rounded" height={40} />
          ))}
        </Stack>
      ) : watchlist.isError ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography color="text.secondary">The watchlist could not be loaded.</Typography>
          <Button onClick={() => void watchlist.refetch()}>Retry</Button>
        </Stack>
      ) : items.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          {isAdmin ? 'Add securities for your members to watch.' : 'No securities in the watchlist yet.'}
        </Typography>
      ) : (
        <List dense disablePadding aria-label="Watchlist securities">
          {items.map((item) => (
            <ListItem
              key={item.id}
              disableGutters
              secondaryAction={
                isEditing ? (
                  <IconButton
                    edge="end"
                    aria-label={`Remove ${item.stock_data.symbol}`}
                    onClick={() => remove.mutate(item.id)}
                    disabled={remove.isPending}
                  >
                    <DeleteOutline />
                  </IconButton>
                ) : undefined
              }
            >
              <ListItemText
                primary={item.stock_data.symbol}
                secondary={item.stock_data.name}
                slotProps={{ secondary: { noWrap: true } }}
                sx={{ minWidth: 0, mr: 1 }}
              />
              {!isEditing && (
                <Box sx={{ textAlign: 'right' }}>
                  <Money amount={item.stock_data.live_price} />
                  <Box>
                    <PriceChange
                      change={item.stock_data.up_down_price}
                      percent={item.stock_data.up_down_percent}
                      minChars={0}
                      sx={{ fontSize: 12 }}
                    />
                  </Box>
                </Box>
              )}
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
