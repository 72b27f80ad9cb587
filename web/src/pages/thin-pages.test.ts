import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Pages compose features: the logic of a screen (state, checks, calls, formulas) lives in
 * web/src/features, so a page file stays short enough to read at a glance (docs/architecture.md).
 */
const MAX_LINES = 60;
const pages = import.meta.dirname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test(-d)?\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const lineCount = (file: string) => readFileSync(file, 'utf8').trimEnd().split('\n').length;

describe('pages', () => {
  const files = sources(pages);

  it('are all read, in every folder of web/src/pages', () => {
    const names = files.map((file) => relative(pages, file));
    expect(names).toEqual(
      expect.arrayContaining(['user/login.tsx', 'tabbar/trade/index.tsx', 'dev/panel.tsx']),
    );
    expect(names.some((name) => name.includes('.test.'))).toBe(false);
  });

  it(`are compositions of at most ${MAX_LINES} lines each`, () => {
    const long = files
      .map((file) => ({ file: relative(pages, file), lines: lineCount(file) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});
