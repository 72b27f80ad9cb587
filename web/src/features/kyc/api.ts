import { api, type RealnameView } from '@app/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCall, useCallMutation } from '../../lib/call-hooks.ts';
import { queryKey } from '../../lib/query-keys.ts';

/** `api.user.getRealnameAuth`: the verification state and what was submitted. */
export function useRealname() {
  return useCall(api.user.getRealnameAuth);
}

/** Writes a verification (an answer or a push) into the cache, and its state into the profile. */
export function writeRealname(queryClient: QueryClient, view: RealnameView): void {
  queryClient.setQueryData(queryKey(api.user.getRealnameAuth), view);
  type Home = { realname_status: number };
  queryClient.setQueryData<Home>(queryKey(api.user.home), (home) =>
    home ? { ...home, realname_status: view.status } : home,
  );
}

/** `api.user.realnameAuth`: the answer is the new state, written into the cache. */
export function useSubmitRealname() {
  const queryClient = useQueryClient();
  return useCallMutation(api.user.realnameAuth, {
    onSuccess: (view) => writeRealname(queryClient, view),
  });
}
