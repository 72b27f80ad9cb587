import { ErrorCode } from '@app/contracts/errors';
import { useCallback, useRef, useState } from 'react';

/** 32 hex digits from the platform's CSPRNG. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A lost answer may still have moved the money: a retry must carry the same key. */
const mayHaveHappened = (error: unknown): boolean => {
  const code = (error as { code?: number } | null)?.code;
  return code === undefined || code === ErrorCode.requestFailed || code === ErrorCode.requestTimeout;
};

/**
 * One money-moving call per intent: the idempotency key is kept across a double tap, a timeout and a
 * retry (the server does it once), and a second call while one is in flight is ignored. Only a clear
 * refusal (nothing happened) earns a fresh key, so a corrected request is a new one.
 */
export function useOnce<B, R>(send: (body: B & { idempotency_key: string }) => Promise<R>) {
  const [key, setKey] = useState(newKey);
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (body: B): Promise<R | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      setPending(true);
      try {
        const result = await send({ ...body, idempotency_key: key });
        setKey(newKey()); // done: the next intent is a new one
        return result;
      } catch (error) {
        if (!mayHaveHappened(error)) setKey(newKey());
        throw error;
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [send, key],
  );
  return { run, pending };
}
