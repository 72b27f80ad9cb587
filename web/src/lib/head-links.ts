/** Links added to `<head>` per task: each starts a request, about 1 ms of main thread (4 ms on a slow phone). */
export const LINKS_PER_TASK = 6;

/**
 * Runs `start` and adds the links it puts into `<head>` a few per task instead of all in its task:
 * stylesheets first (a lazy page's import waits for them), then the rest in the order they came. Only
 * for code that adds nothing but links there.
 * For Vite's preload helper, which adds a `<link rel="modulepreload">` for each chunk a lazy page needs
 * (30–40 on Trade, Markets and product detail) in one go: that was one task of 50–60 ms at start-up,
 * 200 ms and more on a slow phone, blocking input (docs/perf/lighthouse.md).
 */
export function spreadHeadLinks<T>(start: () => T, perTask = LINKS_PER_TASK): T {
  const head: { appendChild?: unknown; append: (...links: Node[]) => void } = document.head;
  const held: HTMLLinkElement[] = [];
  // An own property for the moment `start` runs, in front of the prototype's method.
  head.appendChild = (link: HTMLLinkElement) => held.push(link) && link;
  try {
    return start();
  } finally {
    delete head.appendChild;
    held.sort((a, b) => +(b.rel === 'stylesheet') - +(a.rel === 'stylesheet'));
    const next = () => {
      head.append(...held.splice(0, perTask));
      if (held.length) setTimeout(next);
    };
    next();
  }
}
