import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { bundleServerTemp } from '../../scripts/bundle.ts';
import { childEntries } from './child-entries.ts';

/**
 * The run's bundle, shared by every project that lists this setup (server, server-isolated, drift): each
 * project loads this module afresh, so the one bundle lives on `globalThis` of vitest's process, counted by
 * the projects using it and removed when the last one ends.
 */
const shared = globalThis as { serverBundle?: { dir: Promise<string>; users: number } };

/**
 * Bundles the server, the admin console and the test child processes once for the run: the shutdown,
 * crash, CLI and database tests start about twenty processes, and through tsx each one compiled the
 * server's TypeScript again (≈ 1.6–2.2 s of CPU an admin start through tsx, ≈ 0.6 s from the bundle). A
 * folder of its own per run (`bundle.tmp.*`, ignored by git and biome), removed at the end.
 */
export default async function setup(project: TestProject) {
  shared.serverBundle ??= { dir: bundleServerTemp(childEntries), users: 0 };
  const bundle = shared.serverBundle;
  bundle.users++;
  project.provide('serverBundle', await bundle.dir);
  return async () => {
    if (--bundle.users > 0) return;
    shared.serverBundle = undefined;
    rmSync(await bundle.dir, { recursive: true, force: true });
  };
}
