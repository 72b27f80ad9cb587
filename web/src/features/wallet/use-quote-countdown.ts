import { useEffect, useState } from 'react';
import type { ExchangeQuote } from './api.ts';

/**
 * Whole seconds left on a quote, on the device's clock: the quote's lifetime (expires_at − server_time,
 * both the server's clock) counted from when it arrived. At zero `onLapse` runs once (fetch a fresh one).
 */
export function useQuoteCountdown(
  quote: ExchangeQuote | undefined,
  receivedAt: number,
  onLapse: () => void,
): number | null {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const lifetime = quote ? quote.expires_at - quote.server_time : 0;
  // Never more than the quote's lifetime, whatever the device's clock did since it arrived.
  const left = quote ? Math.ceil(Math.min(lifetime, receivedAt + lifetime - now) / 1000) : null;
  const lapsed = left !== null && left <= 0;
  useEffect(() => {
    if (lapsed) onLapse();
  }, [lapsed, onLapse]);
  return left === null ? null : Math.max(0, left);
}
