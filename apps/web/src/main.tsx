import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { firstRouteCode } from './app/first-render.ts';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient, setAppQueryClient } from './app/query-client.ts';
import { type AppRouter, createAppRouter } from './app/router.ts';
import { dismissSnackbarsOnScreenChange, showSnackbar } from './app/snackbar.tsx';
import { appTheme } from './app/theme.ts';
import { registerAppBridge } from './shared/api/app-bridge.ts';

// Made here, not in the providers: the first route's loader may start its page's data calls with it
// before React has rendered anything.
const queryClient = createQueryClient();
setAppQueryClient(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** The next task: the start is cut into tasks the browser can run input and paint between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function render(router: AppRouter): void {
  // The first render as a transition: React renders it in slices and lets the browser paint and take
  // input between them, instead of one long task (Lighthouse's total blocking time).
  startTransition(() => {
    createRoot(container!).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

// Loading the scripts, the router's first navigation and the theme were one task of ~190 ms on a
// phone at 4x CPU; each is now a task of its own. The first render waits for the first page's code,
// so the page renders at once instead of behind the loading screen.
void nextTask()
  .then(() => {
    const router = createAppRouter();
    registerAppBridge({ notify: showSnackbar, navigate: (path) => void router.navigate(path) });
    dismissSnackbarsOnScreenChange(router);
    return router;
  })
  .then(async (router) => {
    await nextTask();
    appTheme();
    await firstRouteCode(router);
    render(router);
  });
