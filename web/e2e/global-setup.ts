import { mkdtempSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { bundleServer } from '../../server/scripts/bundle.ts';
import { buildWeb } from './harness.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built SPA every browser test serves (web/dist, or E2E_WEB_DIST when the caller built it already). */
    webDist: string;
    /** The server bundled to JavaScript for this run (`server.js`, `admin.js`), started with plain node. */
    serverBundle: string;
  }
}

const serverDir = fileURLToPath(new URL('../../server', import.meta.url));

/**
 * Builds the SPA once for the whole e2e run, instead of once per test file: the files then share one
 * read-only web/dist (a test that changes the build copies it first, as the PWA test does) and can run
 * side by side. `pnpm test` builds before the size check and passes that build as E2E_WEB_DIST.
 *
 * And bundles the server once (about a second): the run starts some 25 servers and admin consoles, and
 * through tsx each start compiled the server's TypeScript again (about 4.3 s of CPU a start, 2.6 s from
 * the bundle). A folder of its own per run (`bundle.tmp.*`, ignored by git and biome), removed at the end.
 */
export default async function setup(project: TestProject) {
  project.provide('webDist', process.env.E2E_WEB_DIST || (await buildWeb()));
  const bundle = mkdtempSync(`${serverDir}/bundle.tmp.`);
  await bundleServer(bundle);
  project.provide('serverBundle', bundle);
  return () => rmSync(bundle, { recursive: true, force: true });
}
