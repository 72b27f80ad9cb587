import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Browser files first: they are the longest and spend most of their time waiting (on Chromium, on the
 * server, on the clock), so the quick CPU-bound files of the other projects fill the gaps beside them
 * instead of the browser files running last, one after another, at the end.
 */
class BrowserFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => (spec.project.name === 'web-e2e' ? 0 : 1);
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}

/** The server's test files, each building its own app on its own database (server/src/test/harness.ts). */
const server = {
  include: ['server/src/**/*.test.ts'],
  setupFiles: ['server/src/test/declared-errors.ts'],
  // The server, the admin console and the tests' child processes bundled once per run, started with
  // plain node instead of compiling through tsx at every start (server/src/test/global-setup.ts).
  globalSetup: ['server/src/test/global-setup.ts'],
  environment: 'node' as const,
  testTimeout: 20_000,
};
/** Files that replace a module with `vi.mock`: they need a module graph of their own. */
const serverIsolated = ['server/src/modules/account/login-timing.test.ts'];

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: on the 2-core CI machine one worker, and every
    // file ran after the other although most of them mostly wait. One worker more than the cores (twice the
    // cores plus one was faster on a quiet machine, 6:36 against 7:06, but timing tests failed under its
    // load: docs/perf/tests.md).
    maxWorkers: availableParallelism() + 1,
    sequence: { sequencer: BrowserFilesFirst },
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['contracts/src/**/*.test.ts'],
        },
      },
      {
        test: {
          ...server,
          name: 'server',
          exclude: [...configDefaults.exclude, ...serverIsolated],
          // One load of the server's modules (fastify, drizzle, the contracts' schemas) per worker instead
          // of one per file: the files build their own app and database and share no module state.
          isolate: false,
        },
      },
      {
        test: { ...server, name: 'server-isolated', include: serverIsolated },
      },
      {
        test: {
          name: 'drift',
          include: ['tools/drift/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 90_000,
        },
      },
      'web/vitest.config.ts',
      'web/vitest.e2e.config.ts',
    ],
  },
});
