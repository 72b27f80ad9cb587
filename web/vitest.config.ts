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
  },
});
