// What one visit loads, for `pnpm --filter @app/web size` (scripts/size.ts): every script response the
// browser records until the network is quiet, gzipped at level 9 (as the budget is stated) and as
// actually transferred (the server sends pre-compressed brotli).
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export interface Loaded {
  gzip: number;
  transferred: number;
  files: Array<{ url: string; gzip: number }>;
  /** Scripts carrying zod's own class names (`$ZodType`, `ZodError` survive minification). */
  zod: string[];
  /** The address the visit ended at (the splash moves on to login or home). */
  endedAt: string;
}

/** True when a script body is (or includes) zod: its classes are named by string literals. */
const carriesZod = (body: string): boolean => body.includes('$ZodType') || body.includes('ZodError');

/** Gzip sizes by script address: the same file is loaded by many routes and compressed once. */
const gzipOf = new Map<string, number>();

/**
 * Marks in the page the moment the app asks for its service worker (src/app/pwa.ts: a while after load, at
 * the browser's next idle moment): the app's last deferred start-up work, and the last script it loads
 * (the registration code). The worker is not installed: its install downloads the whole app into its
 * precache, which is not the page's JavaScript and was never counted, and in twelve fresh contexts at
 * once it cost about a quarter of the check's CPU (docs/perf/size.md). Every page script loads before
 * this call: both ways gave the same table to the byte (docs/perf/size.md).
 */
function watchWorkerRegistration(): void {
  ServiceWorkerContainer.prototype.register = () => {
    (window as { workerAsked?: boolean }).workerAsked = true;
    return new Promise<ServiceWorkerRegistration>(() => {});
  };
}

/**
 * Opens `url` in `page` (a fresh context: cold cache) and adds up the scripts it loads until it has asked for
 * its service worker and the network is quiet after that; closes the context.
 */
export async function scriptsOf(page: Page, url: string): Promise<Loaded> {
  const pending: Array<Promise<void>> = [];
  const loaded: Loaded = { gzip: 0, transferred: 0, files: [], zod: [], endedAt: '' };
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        const gzip = gzipOf.get(response.url()) ?? gzipSync(body, { level: 9 }).length;
        gzipOf.set(response.url(), gzip);
        loaded.gzip += gzip;
        loaded.transferred += sizes.responseBodySize;
        const file = response.url().replace(/^.*\//, '');
        loaded.files.push({ url: file, gzip });
        if (carriesZod(body.toString('utf8'))) loaded.zod.push(file);
      })(),
    );
  });
  await page.addInitScript(watchWorkerRegistration);
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  // Work started after the first screen (config, socket, popups, the splash's move on) is part of what
  // the route loads; the app registers its service worker last, when the browser is idle at least 2 s
  // after load. Whether that registration code was counted used to depend on the machine's speed (about
  // 3 KB on every route): waiting until the app has asked for the worker counts it every time. The worker's
  // own install (its precache of every file of the app) is not the page's and is not started.
  await page.waitForFunction(() => (window as { workerAsked?: boolean }).workerAsked === true, undefined, {
    timeout: 60_000,
  });
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  loaded.endedAt = new URL(page.url()).hash;
  await page.context().close();
  return loaded;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
