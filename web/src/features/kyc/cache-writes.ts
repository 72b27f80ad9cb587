import { api, type RealnameView } from '@app/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { queryKey } from '../../lib/query-keys.ts';

/**
 * Writes a verification (an answer or a push) into the cache, and its state into the profile. Apart from
 * the hooks in api.ts, so the push bridge loaded on every tab does not bring them along.
 */
export function writeRealname(queryClient: QueryClient, view: RealnameView): void {
  queryClient.setQueryData(queryKey(api.user.getRealnameAuth), view);
  type Home = { realname_status: number };
  queryClient.setQueryData<Home>(queryKey(api.user.home), (home) =>
    home ? { ...home, realname_status: view.status } : home,
  );
}
