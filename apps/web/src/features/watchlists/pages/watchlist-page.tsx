import AddIcon from '@mui/icons-material/Add';
import BookmarksOutlinedIcon from '@mui/icons-material/BookmarksOutlined';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import {
  Alert,
  Box,
  Button,
  Container,
  Paper,
  Skeleton,
  Stack,
  type SxProps,
  Tab,
  Tabs,
  type Theme,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useIsLoggedIn } from '../../../shared/api/use-session.ts';
import { routeTo } from '../../../shared/routing/route-names.ts';
import { useTradeCardActions } from '../../trades/index.ts';
import { TrendingSecuritiesStrip } from '../../trending-strip/index.ts';
import { WatchlistNameDialog } from '../components/watchlist-name-dialog.tsx';
import { WatchlistTabPanel } from '../components/watchlist-tab-panel.tsx';
import { useCreateWatchlistTab, useStockWatchlists, useTradeWatchlists } from '../hooks.ts';

/** /watchlist (guest route): visitors get a sign-in prompt, users their stock tabs and trade tabs. */
export function WatchlistPage() {
  const isLoggedIn = useIsLoggedIn();
  return (
    <Container maxWidth="lg" disableGutters>
      <Stack spacing={{ xs: 2.5, md: 3 }}>
        <TrendingSecuritiesStrip />
        {isLoggedIn ? <SignedInWatchlists /> : <SignInPrompt />}
      </Stack>
    </Container>
  );
}

function SignInPrompt() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <BookmarksOutlinedIcon color="primary" sx={{ fontSize: 48, mb: 1 }} />
      <Typography variant="h5" component="h1" gutterBottom>
        Keep an eye on the stocks you care about
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 480, mx: 'auto' }}>
        Sign in to build watchlists with live prices, and find them here on every device.
      </Typography>
      <Button component={RouterLink} to={routeTo('login')} variant="contained" size="large">
        Sign in
      </Button>
    </Paper>
  );
}

function SignedInWatchlists() {
  const stockTabs = useStockWatchlists();
  const tradeTabs = useTradeWatchlists();
  const cardActions = useTradeCardActions();
  const createTab = useCreateWatchlistTab();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [isCreating, setIsCreating] = useState(false);

  // Stock tabs first, then the trade tabs (bookmarked trades) beside them.
  const tabs = [...(stockTabs.data ?? []), ...(tradeTabs.data ?? [])];
  const selected = tabs.find((tab) => tab.id === selectedId) ?? tabs[0];

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ mr: 'auto' }}>
          Watchlist
        </Typography>
        <Button startIcon={<AddIcon />} onClick={() => setIsCreating(true)} disabled={!stockTabs.data}>
          New watchlist
        </Button>
      </Stack>

      {stockTabs.isPending ? (
        <Box aria-busy="true" aria-label="Loading watchlists">
          <Skeleton variant="rounded" height={40} sx={{ mb: 2 }} />
          {Array.from({ length: 4 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={index} variant="rounded" height={48} sx={{ mb: 1 }} />
          ))}
        </Box>
      ) : stockTabs.isError ? (
        <LoadFailure error={stockTabs.error} onRetry={() => stockTabs.refetch()}>
          Your watchlists could not be loaded.
        </LoadFailure>
      ) : (
        <>
          <Tabs
            value={selected?.id ?? false}
            onChange={(_, id: number) => setSelectedId(id)}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-label="Watchlists"
            sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
          >
            {tabs.map((tab) => (
              <Tab
                key={tab.id}
                value={tab.id}
                label={tab.name}
                icon={tab.watchlist_type === 'trade' ? <TradeTabIcon /> : <StockTabIcon />}
                iconPosition="start"
                id={`watchlist-tab-${tab.id}`}
                aria-controls={`watchlist-panel-${tab.id}`}
                sx={{ minHeight: 48 }}
              />
            ))}
            {tradeTabs.isPending && (
              <Tab
                value="loading-trades"
                disabled
                aria-label="Loading saved trades"
                label={<Skeleton width={96} />}
                sx={{ minHeight: 48 }}
              />
            )}
          </Tabs>
          {tradeTabs.isError && (
            <LoadFailure error={tradeTabs.error} onRetry={() => tradeTabs.refetch()} sx={{ mb: 2 }}>
              Your saved trades could not be loaded.
            </LoadFailure>
          )}
          {selected && (
            <WatchlistTabPanel
              key={selected.id}
              watchlist={selected}
              onDeleted={() => setSelectedId(null)}
              tradeCards={cardActions}
            />
          )}
        </>
      )}

      <WatchlistNameDialog
        open={isCreating}
        title="New watchlist"
        submitLabel="Create"
        isPending={createTab.isPending}
        onClose={() => setIsCreating(false)}
        onSubmit={async (name) => {
          const tab = await createTab.mutateAsync(name);
          setSelectedId(tab.id);
          setIsCreating(false);
        }}
      />
    </Paper>
  );
}

const TradeTabIcon = () => <BookmarksOutlinedIcon fontSize="small" aria-hidden />;
const StockTabIcon = () => <ShowChartIcon fontSize="small" aria-hidden />;

function LoadFailure({
  error,
  onRetry,
  children,
  sx,
}: {
  error: Error;
  onRetry: () => void;
  children: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <Alert
      severity="error"
      sx={sx ?? {}}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {error.message.startsWith('HTTP') ? children : error.message}
    </Alert>
  );
}
