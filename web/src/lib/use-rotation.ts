import { useEffect, useState } from 'react';

/** Which of `count` items to show, moving on to the next every `everyMs` while there are two or more. */
export function useRotation(count: number, everyMs: number): number {
  const [i, setI] = useState(0);
  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setI((n) => (n + 1) % count), everyMs);
    return () => clearInterval(timer);
  }, [count, everyMs]);
  return i % Math.max(1, count);
}
