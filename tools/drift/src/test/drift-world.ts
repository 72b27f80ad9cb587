import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type RunReport, runDrift } from '../run/run.ts';
import { startMutatingProxy } from './mutating-proxy.ts';
import { startReferenceServer } from './reference-server.ts';

export const demo = { username: 'demo', password: 'demo123456' };

/**
 * One reference server and one mutating proxy in front of it (each on a free port) and a temp folder, for
 * a test file's whole run: call it at the top of the file; the getters work inside tests.
 */
export function driftWorld() {
  let server: Awaited<ReturnType<typeof startReferenceServer>> | undefined;
  let proxy: Awaited<ReturnType<typeof startMutatingProxy>> | undefined;
  let dir = '';
  beforeAll(async () => {
    server = await startReferenceServer();
    proxy = await startMutatingProxy(server.url);
    dir = mkdtempSync(join(tmpdir(), 'drift-'));
  });
  afterAll(async () => {
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
    dir: () => dir,
  };
}

/** A drift run against `base`, read-only and with a short timeout unless `extra` says otherwise. */
export const run = (base: string, extra: Partial<Parameters<typeof runDrift>[0]> = {}) =>
  runDrift({ base, allowWrites: false, timeoutMs: 1500, ...extra });

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
