import { mkdtempSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { bundleServer } from '../../scripts/bundle.ts';
import { childEntries } from './child-entries.ts';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Bundles the server, the admin console and the test child processes once for the server tests' run:
 * the shutdown, crash, CLI and database tests start about twenty processes, and through tsx each one
 * compiled the server's TypeScript again (≈ 1.6–2.2 s of CPU an admin start through tsx, ≈ 0.6 s from
 * the bundle). A folder of its own per run (`bundle.tmp.*`, ignored by git and biome), removed at the end.
 */
export default async function setup(project: TestProject) {
  const bundle = mkdtempSync(`${serverDir}/bundle.tmp.`);
  await bundleServer(bundle, childEntries);
  project.provide('serverBundle', bundle);
  return () => rmSync(bundle, { recursive: true, force: true });
}
