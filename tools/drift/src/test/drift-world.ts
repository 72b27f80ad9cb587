import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { type RunOptions, type RunReport, runDrift } from '../run/run.ts';
import { startMutatingProxy } from './mutating-proxy.ts';
import { startReferenceServer } from './reference-server.ts';

export const demo = { username: 'demo', password: 'demo123456' };

/** The test-only TLS files (src/test/tls/README.md), by name. */
export const tlsFile = (name: string) => fileURLToPath(new URL(`./tls/${name}`, import.meta.url));

/**
 * One reference server and one mutating proxy in front of it (each on a free port) and a temp folder, for
 * a test file's whole run: call it at the top of the file; the getters work inside tests. With `tls`, a
 * second proxy answers over https and wants a client certificate (no second server).
 */
export function driftWorld(options: { tls?: boolean } = {}) {
  let server: Awaited<ReturnType<typeof startReferenceServer>> | undefined;
  let proxy: Awaited<ReturnType<typeof startMutatingProxy>> | undefined;
  let tlsProxy: Awaited<ReturnType<typeof startMutatingProxy>> | undefined;
  let dir = '';
  beforeAll(async () => {
    server = await startReferenceServer();
    proxy = await startMutatingProxy(server.url);
    if (options.tls) {
      const read = (name: string) => readFileSync(tlsFile(name), 'utf8');
      tlsProxy = await startMutatingProxy(server.url, 0, {
        key: read('server.key'),
        cert: read('server.pem'),
        ca: read('ca.pem'),
      });
    }
    dir = mkdtempSync(join(tmpdir(), 'drift-'));
  });
  afterAll(async () => {
    await tlsProxy?.stop();
    await proxy?.stop();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  const started = <T>(value: T | undefined): T => {
    if (!value) throw new Error('the drift world is not started yet');
    return value;
  };
  return {
    server: () => started(server),
    proxy: () => started(proxy),
    tlsProxy: () => started(tlsProxy),
    dir: () => dir,
  };
}

/** A drift run against `base`, read-only and with a short timeout unless `extra` says otherwise. */
export const run = (
  base: string,
  extra: Partial<RunOptions> = {},
  progress?: Parameters<typeof runDrift>[1],
) => runDrift({ base, allowWrites: false, timeoutMs: 1500, ...extra }, progress);

export const findings = (r: RunReport) => r.calls.flatMap((c) => c.findings);

/** A `print` that keeps what the CLI prints, for its exit-code tests. */
export const quiet = () => {
  const lines: string[] = [];
  return {
    print: (s: string) => {
      lines.push(s);
    },
    text: () => lines.join(''),
  };
};
