import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isOnline, onOnlineChange } from './online.ts';
import { RequestError } from './request-parts.ts';

/**
 * The app's query client. Queries and mutations always run (`networkMode: 'always'`): offline, a load fails
 * with "Network connection failed" and shows as a failure, where TanStack's default would pause it and
 * leave a skeleton on screen for good. Back online, every stale query on screen is read again; a failed
 * one is also read again when the app returns to the foreground.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'always',
        retry: (count, error) => !(error instanceof RequestError && error.code !== 900500) && count < 1,
        refetchOnReconnect: true,
        refetchOnWindowFocus: (query) => query.state.status === 'error',
      },
      mutations: { networkMode: 'always', retry: false },
    },
  });
}

/**
 * TanStack's online state follows the app's (lib/online.ts), which requests correct: the browser's flag
 * says "online" after a page loaded offline, so its `online` event changed nothing and the page never
 * read its data again.
 */
export function followAppOnline(): void {
  onlineManager.setEventListener((setOnline) => {
    setOnline(isOnline());
    return onOnlineChange(() => setOnline(isOnline()));
  });
}
