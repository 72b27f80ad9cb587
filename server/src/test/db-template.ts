import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { openClient } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A database file migrated once for this run (see `migratedTemplate`), copied by `tempDb`. */
    dbTemplate: string;
  }
}

/**
 * A global setup: migrates one database file for the whole run, as `openDb` lays it out (WAL), then
 * checkpoints it so the file alone holds everything. Each test's `tempDb()` starts from a copy of it
 * instead of applying every migration again (≈ 40 % of a test app's build); `openDb` on the copy still
 * runs the migrator, which finds nothing pending. Migrating from zero is still tested wherever a database
 * is opened without a copy: every child server and sandbox, the docker and crash tests' files, and
 * `migrations.test.ts` (the last migrations on an older file).
 */
export default function migratedTemplate(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'coinly-template-'));
  const path = join(dir, 'app.db');
  const { client } = openClient(`file:${path}`);
  client.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  client.close();
  project.provide('dbTemplate', path);
  return () => rmSync(dir, { recursive: true, force: true });
}

/**
 * Writes a migrated database to `path` (a new file): a copy of this run's template, or nothing when the
 * file runs without the root config (then `openDb` migrates it from zero, as before).
 */
export function copyTemplate(path: string): void {
  const template = inject('dbTemplate') as string | undefined;
  if (template) copyFileSync(template, path);
}

/** `file:<path>` of a new database file already migrated: see `copyTemplate`. */
export function migratedUrl(path: string): string {
  copyTemplate(path);
  return `file:${path}`;
}
