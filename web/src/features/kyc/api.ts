import { api, type Body, type RealnameView } from '@app/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/api.ts';
import { queryKey } from '../../lib/query-keys.ts';
import { useSession } from '../../lib/session.ts';

/** `api.user.getRealnameAuth`: the verification state and what was submitted. */
export function useRealname() {
  const { isLogin } = useSession();
  return useQuery({
    queryKey: queryKey(api.user.getRealnameAuth),
    queryFn: () => request(api.user.getRealnameAuth),
    enabled: isLogin,
  });
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
  return useMutation({
    mutationFn: (body: Body<typeof api.user.realnameAuth>) => request(api.user.realnameAuth, { body }),
    onSuccess: (view) => writeRealname(queryClient, view),
  });
}
