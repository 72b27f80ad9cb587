import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { bundleServerTemp } from '../../server/scripts/bundle.ts';
import { buildWeb } from './harness.ts';
import { startServer } from './test-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built SPA every browser test serves (web/dist, or E2E_WEB_DIST when the caller built it already). */
    webDist: string;
    /** The server bundled to JavaScript for this run (`server.js`, `admin.js`), started with plain node. */
    serverBundle: string;
    /** The run's one shared server: each file works in a sandbox of its own on it (sandbox.ts). */
    sharedServer: { baseUrl: string; adminToken: string };
  }
}

/**
 * Builds the SPA once for the whole e2e run, instead of once per test file: the files then share one
 * read-only web/dist (a test that changes the build copies it first, as the PWA test does) and can run
 * side by side. `pnpm test` builds before the size check and passes that build as E2E_WEB_DIST.
 *
 * Bundles the server once (about a second): through tsx each start compiled the server's TypeScript
 * again (about 4.3 s of CPU a start, 2.6 s from the bundle). A folder of its own per run
 * (`bundle.tmp.*`, ignored by git and biome), removed at the end.
 *
 * And starts ONE server for the run, with the developer API and so sandboxes, in a temp folder of its
 * own (snapshots; the databases are in memory): every file that needs no process of its own works in its
 * own sandbox on it (sandbox.ts, docs/perf/tests.md) instead of starting a server.
 */
export default async function setup(project: TestProject) {
  const webDist = process.env.E2E_WEB_DIST || (await buildWeb());
  project.provide('webDist', webDist);
  const bundle = await bundleServerTemp();
  project.provide('serverBundle', bundle);
  const home = mkdtempSync(join(tmpdir(), 'e2e-shared-'));
  const shared = await startServer(webDist, {
    bundle,
    // E2E_PORT pins its port (a shared machine hands out port ranges); otherwise any free one.
    port: Number(process.env.E2E_PORT) || undefined,
    env: { SNAPSHOT_DIR: join(home, 'snapshots'), SANDBOX_MAX: '40', SANDBOX_MAX_MB: '2048' },
  });
  project.provide('sharedServer', { baseUrl: shared.baseUrl, adminToken: shared.adminToken });
  return async () => {
    await shared.stop();
    rmSync(home, { recursive: true, force: true });
    rmSync(bundle, { recursive: true, force: true });
  };
}
