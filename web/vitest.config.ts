import react from '@vitejs/plugin-react';
import { configDefaults, defineProject } from 'vitest/config';

/** Files run in the `web-isolated` project (vitest.isolated.config.ts), each in an environment of its own. */
export const isolatedFiles = ['src/pages/tabbar/markets/favourites.test.tsx'];

/** What the `web` and `web-isolated` projects share: React, happy-dom and the setup file. */
export const unitTests = {
  plugins: [react()],
  test: { root: import.meta.dirname, environment: 'happy-dom' as const, setupFiles: ['src/test/setup.ts'] },
};

/** Unit and component tests of the SPA, in happy-dom. Browser e2e tests are the `web-e2e` project. */
export default defineProject({
  ...unitTests,
  test: {
    ...unitTests.test,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...isolatedFiles],
    // One happy-dom environment and one load of React, antd-mobile and the testing library per worker
    // instead of per file: setting those up took about 60 % of this project's time. src/test/setup.ts
    // still loads the app's own modules afresh for every file (vi.resetModules), so vi.mock and module
    // state stay per file.
    isolate: false,
    // Type tests (`*.test-d.ts`): tsc checks them and each `test` passes or fails on its own type errors.
    // Their own tsconfig holds just those files (and what they import), so this is not a second full check.
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.type-tests.json' },
  },
});
