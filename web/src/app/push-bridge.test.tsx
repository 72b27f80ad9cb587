import {
  api,
  type Balance,
  type Channel,
  type Endpoint,
  type Order,
  type RechargeRecord,
  type ServerMessage,
} from '@app/contracts';
import { privateChannelMessages } from '@app/contracts/channels';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const request = vi.hoisted(() => vi.fn());
vi.mock('../lib/api.ts', () => ({ request }));
vi.mock('../lib/session.ts', () => ({
  getUser: () => ({ uid: 9 }),
  useSession: () => ({ isLogin: true }),
}));

import { useBuy, useNewOrderList } from '../features/trade/api.ts';
import { resetResults, useResults } from '../features/trade/results.ts';
import { queryKey } from '../lib/query-keys.ts';
import { connectBridge, type PushSource } from './push-routes.ts';

/** A socket that delivers what the test hands it, to whoever subscribed to the message's channel. */
function fakeSocket() {
  const handlers = new Map<string, (m: ServerMessage) => void>();
  const reconnects = new Set<() => void>();
  const source: PushSource = {
    start: () => {},
    subscribe: (channel: Channel, handler) => {
      handlers.set(channel, handler);
      return () => handlers.delete(channel);
    },
    onReconnect: (listener) => {
      reconnects.add(listener);
      return () => reconnects.delete(listener);
    },
  };
  const push = (channel: string, m: ServerMessage) => act(() => handlers.get(channel)?.(m));
  const reconnect = () =>
    act(() => {
      for (const l of reconnects) l();
    });
  return { source, handlers, push, reconnect };
}

const order = (id: number, status: Order['status']): Order =>
  ({ id, symbol: 'BTCUSDT', status, result: status === 'closed' ? 'win' : null, expires_at: id }) as Order;
const balance: Balance = {
  usdt: { available: '118.000000', locked: '0.000000' },
  money: { available: '0.00', locked: '0.00' },
};
const answers = new Map<string, unknown>([
  [api.user.newOrderList.path, { trading: [], settled: [], server_time: 5 }],
  [api.user.balance.path, { ...balance, usdt: { available: '90.000000', locked: '10.000000' } }],
  [api.user.buy.path, order(1, 'trading')],
]);

/** The bridge connected, and what the Trade tab and the balance view read. */
async function mounted() {
  localStorage.setItem('trade_last_seen_9', '4');
  request.mockImplementation(async (e: Endpoint) => answers.get(e.path));
  const client = new QueryClient();
  const socket = fakeSocket();
  const release = connectBridge(client, socket.source);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const view = renderHook(
    () => ({
      positions: useNewOrderList(),
      // What the wallet's balance view reads (features do not import each other).
      balance: useQuery({
        queryKey: queryKey(api.user.balance),
        queryFn: () => request(api.user.balance) as Promise<Balance>,
        staleTime: Number.POSITIVE_INFINITY,
      }),
      buy: useBuy(),
      results: useResults(),
    }),
    { wrapper },
  );
  await waitFor(() => expect(view.result.current.balance.data).toBeDefined());
  await waitFor(() => expect(view.result.current.positions.data).toBeDefined());
  // Start: one catch-up, the positions and the balance.
  expect(request).toHaveBeenCalledTimes(3);
  request.mockClear();
  return { client, socket, release, ...view };
}

afterEach(() => {
  resetResults();
  request.mockReset();
});

describe('the push bridge', () => {
  it('holds every private channel the contracts define', async () => {
    const { socket, release } = await mounted();
    expect([...socket.handlers.keys()].sort()).toEqual(Object.keys(privateChannelMessages).sort());
    release();
    expect(socket.handlers.size).toBe(0);
  });

  it('a buy shows its position from the answer, and a settlement costs no request at all', async () => {
    const { result, socket } = await mounted();
    await act(() => result.current.buy.mutateAsync({} as never));
    // The answer is written into the cache; the hook's next render shows it (a busy machine may take a tick).
    await waitFor(() => expect(result.current.positions.data?.trading.map((o) => o.id)).toEqual([1]));
    expect(request).toHaveBeenCalledTimes(1);
    request.mockClear();

    socket.push('orders', { ch: 'order', data: order(1, 'closed') });
    socket.push('balance', { ch: 'balance', data: balance });
    await waitFor(() => expect(result.current.positions.data?.trading).toEqual([]));
    expect(result.current.positions.data?.settled.map((o) => o.status)).toEqual(['closed']);
    expect(result.current.balance.data).toEqual(balance);
    expect(result.current.results.map((o) => o.id)).toEqual([1]);
    expect(request).toHaveBeenCalledTimes(0);
  });

  it('writes a decided recharge over its pending self', async () => {
    const { client, socket } = await mounted();
    const pending = { id: 3, status: 0 } as RechargeRecord;
    const pages = { pages: [{ list: [pending], page: 1, limit: 20, total: 1 }], pageParams: [1] };
    client.setQueryData(queryKey(api.user.rechargeList), pages);
    socket.push('reviews', { ch: 'recharge', data: { ...pending, status: 1 } });
    const data = client.getQueryData<typeof pages>(queryKey(api.user.rechargeList));
    expect(data?.pages[0]?.list.map((r) => r.status)).toEqual([1]);
    expect(request).toHaveBeenCalledTimes(0);
  });

  it('catches up after a reconnect: what settled since, and the balance on screen', async () => {
    const { socket } = await mounted();
    socket.reconnect();
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    const calls = request.mock.calls.map(([e, input]) => [e.path, input?.query]);
    expect(calls).toContainEqual([api.user.newOrderList.path, { since: 5 }]);
    expect(calls).toContainEqual([api.user.balance.path, undefined]);
  });
});
