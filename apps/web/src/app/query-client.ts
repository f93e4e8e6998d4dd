import { QueryClient } from '@tanstack/react-query';
import { HttpError } from '../shared/api/http-errors.ts';
import { isAbortError, SessionExpiredError } from '../shared/api/request.ts';

const MAX_RETRIES = 2;

/** Client errors and lost sessions will not fix themselves; only network and 5xx failures retry. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof HttpError && error.status >= 400 && error.status < 500) return false;
  if (error instanceof SessionExpiredError || isAbortError(error)) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

let appQueryClient: QueryClient | undefined;
const waitingForClient: ((client: QueryClient) => void)[] = [];

/** The app's one client (main.tsx), for route loaders that start a page's data calls. */
export function setAppQueryClient(client: QueryClient): void {
  appQueryClient = client;
  for (const run of waitingForClient.splice(0)) run(client);
}

/** Runs `use` with the app's client now, or as soon as main.tsx has made it (a loader may run first). */
export function withAppQueryClient(use: (client: QueryClient) => void): void {
  if (appQueryClient) use(appQueryClient);
  else waitingForClient.push(use);
}
