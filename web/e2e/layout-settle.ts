import type { Page } from 'playwright-core';

/** What a screen shows while it waits: the boot screen, skeletons, spinners, a pull-down indicator. */
const loadingSelector = '.boot, .adm-skeleton, .adm-spin-loading, .adm-page-indicator-loading';

/** The page's requests in flight (scripts, calls, pictures), and a wait for none, event-driven. */
export interface Network {
  inflight: () => number;
  /** Resolves when nothing is in flight, or at the deadline. */
  idle: (deadline: number) => Promise<void>;
}

export function tracked(page: Page): Network {
  let inflight = 0;
  let waiters: Array<() => void> = [];
  const finished = () => {
    inflight--;
    if (inflight > 0) return;
    for (const wake of waiters) wake();
    waiters = [];
  };
  page.on('request', () => inflight++);
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return {
    inflight: () => inflight,
    idle: (deadline) =>
      inflight === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            waiters.push(resolve);
            setTimeout(resolve, Math.max(0, deadline - Date.now()));
          }),
  };
}

/**
 * Waits until the screen is done: two frames in a row without a loading indicator (counted in the page,
 * one round trip), then no request in flight; a request that ends starts the count again, as its answer
 * renders. At most 4 s, as a screen that never settles is audited as it is.
 */
export async function settle(page: Page, network: Network): Promise<void> {
  const deadline = Date.now() + 4000;
  do {
    await page.evaluate(
      ({ selector, ms }) =>
        new Promise<void>((resolve) => {
          const giveUp = performance.now() + ms;
          let quiet = 0;
          const frame = () => {
            quiet = document.querySelector(selector) ? 0 : quiet + 1;
            if (quiet === 2 || performance.now() > giveUp) resolve();
            else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        }),
      { selector: loadingSelector, ms: Math.max(0, deadline - Date.now()) },
    );
    if (network.inflight() === 0) return;
    await network.idle(deadline);
  } while (Date.now() < deadline);
}
