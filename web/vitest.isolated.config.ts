import { defineProject } from 'vitest/config';
import { isolatedFiles, unitTests } from './vitest.config.ts';

/**
 * Screen tests that need an environment of their own (the `web` project shares one per worker): the
 * Markets favourites test failed in full runs after some earlier file in its worker, not alone.
 */
export default defineProject({
  ...unitTests,
  test: { ...unitTests.test, name: 'web-isolated', include: isolatedFiles },
});
