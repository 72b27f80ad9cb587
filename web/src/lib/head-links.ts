/** Links added to `<head>` per task: each starts a request, about 1 ms of main thread (4 ms on a slow phone). */
export const LINKS_PER_TASK = 6;

/**
 * Runs `start` and adds the links it puts into `<head>` a few per task instead of all in its task:
 * stylesheets first (a lazy page's import waits for them), then the rest in the order they came.
 * For Vite's preload helper, which adds a `<link rel="modulepreload">` for each chunk a lazy page needs
 * (30–40 on Trade, Markets and product detail) in one go: that was one task of 50–60 ms at start-up,
 * 200 ms and more on a slow phone, blocking input (docs/perf/lighthouse.md).
 */
export function spreadHeadLinks<T>(start: () => T, perTask = LINKS_PER_TASK): T {
  const head = document.head;
  const held: HTMLLinkElement[] = [];
  const append = head.appendChild;
  const hold = <N extends Node>(node: N): N => {
    if (node instanceof HTMLLinkElement) held.push(node);
    else append.call(head, node);
    return node;
  };
  Object.defineProperty(head, 'appendChild', { configurable: true, writable: true, value: hold });
  try {
    return start();
  } finally {
    Reflect.deleteProperty(head, 'appendChild');
    if (head.appendChild !== append) head.appendChild = append;
    const queue = [
      ...held.filter((l) => l.rel === 'stylesheet'),
      ...held.filter((l) => l.rel !== 'stylesheet'),
    ];
    const next = () => {
      head.append(...queue.splice(0, perTask));
      if (queue.length) setTimeout(next, 0);
    };
    if (queue.length) next();
  }
}
