import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { LiveTradeCache } from '../features/trades/live/live-trade-cache.tsx';
import { createQueryClient } from './query-client.ts';
import { AppSnackbarProvider } from './snackbar.tsx';
import { theme } from './theme.ts';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LiveTradeCache />
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <AppSnackbarProvider>{children}</AppSnackbarProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
