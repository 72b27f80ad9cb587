import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builtFrom, sourceStamp, stampFile } from './source-stamp.ts';

let root: string;
const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'stamp-'));
  write('web/index.html', '<div id="root"></div>');
  write('web/src/main.tsx', 'render()');
  write('contracts/src/money.ts', 'export const scale = 6');
  write('pnpm-lock.yaml', 'lockfileVersion: 9');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the build stamp of the SPA', () => {
  it('stays the same when nothing the build reads changed, tests and output included', () => {
    const before = sourceStamp(root);
    write('web/src/main.test.tsx', 'it()');
    write('web/dist/index.html', 'built');
    write('web/src/node_modules/x.js', 'dependency');
    expect(sourceStamp(root)).toBe(before);
  });

  it.each([
    ['a source of the web', 'web/src/main.tsx', 'render(<App />)'],
    ['a contract the web imports', 'contracts/src/money.ts', 'export const scale = 2'],
    ['the lockfile', 'pnpm-lock.yaml', 'lockfileVersion: 10'],
    ['a new file', 'web/src/pages/new.tsx', 'export {}'],
  ])('changes when %s changes', (_what, path, text) => {
    const before = sourceStamp(root);
    write(path, text);
    expect(sourceStamp(root)).not.toBe(before);
  });

  it('changes when a VITE_ variable the bundle reads changes, not for other variables', () => {
    const before = sourceStamp(root, { HOME: '/root' });
    expect(sourceStamp(root, { HOME: '/home' })).toBe(before);
    expect(sourceStamp(root, { VITE_API_BASE: '/api/v1/' })).not.toBe(before);
  });

  it('vouches for a finished build of the same sources only', () => {
    const dist = join(root, 'web/dist');
    const stamp = sourceStamp(root);
    expect(builtFrom(dist, stamp)).toBe(false);
    write('web/dist/.source-stamp', `${stamp}\n`);
    expect(builtFrom(dist, stamp)).toBe(false);
    write('web/dist/index.html', 'built');
    expect(builtFrom(dist, stamp)).toBe(true);
    write('web/src/main.tsx', 'changed');
    expect(builtFrom(dist, sourceStamp(root))).toBe(false);
    expect(stampFile(dist)).toBe(join(dist, '.source-stamp'));
  });
});
