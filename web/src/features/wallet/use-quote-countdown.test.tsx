import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExchangeQuote } from './api.ts';
import { useQuoteCountdown } from './use-quote-countdown.ts';

const quote = (serverTime: number): ExchangeQuote => ({
  quote_id: `${serverTime + 30_000}-7200000-500000`,
  expires_at: serverTime + 30_000,
  server_time: serverTime,
  usd_cny: '7.2',
  rates: [],
  fee: '0.5',
});

describe('the quote countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts the quote’s lifetime on the device clock, whatever the server clock says', () => {
    const onLapse = vi.fn();
    // The server's clock is an hour ahead of the device's: only the lifetime counts.
    const { result } = renderHook(() => useQuoteCountdown(quote(1_000_000 + 3_600_000), 1_000_000, onLapse));
    expect(result.current).toBe(30);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(result.current).toBe(20);
    expect(onLapse).not.toHaveBeenCalled();
  });

  it('never shows more than the lifetime, and asks for a fresh quote once at zero', () => {
    const onLapse = vi.fn();
    const { result } = renderHook(() => useQuoteCountdown(quote(0), 1_000_500, onLapse));
    expect(result.current).toBe(30);
    act(() => {
      vi.advanceTimersByTime(31_000);
    });
    expect(result.current).toBe(0);
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    expect(onLapse).toHaveBeenCalledTimes(1);
  });

  it('shows nothing before a quote arrives', () => {
    const { result } = renderHook(() => useQuoteCountdown(undefined, 0, vi.fn()));
    expect(result.current).toBe(null);
  });
});
