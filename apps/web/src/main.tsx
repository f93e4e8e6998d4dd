import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { registerAppBridge } from './api/app-bridge.ts';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient, setAppQueryClient } from './app/query-client.ts';
import { router } from './app/router.ts';
import { dismissSnackbarsOnScreenChange, showSnackbar } from './app/snackbar.tsx';

// Made here, not in the providers: the first route's loader may start its page's data calls with it
// before React has rendered anything.
const queryClient = createQueryClient();
setAppQueryClient(queryClient);
registerAppBridge({ notify: showSnackbar, navigate: (path) => void router.navigate(path) });
dismissSnackbarsOnScreenChange(router);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first render as a transition: React renders it in slices and lets the browser paint and take
// input between them, instead of one long task (Lighthouse's total blocking time).
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
