import { createBrowserRouter } from 'react-router';
import { appRoutes } from './routes.tsx';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The app's router; creating it runs the first navigation (matching, the guard, the loaders). */
export function createAppRouter(): AppRouter {
  return createBrowserRouter(appRoutes);
}
