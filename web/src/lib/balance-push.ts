import { api, type Balance, channels, type Data } from '@app/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryKey } from './query-keys.ts';
import { useSession } from './session.ts';
import { socket } from './socket/index.ts';

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
 * While the calling page is mounted and the user logged in: each `balance` push is written into the
 * cache (no refetch), then `andThen` runs (a page whose other data the push does not carry).
 */
export function useBalancePush(andThen?: (balance: Balance) => void): void {
  const queryClient = useQueryClient();
  const { isLogin } = useSession();
  const then = useRef(andThen);
  then.current = andThen;
  useEffect(() => {
    if (!isLogin) return;
    socket.start();
    return socket.subscribe(channels.balance, (m) => {
      if (m.ch !== 'balance') return;
      writeBalance(queryClient, m.data);
      then.current?.(m.data);
    });
  }, [isLogin, queryClient]);
}
