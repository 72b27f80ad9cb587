// The build context `docker build .` sends (docs/demo-hosts.md, Docker): never a database, a token or a
// build output, so a local server's files neither reach the image nor break its layer cache.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dockerignore } from './test/dockerignore.ts';

const root = join(import.meta.dirname, '../..');
const excluded = dockerignore(readFileSync(join(root, '.dockerignore'), 'utf8'));

describe('.dockerignore', () => {
  it('reads patterns as the engine does: per segment, ** across folders, ! to bring back, folders whole', () => {
    const sample = dockerignore('*.db\n**/*.log\nbuild/**\n!build/keep\nsub\n');
    expect(sample('app.db')).toBe(true);
    expect(sample('server/app.db')).toBe(false);
    expect(sample('a/b/c.log')).toBe(true);
    expect(sample('build/x/y')).toBe(true);
    expect(sample('build/keep')).toBe(false);
    expect(sample('sub/deep/file.ts')).toBe(true);
  });

  it('leaves out the local database, its journal files, the developer token and snapshots wherever they are', () => {
    for (const path of [
      'server/data/app.db',
      'server/data/app.db-wal',
      'server/data/app.db-shm',
      'server/data/admin-token',
      'server/data/snapshots/before.db',
      'data/app.db',
      'server/other.db',
      'server/other.db-wal',
    ]) {
      expect(excluded(path), path).toBe(true);
    }
  });

  it('leaves out dependencies, build outputs and test results', () => {
    for (const path of [
      'node_modules/vite/package.json',
      'server/node_modules/fastify/package.json',
      'web/dist/index.html',
      'server/dist/server.js',
      '.git/HEAD',
      'web/test-results/x.png',
      '.vitest-results.json',
    ]) {
      expect(excluded(path), path).toBe(true);
    }
  });

  it('keeps every file git tracks, so the image builds from what is committed', () => {
    const tracked = execFileSync('git', ['ls-files'], { cwd: root }).toString().trim().split('\n');
    expect(tracked.filter(excluded)).toEqual([]);
  });
});
