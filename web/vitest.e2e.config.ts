import { defineProject } from 'vitest/config';

/**
 * Browser flows in Debian's Chromium (playwright-core) against the real reference server serving web/dist.
 * The SPA is built and ONE server started once for the run (e2e/global-setup.ts); each file works in a
 * sandbox of its own on that server (e2e/sandbox.ts) with its own Chromium, so files run side by side
 * (the root config's workers) without sharing any state. The few files that restart, kill or reconfigure
 * a server start their own (docs/perf/tests.md lists them and why).
 */
export default defineProject({
  test: {
    name: 'web-e2e',
    root: import.meta.dirname,
    environment: 'node',
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    // One load of playwright-core, undici and the harness per worker, not per file: each file opens its
    // own sandbox and browser and keeps no state in shared modules (4 files, 1 worker: CPU 34.0 → 31.2 s).
    isolate: false,
    testTimeout: 120_000,
    // How long expect.poll waits for the page to reach the expected state (Vitest's default is 1 s, which
    // a page under a loaded machine, with other files' Chromiums beside it, can miss; Playwright's own
    // waits default to 30 s). What is expected is unchanged.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 240_000,
  },
});
