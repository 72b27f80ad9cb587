import { defineProject } from 'vitest/config';

/** Browser flows in Debian's Chromium (playwright-core) against the real reference server serving web/dist. */
export default defineProject({
  test: {
    name: 'web-e2e',
    root: import.meta.dirname,
    environment: 'node',
    include: ['e2e/**/*.e2e.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
