import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api.ts', () => ({ request }));

import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { useOrderSubmit } from './use-order-submit.ts';

const body = { product_id: 1, direction: 'up' as const, seconds: 30, amount: '100' };
const order = { id: 7, number: '26010112000012345678' };

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const sentKeys = () => request.mock.calls.map((call) => call[1].body.idempotency_key as string);

describe('placing an order from the dialog', () => {
  beforeEach(() => {
    request.mockReset();
  });

  it('makes keys the contract accepts (8 to 64 characters) and never the same twice', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('sends one request for a double tap', async () => {
    let answer: (value: unknown) => void = () => {};
    request.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useOrderSubmit(), { wrapper });
    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.submit(body);
      second = result.current.submit(body);
    });
    expect(result.current.pending).toBe(true);
    await vi.waitFor(() => expect(request).toHaveBeenCalled());
    await act(async () => answer(order));
    await expect(first).resolves.toEqual(order);
    await expect(second).resolves.toBeUndefined();
    expect(request).toHaveBeenCalledTimes(1);
    expect(result.current.pending).toBe(false);
  });

  it('keeps one key per opening: a retry after a lost answer names the same order', async () => {
    request.mockRejectedValueOnce({ code: 900408, message: 'timeout' }).mockResolvedValueOnce(order);
    const { result } = renderHook(() => useOrderSubmit(), { wrapper });
    await act(() => result.current.submit(body).catch(() => undefined));
    await act(() => result.current.submit(body));
    expect(request).toHaveBeenCalledTimes(2);
    expect(sentKeys()[0]).toBe(sentKeys()[1]);
  });

  it('takes a fresh key after a clear refusal, so the corrected order is a new one', async () => {
    request
      .mockRejectedValueOnce({ code: 300002, message: 'Insufficient balance' })
      .mockResolvedValueOnce(order);
    const { result } = renderHook(() => useOrderSubmit(), { wrapper });
    await act(() => result.current.submit(body).catch(() => undefined));
    await act(() => result.current.submit(body));
    expect(sentKeys()[0]).not.toBe(sentKeys()[1]);
  });

  it('gives every opening of the dialog its own key', () => {
    const first = renderHook(() => useOrderSubmit(), { wrapper });
    const second = renderHook(() => useOrderSubmit(), { wrapper });
    expect(first.result.current.idempotencyKey).not.toBe(second.result.current.idempotencyKey);
    const again = first.result.current.idempotencyKey;
    first.rerender();
    expect(first.result.current.idempotencyKey).toBe(again);
  });
});
