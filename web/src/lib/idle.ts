/**
 * Runs `task` at the browser's next idle moment (at the latest after `timeoutMs`), for work the first
 * screen does not need: it then never shares the main thread or the network with that screen. Where
 * `requestIdleCallback` is missing (Safari), after the current task. Returns a cancel.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}

/**
 * Resolves in a task of its own: work after it no longer lengthens the current task (a long task blocks
 * input, and Lighthouse counts its time over 50 ms as blocking).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
