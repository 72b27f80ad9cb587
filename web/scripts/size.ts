// `pnpm --filter @app/web size`: what the browser really loads, logged in as demo, on each tab route and
// on product detail. Each route opens in a fresh context (cold cache) and every script response the
// browser records until the network is quiet is counted: its body gzipped (level 9, as the budget is
// stated) and the bytes actually transferred (the server sends pre-compressed brotli). Fails when home
// is over 150 KB gzip, when another route is over home + 60 KB, when a route loaded no script at all (a
// broken build), or when zod is in a script home loads (the production build trusts the server's
// answers and resolves `@app/contracts` to its zod-free entry; see web/src/lib/validate-responses.ts).
// Builds web/dist first unless NO_BUILD=1 (WEB_DIST=dir measures another build, e.g. a copy of the one
// before a change); the server listens on SIZE_PORT, or on a free port.
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { buildWeb, launchBrowser, loggedInPage, loginDemo, route, startServer } from '../e2e/harness.ts';

/** Measured 148.3 KB on 2026-11-24 (178.1 before zod left home, 187.9 before wouter, 204.8 before react-spring left home). */
const HOME_TARGET_KB = 150;
const ROUTE_EXTRA_KB = 60;
const port = Number(process.env.SIZE_PORT) || undefined;

const routes: Array<[name: string, hash: string]> = [
  ['home', route('tabbar/index/index')],
  ['markets', route('tabbar/markets/index')],
  ['trade', route('tabbar/trade/index')],
  ['customer', route('tabbar/customer/index')],
  ['asset', route('tabbar/asset/index')],
  ['mine', route('tabbar/mine/index')],
  ['product detail', route('product/detail?symbol=BTCUSDT')],
];

interface Loaded {
  gzip: number;
  transferred: number;
  files: Array<{ url: string; gzip: number }>;
  /** Scripts carrying zod's own class names (`$ZodType`, `ZodError` survive minification). */
  zod: string[];
}

/** True when a script body is (or includes) zod: its classes are named by string literals. */
const carriesZod = (body: string): boolean => body.includes('$ZodType') || body.includes('ZodError');

async function scriptsOf(browser: Browser, url: string, session: { user: unknown; token: string }) {
  const page = await loggedInPage(browser, session);
  const pending: Array<Promise<void>> = [];
  const loaded: Loaded = { gzip: 0, transferred: 0, files: [], zod: [] };
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
  // Work started after the first screen (config, socket, popups) is part of what the route loads.
  await page.waitForTimeout(2000);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await page.context().close();
  return loaded;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const dist =
    process.env.WEB_DIST ??
    (process.env.NO_BUILD ? join(import.meta.dirname, '..', 'dist') : await buildWeb());
  const server = await startServer(dist, { port });
  const browser = await launchBrowser();
  let failed = false;
  try {
    const session = await loginDemo(server.baseUrl);
    let home = 0;
    console.log('JavaScript loaded per route, logged in as demo (scripts as the browser records them)');
    console.log(`${'route'.padEnd(16)} ${'gzip'.padStart(10)} ${'transferred'.padStart(12)}  target`);
    for (const [name, hash] of routes) {
      const loaded = await scriptsOf(browser, `${server.baseUrl}/${hash}`, session);
      if (name === 'home') home = loaded.gzip;
      const target = name === 'home' ? HOME_TARGET_KB * 1024 : home + ROUTE_EXTRA_KB * 1024;
      const problems = [
        loaded.gzip > target && 'OVER',
        loaded.files.length === 0 && 'NO SCRIPT LOADED',
        name === 'home' && loaded.zod.length > 0 && `ZOD IN ${loaded.zod.join(', ')}`,
      ].filter(Boolean);
      failed ||= problems.length > 0;
      console.log(
        `${name.padEnd(16)} ${kb(loaded.gzip).padStart(10)} ${kb(loaded.transferred).padStart(12)}  ≤ ${kb(target)}  ${problems.join('; ')}`,
      );
      if (process.env.SIZE_FILES)
        for (const f of loaded.files.sort((a, b) => b.gzip - a.gzip))
          console.log(`    ${f.url.padEnd(48)} ${kb(f.gzip).padStart(10)}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  if (failed) {
    console.error(
      `\nsize check failed: home must be ≤ ${HOME_TARGET_KB} KB gzip without zod, every other route ≤ home + ${ROUTE_EXTRA_KB} KB`,
    );
    process.exit(1);
  }
}

await main();
