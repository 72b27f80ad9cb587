import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig, testConfig } from '../../config.ts';
import { openDb } from '../../db/client.ts';
import { loadCatalogues } from '../../lib/i18n.ts';
import { fakeClock, seededRandom } from '../../test/harness.ts';

describe('proxy settings', () => {
  it('refuses RECORD without an upstream to record, and REPLAY together with one', () => {
    expect(() => loadConfig({ RECORD: 'a' })).toThrow(/RECORD records what an upstream answers/);
    expect(() => loadConfig({ REPLAY: 'a', UPSTREAM_URL: 'http://127.0.0.1:1' })).toThrow(/REPLAY serves/);
  });

  it('takes an http(s) origin as the upstream and a plain name as the recording', () => {
    expect(() => loadConfig({ UPSTREAM_URL: 'ftp://x' })).toThrow(/UPSTREAM_URL/);
    expect(() => loadConfig({ UPSTREAM_URL: 'https://api.example.com/api/v1/' })).toThrow(/origin/);
    expect(() => loadConfig({ UPSTREAM_URL: 'http://u.example', RECORD: '../etc' })).toThrow(/RECORD/);
    expect(loadConfig({ UPSTREAM_URL: 'https://api.example.com', RECORD: 'demo-1' })).toMatchObject({
      UPSTREAM_URL: 'https://api.example.com',
      RECORD: 'demo-1',
    });
  });

  /** Builds an app on an in-memory database, closed whether or not the build throws. */
  async function build(config: Partial<ReturnType<typeof testConfig>>) {
    const database = openDb(':memory:');
    try {
      const deps = { config: testConfig(config), database, catalogues: await loadCatalogues() };
      await (await buildApp({ ...deps, clock: fakeClock().now, random: seededRandom() })).close();
    } finally {
      database.close();
    }
  }

  it('will not start replaying a recording that is missing or not a recording, and says which file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'coinly-recordings-'));
    try {
      await expect(build({ REPLAY: 'missing', RECORDINGS_DIR: dir })).rejects.toThrow(
        `no recording at ${join(dir, 'missing.ndjson')}`,
      );
      writeFileSync(join(dir, 'broken.ndjson'), '{"type":"recording"\n');
      await expect(build({ REPLAY: 'broken', RECORDINGS_DIR: dir })).rejects.toThrow(
        `${join(dir, 'broken.ndjson')}:1: not JSON`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
