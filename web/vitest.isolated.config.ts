import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/**
 * Screen tests that need an environment of their own (the `web` project shares one per worker): the
 * Markets favourites test failed in full runs after some earlier file in its worker, not alone.
 */
export const isolatedFiles = ['src/pages/tabbar/markets/favourites.test.tsx'];

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web-isolated',
    root: import.meta.dirname,
    environment: 'happy-dom',
    include: isolatedFiles,
    setupFiles: ['src/test/setup.ts'],
  },
});
