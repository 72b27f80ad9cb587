import { ErrorCode } from '@app/contracts';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOnceSubmit } from './use-once-submit.ts';

const keysOf = (send: ReturnType<typeof vi.fn>) =>
  send.mock.calls.map((call) => (call[0] as { idempotency_key: string }).idempotency_key);

describe('a money-moving call', () => {
  it('sends one request for a double tap, with a key the contract accepts', async () => {
    let answer: (value: unknown) => void = () => {};
    const send = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useOnceSubmit(send));
    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.submit({ amount: '100' });
      second = result.current.submit({ amount: '100' });
    });
    await act(async () => answer({ id: 1 }));
    await expect(first).resolves.toEqual({ id: 1 });
    await expect(second).resolves.toBeUndefined();
    expect(send).toHaveBeenCalledTimes(1);
    expect(keysOf(send)[0]).toMatch(/^[0-9a-f]{32}$/);
  });

  it('retries a lost answer with the same key, so the server moves the money once', async () => {
    const send = vi.fn().mockRejectedValueOnce({ code: 900408 }).mockResolvedValueOnce({ id: 2 });
    const { result } = renderHook(() => useOnceSubmit(send));
    await act(() => result.current.submit({ amount: '100' }).catch(() => undefined));
    await act(() => result.current.submit({ amount: '100' }));
    expect(keysOf(send)[0]).toBe(keysOf(send)[1]);
  });

  it('takes a fresh key after a clear refusal and after a success', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce({ code: ErrorCode.wrongPassword, message: 'The fund password is incorrect' })
      .mockResolvedValueOnce({ id: 3 })
      .mockResolvedValueOnce({ id: 4 });
    const { result } = renderHook(() => useOnceSubmit(send));
    await act(() => result.current.submit({ amount: '100' }).catch(() => undefined));
    await act(() => result.current.submit({ amount: '100' }));
    await act(() => result.current.submit({ amount: '100' }));
    const [a, b, c] = keysOf(send);
    expect(new Set([a, b, c]).size).toBe(3);
  });
});
