import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/** Unit and component tests of the SPA, in happy-dom. Browser e2e tests are the `web-e2e` project. */
export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
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
