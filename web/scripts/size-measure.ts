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

/** Opens `url` in `page` (a fresh context: cold cache) and adds up the scripts it loads; closes the context. */
export async function scriptsOf(page: Page, url: string): Promise<Loaded> {
  const pending: Array<Promise<void>> = [];
  const loaded: Loaded = { gzip: 0, transferred: 0, files: [], zod: [], endedAt: '' };
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        const gzip = gzipSync(body, { level: 9 }).length;
        loaded.gzip += gzip;
        loaded.transferred += sizes.responseBodySize;
        const file = response.url().replace(/^.*\//, '');
        loaded.files.push({ url: file, gzip });
        if (carriesZod(body.toString('utf8'))) loaded.zod.push(file);
      })(),
    );
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  // Work started after the first screen (config, socket, popups, the splash's move on) is part of what
  // the route loads.
  await page.waitForTimeout(2000);
  await page.waitForLoadState('networkidle');
  // The service worker registers a while after load, when the browser is idle (src/app/pwa.ts): whether
  // its registration code was counted used to depend on the machine's speed (about 3 KB either way, on
  // every route). Waiting until the worker is active counts it on every route, every time.
  await page.evaluate(() =>
    Promise.race([navigator.serviceWorker?.ready, new Promise((resolve) => setTimeout(resolve, 20_000))]),
  );
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  loaded.endedAt = new URL(page.url()).hash;
  await page.context().close();
  return loaded;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
