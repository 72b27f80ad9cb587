import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Send } from './test-server.ts';

const webDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * Whether a URL is the built chunk of a source module (e.g. `src/pages/tabbar/trade/index.tsx`), read from
 * the build's Vite manifest: for `page.route`, to hold back or fail one page's chunk.
 */
export function chunkOf(webDist: string, source: string): (url: URL) => boolean {
  const manifest = JSON.parse(readFileSync(`${webDist}/.vite/manifest.json`, 'utf8')) as Record<
    string,
    { file: string }
  >;
  const file = manifest[source]?.file;
  if (!file) throw new Error(`no chunk for ${source} in the build's manifest`);
  return (url) => url.pathname.endsWith(`/${file}`);
}

/** Builds the SPA into web/dist, as `pnpm start` does. */
export async function buildWeb(): Promise<string> {
  // Vitest sets NODE_ENV=test, which would give React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: webDir,
      configFile: `${webDir}/vite.config.ts`,
      mode: 'production',
      logLevel: 'warn',
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return `${webDir}/dist`;
}

/** The SPA built once for the whole e2e run (global-setup.ts); tests only read it. */
export const builtWeb = (): string => inject('webDist');

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The flags every Chromium of the tests and scripts runs with (no sandbox in containers, no network noise). */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Chromium's headless shell (Debian: chromium-headless-shell, the same version and Blink as chromium, without
 * the browser's windowing and UI): the same layout for much less CPU. Every browser test and script runs in
 * it (the layout sweeps: about half the browser's CPU; the other browser files: about a quarter less CPU in
 * all, docs/perf/tests.md); `.ci/run` installs it. Where it is missing, outside CI, chromium stands in.
 */
export const headlessShellPath = () =>
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/** The browser the tests drive, or none installed (outside CI only: there the shell must be installed). */
function installedBrowser(): string | undefined {
  if (existsSync(headlessShellPath())) return headlessShellPath();
  if (process.env.CI)
    throw new Error(`CI needs ${headlessShellPath()} (apt-get install chromium-headless-shell)`);
  return existsSync(chromiumPath()) ? chromiumPath() : undefined;
}

/** Without a browser the browser flows are skipped on a developer's machine, but CI must have one. */
export const hasChromium = (): boolean => installedBrowser() !== undefined;

/** Launches the tests' browser (see `headlessShellPath`), with `extraFlags` after the shared ones. */
export function launchBrowser(extraFlags: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: installedBrowser() ?? chromiumPath(),
    args: [...chromiumFlags, ...extraFlags],
  });
}

export const phone = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

/**
 * The phone of the browser flows: the app's service worker is not started. Its install downloads all of
 * the app (about 240 files) into the worker's cache in every fresh context, work for the server and the
 * browser that none of these flows looks at. The flows of the installable app (pwa, https) open `phone`,
 * where it installs as on a real phone; the size check opens `phone` too and answers the app's request for
 * its worker itself (scripts/size-measure.ts).
 */
export const testPhone = { ...phone, serviceWorkers: 'block' as const };

/**
 * The app's storage key for `name` in a world: the default world's keys are bare, a sandbox tab's are
 * prefixed with its name (web/src/lib/sandbox.ts, worldKey), so a test writes where the app reads.
 */
export const storageKey = (name: string, sandbox?: string) => (sandbox ? `sandbox:${sandbox}:${name}` : name);

/**
 * Opens the app already logged in as `session` (the stored user and token, as login leaves them), in the
 * default world or, given a sandbox's name, in that sandbox's keys (open its pages with `?sandbox=NAME`).
 */
export async function loggedInPage(
  browser: Browser,
  session: { user: unknown; token: string },
  sandbox?: string,
  device: typeof phone | typeof testPhone = testPhone,
) {
  const context = await browser.newContext(device);
  await context.addInitScript(
    ({ s, keys }) => {
      localStorage.setItem(keys.user, JSON.stringify(s.user));
      localStorage.setItem(keys.token, JSON.stringify(s.token));
      localStorage.setItem(keys.isLogin, 'true');
    },
    {
      s: session,
      keys: {
        user: storageKey('user', sandbox),
        token: storageKey('token', sandbox),
        isLogin: storageKey('isLogin', sandbox),
      },
    },
  );
  return context.newPage();
}

/** Registers a user straight through the API (form-encoded, as the app does). */
export async function registerViaApi(
  baseUrl: string,
  username: string,
  password: string,
  send: Send = fetch,
) {
  const body = new URLSearchParams({ username, password, repassword: password, agree: '1' });
  const res = await send(`${baseUrl}/api/v1/user/register`, { method: 'POST', body });
  const json = (await res.json()) as { code: number; data: { user: { invite_code: string }; token: string } };
  if (json.code !== 0) throw new Error(`register failed: ${JSON.stringify(json)}`);
  return json.data;
}

/** Logs the seeded demo user in through the API and returns what the app stores. */
export async function loginDemo(
  baseUrl: string,
  send: Send = fetch,
): Promise<{ user: unknown; token: string }> {
  const body = new URLSearchParams({ username: 'demo', password: 'demo123456' });
  const res = await send(`${baseUrl}/api/v1/user/login`, { method: 'POST', body });
  const json = (await res.json()) as { code: number; data: { user: unknown; token: string } };
  if (json.code !== 0) throw new Error(`demo login failed: ${JSON.stringify(json)}`);
  return json.data;
}

/** Set SHOTS_DIR to save screenshots of the flows (375×812) for a person to look at. */
export async function shot(page: import('playwright-core').Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

/** A route of the app, as its hash. */
export const route = (path: string) => `#/app/pages/${path}`;

/** Launches Chromium once for a file's tests, which serve the run's one build (call inside its describe). */
export function withBrowser(): { webDist: () => string; browser: () => Browser } {
  const webDist = builtWeb();
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    webDist: () => webDist,
    browser: () => {
      if (!browser) throw new Error('the browser is not launched yet');
      return browser;
    },
  };
}
