import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
      'web/vitest.config.ts',
      'web/vitest.e2e.config.ts',
    ],
  },
});
