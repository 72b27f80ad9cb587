// `pnpm --filter @app/web size`: what the browser really loads on a guest's first screens (splash, which
// moves on to login; login, register, find password, customer service, each opened with no session) and,
// logged in as demo, on each tab route and on product detail. Each route opens in a fresh context (cold
// cache) and every script response the browser records until the app has asked for its service worker and
// the network is quiet is counted (scripts/size-measure.ts); the visits of each table run side by side.
// Fails when a guest screen or home is over 150 KB gzip, when another route is over home + 60 KB, when a
// route loaded no script at all (a broken build), when the splash does not reach login, or when zod is in a script a guest screen or home loads (the production build trusts the server's
// answers and resolves `@app/contracts` to its zod-free entry, see web/src/lib/validate-responses.ts; the
// guest forms check with the contracts' zod-free rules, web/src/features/account/validate.ts).
// Builds web/dist first unless NO_BUILD=1 (WEB_DIST=dir measures another build, e.g. a copy of the one
// before a change); the server listens on SIZE_PORT, or on a free port.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { bundleServerTemp } from '../../server/scripts/bundle.ts';
import { buildWeb, launchBrowser, loggedInPage, loginDemo, phone, route } from '../e2e/harness.ts';
import { startServer } from '../e2e/test-server.ts';
import { kb, type Loaded, scriptsOf } from './size-measure.ts';

/** Measured 148.3 KB on 2026-11-24 (178.1 before zod left home, 187.9 before wouter, 204.8 before react-spring left home). */
const HOME_TARGET_KB = 150;
/** DESIGN §7: each of a guest's first screens ≤ 150 KB gzip, as home (docs/perf/size.md). */
const GUEST_TARGET_KB = 150;
const ROUTE_EXTRA_KB = 60;
const port = Number(process.env.SIZE_PORT) || undefined;

interface Visit {
  name: string;
  hash: string;
  /** Where the visit must end (the splash moves a guest on to login). */
  endsAt?: string;
}

const guestRoutes: Visit[] = [
  { name: 'splash → login', hash: '', endsAt: route('user/login') },
  { name: 'login', hash: route('user/login') },
  { name: 'register', hash: route('user/register') },
  { name: 'find password', hash: route('user/findpwd') },
  { name: 'customer service', hash: route('index/customer') },
];

const userRoutes: Visit[] = [
  { name: 'home', hash: route('tabbar/index/index') },
  { name: 'markets', hash: route('tabbar/markets/index') },
  { name: 'trade', hash: route('tabbar/trade/index') },
  { name: 'customer', hash: route('tabbar/customer/index') },
  { name: 'asset', hash: route('tabbar/asset/index') },
  { name: 'mine', hash: route('tabbar/mine/index') },
  { name: 'product detail', hash: route('product/detail?symbol=BTCUSDT') },
];

/** Prints one route's line (and its files with SIZE_FILES=1); true when it misses its target. */
function report(visit: Visit, loaded: Loaded, target: number, zodFree: boolean): boolean {
  const problems = [
    loaded.gzip > target && 'OVER',
    loaded.files.length === 0 && 'NO SCRIPT LOADED',
    zodFree && loaded.zod.length > 0 && `ZOD IN ${loaded.zod.join(', ')}`,
    visit.endsAt !== undefined && !loaded.endedAt.startsWith(visit.endsAt) && `ENDED AT ${loaded.endedAt}`,
  ].filter(Boolean);
  console.log(
    `${visit.name.padEnd(18)} ${kb(loaded.gzip).padStart(10)} ${kb(loaded.transferred).padStart(12)}  ≤ ${kb(target)}  ${problems.join('; ')}`,
  );
  if (process.env.SIZE_FILES)
    for (const f of loaded.files.sort((a, b) => b.gzip - a.gzip))
      console.log(`    ${f.url.padEnd(48)} ${kb(f.gzip).padStart(10)}`);
  return problems.length > 0;
}

const header = (title: string) =>
  console.log(`${title}\n${'route'.padEnd(18)} ${'gzip'.padStart(10)} ${'transferred'.padStart(12)}  target`);

/**
 * Each visit in a context of its own (a cold cache), the visits of a table side by side: most of a visit is
 * waiting (for the app's deferred start-up work and a quiet network), not loading.
 */
async function measure(browser: Browser, baseUrl: string): Promise<boolean> {
  let failed = false;
  const guests = await Promise.all(
    guestRoutes.map(async (visit) => ({
      visit,
      loaded: await scriptsOf(await (await browser.newContext(phone)).newPage(), `${baseUrl}/${visit.hash}`),
    })),
  );
  header('JavaScript loaded per guest screen, no session (scripts as the browser records them)');
  for (const { visit, loaded } of guests)
    failed = report(visit, loaded, GUEST_TARGET_KB * 1024, true) || failed;
  const session = await loginDemo(baseUrl);
  const users = await Promise.all(
    userRoutes.map(async (visit) => ({
      visit,
      loaded: await scriptsOf(
        await loggedInPage(browser, session, undefined, phone),
        `${baseUrl}/${visit.hash}`,
      ),
    })),
  );
  const home = users.find((u) => u.visit.name === 'home')?.loaded.gzip ?? 0;
  header('\nJavaScript loaded per route, logged in as demo');
  for (const { visit, loaded } of users) {
    const isHome = visit.name === 'home';
    const target = isHome ? HOME_TARGET_KB * 1024 : home + ROUTE_EXTRA_KB * 1024;
    failed = report(visit, loaded, target, isHome) || failed;
  }
  return failed;
}

async function main() {
  const dist =
    process.env.WEB_DIST ??
    (process.env.NO_BUILD ? join(import.meta.dirname, '..', 'dist') : await buildWeb());
  // The server from a bundle, as the browser tests start theirs (e2e/global-setup.ts): through tsx its start
  // compiled the server's TypeScript (7.6 s of CPU for the check's server, against 0.4 s to bundle and 5.0 s
  // from the bundle).
  const bundle = await bundleServerTemp();
  let failed = false;
  try {
    const server = await startServer(dist, { port, bundle });
    const browser = await launchBrowser();
    try {
      failed = await measure(browser, server.baseUrl);
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    rmSync(bundle, { recursive: true, force: true });
  }
  if (failed) {
    console.error(
      `\nsize check failed: each guest screen and home must be ≤ ${GUEST_TARGET_KB} KB gzip without zod, ` +
        `every other route ≤ home + ${ROUTE_EXTRA_KB} KB; the splash must reach login`,
    );
    process.exit(1);
  }
}

await main();
