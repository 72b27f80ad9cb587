import { ErrorCode } from '@app/contracts/errors';
import { useCallback, useRef, useState } from 'react';
import { newIdempotencyKey } from './idempotency-key.ts';

/** A lost answer (no answer, a network failure, a timeout) may still have moved the money. */
export const mayHaveHappened = (error: unknown): boolean => {
  const code = (error as { code?: number } | null)?.code;
  return code === undefined || code === ErrorCode.requestFailed || code === ErrorCode.requestTimeout;
};

/**
 * One money-moving call per intent (an order, a recharge, a withdrawal, an Earn subscription or
 * redemption). The idempotency key is made once, so a double tap, a retry after a timeout or a resent
 * form name the same request and the server acts once; a second call while one is in flight is ignored.
 * Only a clear refusal (the server answered, nothing happened) earns a fresh key, so a corrected request
 * is a new one, and so does a success unless `keepAfterSuccess` (a dialog that closes on success).
 */
export function useOnceSubmit<B extends object, R>(
  send: (body: B & { idempotency_key: string }) => Promise<R>,
  { keepAfterSuccess = false }: { keepAfterSuccess?: boolean } = {},
) {
  const [key, setKey] = useState(newIdempotencyKey);
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const submit = useCallback(
    async (body: B): Promise<R | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      setPending(true);
      try {
        const result = await send({ ...body, idempotency_key: key });
        if (!keepAfterSuccess) setKey(newIdempotencyKey());
        return result;
      } catch (error) {
        if (!mayHaveHappened(error)) setKey(newIdempotencyKey());
        throw error;
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [send, key, keepAfterSuccess],
  );
  return { submit, pending, idempotencyKey: key };
}
