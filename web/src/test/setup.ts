import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The web project shares one environment and the dependencies' modules between its files (isolate: false
// in web/vitest.config.ts: happy-dom and React set up once per worker, not once per file). The app's own
// modules are still loaded afresh for each file, so module state (stores, stubbed env flags) and each
// file's vi.mock stay the file's own.
vi.resetModules();

afterEach(() => {
  cleanup();
  localStorage.clear();
});
