import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The two layout sweeps (about 160 s each in CI, the run's longest files) start first, then the other browser
 * files, then the rest. Browser files are the longest and spend most of their time waiting (on Chromium, on
 * the server, on the clock), so the quick CPU-bound files of the other projects fill the gaps at the end
 * instead of the browser files running last, one after another. Vitest's own order puts longer files first
 * only when its cache knows their durations; from a clean clone (CI) it goes by file size, which put the
 * sweeps (three-line files) last and made them the run's tail.
 */
const longestFiles = ['web/e2e/layout-1.e2e.test.ts', 'web/e2e/layout-2.e2e.test.ts'];
const rank = (project: string, moduleId: string) => {
  const longest = longestFiles.findIndex((f) => moduleId.endsWith(f));
  if (longest !== -1) return longest;
  return project === 'web-e2e' ? longestFiles.length : longestFiles.length + 1;
};
class BrowserFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    return sorted.sort((a, b) => rank(a.project.name, a.moduleId) - rank(b.project.name, b.moduleId));
  }
}

/** The server's test files, each building its own app on its own database (server/src/test/harness.ts). */
const server = {
  include: ['server/src/**/*.test.ts'],
  setupFiles: ['server/src/test/declared-errors.ts'],
  // The server, the admin console and the tests' child processes bundled once per run, started with
  // plain node instead of compiling through tsx at every start (server/src/test/global-setup.ts).
  // And one database migrated once per run, which each test's database copies (server/src/test/db-template.ts).
  globalSetup: ['server/src/test/global-setup.ts', 'server/src/test/db-template.ts'],
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
          // One load of zod and the contracts per worker, not per file: the files only read the contracts
          // (no `vi.mock`, no stubs), and what the contracts cache (the documents) nothing changes.
          isolate: false,
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
          // The reference server the drift files check, started from the run's bundle (as for the server's).
          globalSetup: ['server/src/test/global-setup.ts'],
          // As the contracts: no `vi.mock` or stubs, and each file starts its own servers.
          isolate: false,
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
