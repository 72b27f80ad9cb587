import { api, type Balance, type Endpoint, type Order, type ServerMessage } from '@app/contracts';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

const request = vi.hoisted(() => vi.fn());
const handlers = vi.hoisted(() => new Map<string, (m: unknown) => void>());
vi.mock('../../lib/api.ts', () => ({ request }));
vi.mock('../../lib/session.ts', () => ({
  getUser: () => ({ uid: 9 }),
  useSession: () => ({ isLogin: true }),
}));
vi.mock('../../lib/socket/index.ts', () => ({
  socket: {
    start: () => {},
    subscribe: (channel: string, handler: (m: unknown) => void) => {
      handlers.set(channel, handler);
      return () => handlers.delete(channel);
    },
    onReconnect: () => () => {},
  },
}));

import { queryKey } from '../../lib/query-keys.ts';
import { useNewOrderList } from './api.ts';
import { useSettlementSync } from './settlement-sync.ts';

const order = (status: Order['status']): Order =>
  ({ id: 1, symbol: 'BTCUSDT', status, result: status === 'closed' ? 'win' : null, expires_at: 1 }) as Order;
const balance: Balance = {
  usdt: { available: '118.000000', locked: '0.000000' },
  money: { available: '0.00', locked: '0.00' },
};
const answers = new Map<string, unknown>([
  [api.user.newOrderList.path, { trading: [order('trading')], settled: [], server_time: 5 }],
  [api.user.balance.path, { ...balance, usdt: { available: '90.000000', locked: '10.000000' } }],
]);

describe('one settled order', () => {
  it('costs no request: its order and balance pushes are written into the cache', async () => {
    localStorage.setItem('trade_last_seen_9', '4');
    request.mockImplementation(async (e: Endpoint) => answers.get(e.path));
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => {
        useSettlementSync();
        // What the wallet's balance view reads (features do not import each other).
        const balance = useQuery({
          queryKey: queryKey(api.user.balance),
          queryFn: () => request(api.user.balance) as Promise<Balance>,
        });
        return { positions: useNewOrderList(), balance };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.balance.data).toBeDefined());
    await waitFor(() => expect(result.current.positions.data).toBeDefined());
    // Start: one catch-up, the positions and the balance.
    expect(request).toHaveBeenCalledTimes(3);
    request.mockClear();

    act(() => {
      handlers.get('orders')?.({ ch: 'order', data: order('closed') } satisfies ServerMessage);
      handlers.get('balance')?.({ ch: 'balance', data: balance } satisfies ServerMessage);
    });
    await waitFor(() => expect(result.current.positions.data?.trading).toEqual([]));

    expect(result.current.positions.data?.settled.map((o) => o.status)).toEqual(['closed']);
    expect(result.current.balance.data).toEqual(balance);
    expect(request).toHaveBeenCalledTimes(0);
  });
});
