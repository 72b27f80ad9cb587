import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { seededRandom } from '../../test/harness.ts';
import { localAdminToken } from './admin-token.ts';

const dir = mkdtempSync(join(tmpdir(), 'coinly-token-'));
afterEach(() => rmSync(join(dir, 'admin-token'), { force: true }));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const url = `file:${join(dir, 'app.db')}`;

describe('the DEVTOOLS=local token', () => {
  it('is kept across restarts while only its owner can read it, and replaced once others can', () => {
    const first = localAdminToken(url, seededRandom('a'));
    expect(localAdminToken(url, seededRandom('b')).token).toBe(first.token);
    chmodSync(first.file, 0o644);
    const second = localAdminToken(url, seededRandom('c'));
    expect(second.token).not.toBe(first.token);
    expect(statSync(second.file).mode & 0o777).toBe(0o600);
    expect(readFileSync(second.file, 'utf8').trim()).toBe(second.token);
  });

  it('needs a database file to sit beside', () => {
    expect(() => localAdminToken(':memory:', seededRandom())).toThrow(/set ADMIN_TOKEN/);
  });
});
