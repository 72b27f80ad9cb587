import { cleanup } from '@testing-library/react';
import { Dialog, Modal, Toast } from 'antd-mobile';
import { afterAll, afterEach, vi } from 'vitest';

// The web project shares one environment and the dependencies' modules between its files (isolate: false
// in web/vitest.config.ts: happy-dom and React set up once per worker, not once per file). The app's own
// modules are still loaded afresh for each file, so module state (stores, stubbed env flags) and each
// file's vi.mock stay the file's own, and what a file changed on the shared globals is put back after it.
vi.resetModules();
afterAll(() => {
  // A dialog, modal or toast opened imperatively renders into a node of its own on <body>, which `cleanup`
  // does not unmount: what a file left open must not be found by the next file's queries. antd-mobile
  // forgets them first (a toast reuses its node while it is open), then the nodes go.
  Dialog.clear();
  Modal.clear();
  Toast.clear();
  document.body.replaceChildren();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
