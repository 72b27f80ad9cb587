import type { api, Body, Order } from '@app/contracts';
import { ErrorCode } from '@app/contracts/errors';
import { useCallback, useRef, useState } from 'react';
import { useBuy } from './api.ts';

type BuyBody = Omit<Body<typeof api.user.buy>, 'idempotency_key'>;

/** 32 hex digits from the platform's CSPRNG (also where `crypto.randomUUID` is missing: plain http). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A lost answer may still have placed the order: a retry must carry the same key. */
const mayHavePlaced = (error: unknown): boolean => {
  const code = (error as { code?: number } | null)?.code;
  return code === undefined || code === ErrorCode.requestFailed || code === ErrorCode.requestTimeout;
};

/**
 * Placing an order from one opening of the dialog. The key is made once per opening, so a double tap,
 * a retry after a timeout or a resent form all name the same order and the server places it once; a
 * second call while one is in flight is ignored. Only a clear refusal (the server answered, nothing was
 * placed) earns a fresh key, so a corrected order is a new one.
 */
export function useOrderSubmit(mutate?: (body: Body<typeof api.user.buy>) => Promise<Order>) {
  const buy = useBuy();
  const send = mutate ?? buy.mutateAsync;
  const [key, setKey] = useState(newIdempotencyKey);
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);

  const submit = useCallback(
    async (body: BuyBody): Promise<Order | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      setPending(true);
      try {
        return await send({ ...body, idempotency_key: key });
      } catch (error) {
        if (!mayHavePlaced(error)) setKey(newIdempotencyKey());
        throw error;
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [send, key],
  );
  return { submit, pending, idempotencyKey: key };
}
