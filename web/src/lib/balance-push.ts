import { api, type Balance, type Data } from '@app/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { queryKey } from './query-keys.ts';

type Home = Data<typeof api.user.home>;

/** A `balance` push is exactly `user/balance`'s answer, and the balances inside `user/home`. */
export function writeBalance(queryClient: QueryClient, balance: Balance): void {
  queryClient.setQueryData(queryKey(api.user.balance), balance);
  queryClient.setQueryData<Home>(
    queryKey(api.user.home),
    (old) => old && { ...old, balance, user: { ...old.user, balance: balance.usdt.available } },
  );
}

/**
 * The balance views after a reconnect: the pushes sent while the socket was down are lost, so they are
 * read again (the mounted ones now, the others when next shown).
 */
export function refreshBalance(queryClient: QueryClient): void {
  for (const call of [api.user.balance, api.user.home])
    void queryClient.invalidateQueries({ queryKey: queryKey(call) });
}
