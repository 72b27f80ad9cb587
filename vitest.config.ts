import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
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

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: on the 2-core CI machine one worker, and every
    // file ran after the other although most of them mostly wait. One worker more than the cores.
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
          name: 'server',
          include: ['server/src/**/*.test.ts'],
          setupFiles: ['server/src/test/declared-errors.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
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
