import type { TestProject } from 'vitest/node';
import { buildWeb } from './harness.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built SPA every browser test serves (web/dist, or E2E_WEB_DIST when the caller built it already). */
    webDist: string;
  }
}

/**
 * Builds the SPA once for the whole e2e run, instead of once per test file: the files then share one
 * read-only web/dist (a test that changes the build copies it first, as the PWA test does) and can run
 * side by side. `pnpm test` builds before the size check and passes that build as E2E_WEB_DIST.
 */
export default async function setup(project: TestProject) {
  project.provide('webDist', process.env.E2E_WEB_DIST || (await buildWeb()));
}
