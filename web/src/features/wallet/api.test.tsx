import { api, ErrorCode } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { queryKey } from '../../lib/query-keys.ts';
import { RequestError } from '../../lib/request.ts';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api.ts', () => ({ request }));

import { useExchange } from './api.ts';

const fresh = {
  quote_id: '1767614430000-7100000-500000',
  expires_at: 1_767_614_430_000,
  server_time: 1_767_614_400_000,
  usd_cny: '7.1',
  rates: [
    {
      ...{ from: 'usdt', to: 'money', rate: '7.1', max: '100000.000000', min_fee: '0.100000' },
      confirm_over: '1000.000000',
    },
  ],
  fee: '0.5',
};
const body = { from: 'usdt', to: 'money', amount: '10', quote_id: 'old' } as const;

function setup() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(() => useExchange(), { wrapper }) };
}

describe('an exchange on an expired quote', () => {
  it('puts the fresh quote the refusal carries into the cache, so the form shows it at once', async () => {
    request.mockRejectedValueOnce(
      new RequestError({
        code: ErrorCode.conflict,
        message: 'The rate has changed',
        data: fresh,
        subject: 'user/exchange',
      }),
    );
    const { client, result } = setup();
    await act(async () => {
      await result.current.mutateAsync(body).catch(() => undefined);
    });
    expect(client.getQueryData(queryKey(api.user.exchangeConfig))).toEqual(fresh);
  });

  it('leaves the quote alone on any other refusal', async () => {
    request.mockRejectedValueOnce(
      new RequestError({
        code: ErrorCode.insufficientBalance,
        message: 'Insufficient balance',
        subject: 'user/exchange',
      }),
    );
    const { client, result } = setup();
    await act(async () => {
      await result.current.mutateAsync(body).catch(() => undefined);
    });
    expect(client.getQueryData(queryKey(api.user.exchangeConfig))).toBeUndefined();
  });
});
