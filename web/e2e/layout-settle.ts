import type { BrowserContext, Page } from 'playwright-core';
import { auditLayout, type Finding } from './layout-audit.ts';

/**
 * What a screen shows while it waits: the boot screen, skeletons (antd's, and Trade's placeholder symbol
 * chips), spinners, a pull-down indicator.
 */
const loadingSelector =
  '.boot, .adm-skeleton, .symbol-chip-placeholder, .adm-spin-loading, .adm-page-indicator-loading';

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

/** The sweep's helper inside the page (self-contained: its source is installed as an init script). */
interface InPage {
  /**
   * Goes to `hash` (unless null), waits until the page has changed (and, given a `width`, until the page has
   * that width: after a resize) and then for two frames in a row without a loading indicator or a change to
   * the DOM's elements, and audits.
   */
  look: (hash: string | null, ms: number, width: number | null) => Promise<Finding[]>;
  audit: () => Finding[];
}
type SweepWindow = { __layoutSweep: InPage };

function inPage(audit: () => Finding[], selector: string): InPage {
  return {
    audit,
    look: (hash, ms, width) =>
      new Promise((resolve) => {
        const giveUp = performance.now() + ms;
        // A navigation is a transition: the page on screen stays until the next one's chunk has loaded. So
        // after a route change the count starts once the DOM has changed; and any change restarts it.
        let changed = hash === null || location.hash === `#${hash}`;
        let quiet = 0;
        const watch = new MutationObserver(() => {
          changed = true;
          quiet = 0;
        });
        watch.observe(document.body, { childList: true, subtree: true });
        if (hash !== null) location.hash = hash;
        const frame = () => {
          const ready = changed && (width === null || innerWidth === width);
          quiet = ready && !document.querySelector(selector) ? quiet + 1 : 0;
          if (quiet === 2 || performance.now() > giveUp) {
            watch.disconnect();
            resolve(audit());
          } else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  };
}

/**
 * Gives every page of the context the sweep's helper: the settle's frame count and the audit (layout-audit.ts)
 * run in the page, so a screen costs one round trip to the browser instead of one per step.
 */
export async function installSweep(context: BrowserContext): Promise<void> {
  await context.addInitScript({
    content: `window.__layoutSweep = (${inPage.toString()})(${auditLayout.toString()}, ${JSON.stringify(loadingSelector)});`,
  });
  await context.addInitScript(pauseAnimations);
}

/**
 * CSS animations stand still where they start (the notice bar's marquee would otherwise have the page draw
 * 60 frames a second on Home and Login). They keep their names, so the audit still knows a marquee; nothing
 * the layout depends on moves (the app's animations move by transform only).
 */
function pauseAnimations() {
  document.addEventListener('DOMContentLoaded', () => {
    const style = document.createElement('style');
    style.textContent = '*, *::before, *::after { animation-play-state: paused !important; }';
    document.head.append(style);
  });
}

/**
 * Goes to `to.hash` (if given) or resizes the page to `to.viewport` (if given), and audits the screen once
 * it is done: two frames in a row at that width without a loading indicator (counted in the page), and no
 * request in flight; when one is, the wait for none follows (by its `requestfinished` event), the frames are
 * counted again as its answer renders, and the audit is taken again. At most 4 s, as a screen that never
 * settles is audited as it is.
 */
export async function settledAudit(
  page: Page,
  network: Network,
  to: { hash?: string; viewport?: { width: number; height: number } } = {},
): Promise<Finding[]> {
  if (to.viewport) await page.setViewportSize(to.viewport);
  const deadline = Date.now() + 4000;
  let target = to.hash ?? null;
  const width = to.viewport?.width ?? null;
  for (;;) {
    const findings = await page.evaluate(
      ({ h, ms, w }) => (window as unknown as SweepWindow).__layoutSweep.look(h, ms, w),
      { h: target, ms: Math.max(0, deadline - Date.now()), w: width },
    );
    target = null;
    if (network.inflight() === 0 || Date.now() >= deadline) return findings;
    await network.idle(deadline);
  }
}

/** Audits the screen as it is now (after a state has been opened). */
export const auditNow = (page: Page): Promise<Finding[]> =>
  page.evaluate(() => (window as unknown as SweepWindow).__layoutSweep.audit());

/** The page's root font size as computed (it follows the viewport: src/app/viewport.ts). */
export const rootFontOf = (page: Page): Promise<string> =>
  page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
