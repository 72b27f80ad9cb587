// The cold browser of `pnpm lighthouse` (scripts/lighthouse.ts): a fresh headless Chromium per run, a
// returning logged-in user in it with every cache emptied, and the check that a measured load really was
// cold.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../e2e/harness.ts';

/** A fresh headless Chromium with its own profile, so no run sees another's cache or service worker. */
export async function launch(debugPort: number, trusted: string[]): Promise<{ stop: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'lh-profile-'));
  const child: ChildProcess = spawn(
    chromiumPath(),
    [
      '--headless=new',
      `--remote-debugging-port=${debugPort}`,
      `--user-data-dir=${profile}`,
      ...chromiumFlags,
      // The test certificates' keys: their pages load as any trusted HTTPS page would.
      ...(trusted.length ? [`--ignore-certificate-errors-spki-list=${trusted.join(',')}`] : []),
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const up = await fetch(`http://127.0.0.1:${debugPort}/json/version`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

/**
 * A returning logged-in user with cold caches: stores the demo session the way login does, opens the app
 * once (it caches the server config, as any earlier visit did), then empties the HTTP cache, the service
 * worker and its caches, so every script is downloaded again during the measured load.
 */
export async function logIn(debugPort: number, baseUrl: string, session: { user: unknown; token: string }) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`);
  const context = browser.contexts()[0];
  if (!context) throw new Error('no browser context');
  const page = await context.newPage();
  await page.goto(`${baseUrl}/api/v1/common/base`);
  await page.evaluate((s) => {
    localStorage.setItem('user', JSON.stringify(s.user));
    localStorage.setItem('token', JSON.stringify(s.token));
    localStorage.setItem('isLogin', 'true');
  }, session);
  await page.goto(`${baseUrl}/`);
  await page.waitForFunction(() => localStorage.getItem('config') !== null, undefined, { timeout: 30_000 });
  // The service worker registers after `load` and precaches every file through the HTTP cache: clearing
  // before its install finished left the disk cache refilled, and the measured load then read most
  // scripts from it. So wait until it is active (precache done), then clear, then check nothing is left.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', {
    origin: baseUrl,
    storageTypes: 'service_workers,cache_storage',
  });
  await cdp.send('Network.clearBrowserCache');
  const left = await page.evaluate(async () => ({
    workers: (await navigator.serviceWorker.getRegistrations()).length,
    caches: (await caches.keys()).length,
  }));
  if (left.workers || left.caches) throw new Error(`caches not cleared: ${JSON.stringify(left)}`);
  await page.goto('about:blank');
  await page.close();
}

/** A cold run downloads every file it loads: one served from a cache (disk, memory, worker) is refused. */
export function assertCold(lhr: { audits: Record<string, { details?: unknown }> }) {
  const items =
    (lhr.audits['network-requests']?.details as { items?: Array<{ url: string; cache?: string }> })?.items ??
    [];
  const cached = items.filter((i) => i.cache && i.cache !== 'none' && /\/assets\//.test(i.url));
  if (cached.length)
    throw new Error(`not a cold load: ${cached.length} files from a cache, e.g. ${cached[0]?.url}`);
}
