import { ErrorCode } from '@app/contracts/errors';
import { useCallback, useRef, useState } from 'react';

/** 32 hex digits from the platform's CSPRNG. */
const newKey = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** A lost answer may still have moved the money: a retry must carry the same key. */
const mayHaveMoved = (error: unknown): boolean => {
  const code = (error as { code?: number } | null)?.code;
  return code === undefined || code === ErrorCode.requestFailed || code === ErrorCode.requestTimeout;
};

/**
 * One money-moving form: the idempotency key is made once, so a double tap or a retry after a timeout
 * is the same request and the server acts once; a clear refusal earns a fresh key (a corrected form
 * is a new request), and a success too (the next one is new).
 */
export function useMoneySubmit<B extends object, R>(
  send: (body: B & { idempotency_key: string }) => Promise<R>,
) {
  const [key, setKey] = useState(newKey);
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const submit = useCallback(
    async (body: B): Promise<R | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      setPending(true);
      try {
        const result = await send({ ...body, idempotency_key: key });
        setKey(newKey());
        return result;
      } catch (error) {
        if (!mayHaveMoved(error)) setKey(newKey());
        throw error;
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [send, key],
  );
  return { submit, pending };
}
