import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { registerAppBridge } from './api/app-bridge.ts';
import { AppProviders } from './app/providers.tsx';
import { router } from './app/router.ts';
import { showSnackbar } from './app/snackbar.tsx';

registerAppBridge({ notify: showSnackbar, navigate: (path) => void router.navigate(path) });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first render as a transition: React renders it in slices and lets the browser paint and take
// input between them, instead of one long task (Lighthouse's total blocking time).
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
