import { CssBaseline, ThemeProvider } from '@mui/material';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useState } from 'react';
import { loadLiveTradeCache } from '../features/trades/lazy.ts';
import { AfterPaint } from '../shared/lazy/after-paint.tsx';
import { lazyNamed } from '../shared/lazy/lazy-page.ts';
import { FeaturePorts } from './feature-ports.tsx';
import { createQueryClient } from './query-client.ts';
import { AppSnackbarProvider } from './snackbar.tsx';
import { appTheme } from './theme.ts';

// The live trade cache (the socket client and the cache patches) loads once the first page has
// painted, not in the entry: nothing it patches is on screen before the page's own code and data.
const LiveTradeCache = lazyNamed(loadLiveTradeCache, 'LiveTradeCache');

/** `queryClient`: the app's own (main.tsx), which route loaders share; tests get a fresh one. */
export function AppProviders({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <AfterPaint>
        <Suspense fallback={null}>
          <LiveTradeCache />
        </Suspense>
      </AfterPaint>
      <ThemeProvider theme={appTheme()}>
        <CssBaseline />
        <AppSnackbarProvider>
          <FeaturePorts>{children}</FeaturePorts>
        </AppSnackbarProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
