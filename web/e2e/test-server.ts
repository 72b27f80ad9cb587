import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes, X509Certificate } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Agent, fetch as fetchTrusting } from 'undici';
import { inject } from 'vitest';
import { freePort } from '../../server/src/test/server-process.ts';
import { selfSignedCert } from '../../server/src/test/tls.ts';

const serverDir = fileURLToPath(new URL('../../server', import.meta.url));

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
