import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { registerAppBridge } from './api/app-bridge.ts';
import { AppProviders } from './app/providers.tsx';
import { router } from './app/router.ts';
import { showSnackbar } from './app/snackbar.tsx';

registerAppBridge({ notify: showSnackbar, navigate: (path) => void router.navigate(path) });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
