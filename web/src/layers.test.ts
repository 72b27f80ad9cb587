import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The import direction (shared → features → pages) lives in the root biome.json overrides. These cases
 * lint small probe files, laid out like web/src, with that very config, so a rule that stops biting fails.
 */
const root = join(import.meta.dirname, '../..');
const biome = join(root, 'node_modules/@biomejs/biome/bin/biome');
const sandbox = mkdtempSync(join(tmpdir(), 'web-layers-'));
const { $schema: _schema, ...config } = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
writeFileSync(join(sandbox, 'biome.json'), JSON.stringify(config));
afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

function restricted(file: string, specifier: string): boolean {
  const path = join(sandbox, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `import { x } from '${specifier}';\nexport const y = x;\n`);
  try {
    execFileSync(process.execPath, [biome, 'lint', '--only=style/noRestrictedImports', file], {
      cwd: sandbox,
      stdio: 'pipe',
    });
    return false;
  } catch (error) {
    const { stdout, stderr } = error as { stdout: Buffer; stderr: Buffer };
    return `${stdout}${stderr}`.includes('lint/style/noRestrictedImports');
  } finally {
    rmSync(path);
  }
}

describe('the web import direction', { timeout: 20_000 }, () => {
  it('has a rule for every feature folder', () => {
    const ruled = (config.overrides as Array<{ includes: string[] }>).flatMap((o) => o.includes);
    for (const feature of readdirSync(join(root, 'web/src/features'))) {
      expect(ruled).toContain(`web/src/features/${feature}/**`);
    }
  });

  it('refuses a feature importing another feature', () => {
    expect(restricted('web/src/features/trade/probe.ts', '../market/api.ts')).toBe(true);
    expect(restricted('web/src/features/trade/components/probe.tsx', '../../market/api.ts')).toBe(true);
  });

  it('refuses a feature importing a page or the app shell', () => {
    expect(restricted('web/src/features/wallet/probe.ts', '../../pages/splash.tsx')).toBe(true);
    expect(restricted('web/src/features/wallet/probe.ts', '../../app/paths.ts')).toBe(true);
  });

  it('refuses shared code importing a feature, a page or the app shell', () => {
    expect(restricted('web/src/lib/probe.ts', '../features/account/api.ts')).toBe(true);
    expect(restricted('web/src/components/probe.tsx', '../pages/splash.tsx')).toBe(true);
    expect(restricted('web/src/lib/market/probe.ts', '../../app/paths.ts')).toBe(true);
  });

  it('lets a feature import itself and the shared layer', () => {
    expect(restricted('web/src/features/trade/components/probe.tsx', '../api.ts')).toBe(false);
    expect(restricted('web/src/features/trade/probe.ts', '../../lib/market/ticker-feed.ts')).toBe(false);
    expect(restricted('web/src/features/market/probe.ts', '../../components/page.tsx')).toBe(false);
  });

  it('lets a page import features and shared code', () => {
    expect(restricted('web/src/pages/product/probe.tsx', '../../features/market/api.ts')).toBe(false);
    expect(restricted('web/src/pages/product/probe.tsx', '../../app/paths.ts')).toBe(false);
  });

  it('refuses a page importing the rest of the app shell', () => {
    expect(restricted('web/src/pages/user/probe.tsx', '../../app/router.tsx')).toBe(true);
  });
});
