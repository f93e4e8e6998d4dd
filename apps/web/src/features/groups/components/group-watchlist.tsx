import { Paper, Skeleton, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { withTimeout } from '../../../shared/lazy/lazy-page.ts';

// The watchlist (a list with live prices, the admin's edit mode) loads beside the page's own calls.
const GroupWatchlistPanel = lazy(() =>
  withTimeout(import('./group-watchlist-panel.tsx')).then((module) => ({
    default: module.GroupWatchlistPanel,
  })),
);

/** The group's watchlist for members and the admin (the panel, loaded with its rows). */
export function GroupWatchlist({ watchlistId, isAdmin }: { watchlistId: number; isAdmin: boolean }) {
  return (
    <Suspense fallback={<WatchlistPlaceholder />}>
      <GroupWatchlistPanel watchlistId={watchlistId} isAdmin={isAdmin} />
    </Suspense>
  );
}

/** The panel as it looks while its rows load. */
function WatchlistPlaceholder() {
  return (
    <Paper variant="outlined" component="section" aria-label="Watchlist" aria-busy="true" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Watchlist
      </Typography>
      <Stack spacing={1}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={40} />
        ))}
      </Stack>
    </Paper>
  );
}
