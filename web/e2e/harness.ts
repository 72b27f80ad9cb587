import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes, X509Certificate } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import { Agent, fetch as fetchTrusting } from 'undici';
import { build } from 'vite';
import { afterAll, beforeAll, inject } from 'vitest';
import { freePort } from '../../server/src/test/server-process.ts';
import { selfSignedCert } from '../../server/src/test/tls.ts';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const serverDir = fileURLToPath(new URL('../../server', import.meta.url));

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

/**
 * How to run the server's `src/server.ts` or `src/cli/admin.ts`: inside a test run, plain node on the
 * run's bundle of them (global-setup.ts); outside one (the size check, Lighthouse), node through tsx.
 */
export function serverCommand(
  entry: 'server' | 'admin',
  bundle: string | undefined = process.env.VITEST ? inject('serverBundle') : undefined,
): string[] {
  return bundle
    ? [`${bundle}/${entry}.js`]
    : ['--import', 'tsx', `src/${entry === 'admin' ? 'cli/admin' : entry}.ts`];
}

/** A fetch for the harness's own calls (readiness, login): over HTTPS it trusts the test certificate. */
export type Send = (
  url: string,
  init?: { method?: string; body?: URLSearchParams },
) => Promise<{ ok: boolean; json: () => Promise<unknown> }>;

export interface TestServer {
  baseUrl: string;
  port: number;
  send: Send;
  /** Over HTTPS, the SHA-256 of the certificate's public key, for Chromium's `--ignore-certificate-errors-spki-list`. */
  spki?: string;
  /** Its developer token (ADMIN_TOKEN): the developer API and the panel need it. */
  adminToken: string;
  stop: () => Promise<void>;
}

/**
 * The real reference server on a random port with an in-memory database, serving the built SPA. A port and
 * a database file may be given, to restart the same server (the reconnect flow); `https` serves it over
 * HTTPS with HTTP/2 on a fresh self-signed certificate.
 */
export async function startServer(
  webDist: string,
  options: {
    port?: number;
    databaseUrl?: string;
    serverDir?: string;
    https?: boolean;
    /** More environment for the server (e.g. UPSTREAM_URL for the checking proxy). */
    env?: Record<string, string>;
    /** The run's server bundle, where `inject` cannot give it (global-setup.ts). */
    bundle?: string;
  } = {},
): Promise<TestServer> {
  const port = options.port ?? (await freePort());
  const cwd = options.serverDir ?? serverDir;
  const tls = options.https ? await selfSignedCert() : undefined;
  const adminToken = randomBytes(24).toString('base64url');
  const child: ChildProcess = spawn(process.execPath, serverCommand('server', options.bundle), {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_TOKEN: adminToken,
      DATABASE_URL: options.databaseUrl ?? ':memory:',
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      ...tls?.files,
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const agent = tls && new Agent({ connect: { ca: tls.cert } });
  const send: Send = agent ? (url, init) => fetchTrusting(url, { ...init, dispatcher: agent }) : fetch;
  const deadline = Date.now() + 60_000;
  for (let up = false; !up; ) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`server on port ${port} not answering after 60 s`);
    }
    up = await send(`${baseUrl}/api/v1/common/base`).then(
      (r) => r.ok,
      () => false,
    );
    if (!up) await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    port,
    send,
    adminToken,
    spki:
      tls &&
      createHash('sha256')
        .update(new X509Certificate(tls.cert).publicKey.export({ type: 'spki', format: 'der' }))
        .digest('base64'),
    stop: () =>
      new Promise<void>((resolve) => {
        const stopped = () => {
          tls?.drop();
          void agent?.close();
          resolve();
        };
        if (child.exitCode !== null) return stopped();
        child.once('exit', stopped);
        child.kill('SIGTERM');
      }),
  };
}

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Without Chromium the browser flows are skipped on a developer's machine, but CI must have it. */
export const hasChromium = (): boolean => {
  if (existsSync(chromiumPath())) return true;
  if (process.env.CI) throw new Error(`CI needs Chromium at ${chromiumPath()} (apt-get install chromium)`);
  return false;
};

/** The flags every Chromium of the tests and scripts runs with (no sandbox in containers, no network noise). */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
}

export const phone = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

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
) {
  const context = await browser.newContext(phone);
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
