import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The two packages as someone outside this repo gets them (docs/contract-tests.md, "Packages"): packed
// once with `pnpm pack` (its prepack builds dist/ with `tsc -b`, a no-op when nothing changed), installed
// with npm into an empty project in the system temp folder, so nothing of this repo's node_modules is in
// reach, and used there with plain node, a standard tsc and npx.
const run = promisify(execFile);
const repo = fileURLToPath(new URL('../../../', import.meta.url));
const tsc = join(repo, 'node_modules/typescript/bin/tsc');
let dir = '';
let app = '';
const packs: Record<'contracts' | 'drift', string> = { contracts: '', drift: '' };

const manifest = (tgz: string) =>
  run('tar', ['-xzOf', tgz, 'package/package.json']).then((r) => JSON.parse(r.stdout));
const files = (tgz: string) => run('tar', ['-tzf', tgz]).then((r) => r.stdout.split('\n').filter(Boolean));

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'coinly-packages-'));
  await run(
    'pnpm',
    ['--filter', '@app/contracts', '--filter', '@app/drift', 'pack', '--pack-destination', dir],
    {
      cwd: repo,
    },
  );
  packs.contracts = join(dir, 'app-contracts-0.1.0.tgz');
  packs.drift = join(dir, 'app-drift-0.1.0.tgz');
  app = join(dir, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), '{ "name": "consumer", "private": true, "type": "module" }\n');
  // zod and ws come from the registry (or npm's cache); the two packages from their tarballs.
  await run(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      packs.contracts,
      packs.drift,
    ],
    { cwd: app },
  );
}, 150_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the packed contracts and drift checker', () => {
  it('ship built JavaScript with declarations for every entry, the two documents, and no test file', async () => {
    const contracts = await manifest(packs.contracts);
    const listed = await files(packs.contracts);
    for (const [entry, target] of Object.entries(contracts.exports)) {
      if (typeof target === 'string') {
        expect(listed, entry).toContain(`package/${target.slice(2)}`);
        continue;
      }
      const { types, default: js } = target as { types: string; default: string };
      expect([types, js], entry).toEqual([
        expect.stringMatching(/^\.\/dist\/.*\.d\.ts$/),
        expect.any(String),
      ]);
      expect(listed, entry).toEqual(
        expect.arrayContaining([`package/${types.slice(2)}`, `package/${js.slice(2)}`]),
      );
    }
    expect(contracts.exports['./openapi.json']).toBe('./openapi.json');
    expect(contracts.exports['./asyncapi.json']).toBe('./asyncapi.json');
    const drift = await manifest(packs.drift);
    expect(drift.bin).toEqual({ 'app-drift': './dist/bin.js' });
    expect(drift.dependencies['@app/contracts']).toBe(contracts.version);
    const all = [...listed, ...(await files(packs.drift))];
    expect(all.filter((f) => /\.test\.|tsbuildinfo|\/test\//.test(f))).toEqual([]);
  });

  it('are imported by plain node, which parses a sample with a contract schema and reads the OpenAPI document', async () => {
    const script = `
      const c = await import('@app/contracts');
      const tick = { symbol: 'BTCUSDT', base: 'BTC', quote: 'USDT', last: '64000.5', open: '63000', high: '65000',
        low: '62000', change: '1.58', volume: '12.5', turnover: '800000', time: 1760000000000 };
      const parsed = c.api.market.ticker.data.parse(tick);
      const bad = c.ticker.safeParse({ ...tick, last: 64000.5 }).success;
      const doc = (await import('@app/contracts/openapi.json', { with: { type: 'json' } })).default;
      const wire = await import('@app/contracts/wire');
      console.log(JSON.stringify({ last: parsed.last, bad, openapi: doc.openapi, calls: c.allEndpoints().length,
        wire: typeof wire.api }));`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: app });
    expect(JSON.parse(stdout)).toMatchObject({
      last: '64000.5',
      bad: false,
      openapi: '3.1.0',
      wire: 'object',
    });
    expect(JSON.parse(stdout).calls).toBeGreaterThan(40);
  });

  // Each tsc checks zod's declarations and ours (skipLibCheck off): the two run side by side.
  it('are compiled by a strict tsc under module NodeNext and under moduleResolution Bundler', {
    timeout: 120_000,
  }, async () => {
    writeFileSync(
      join(app, 'consumer.ts'),
      `import { api, type Data, type Ticker, ticker } from '@app/contracts';
import { checkHttpAnswer } from '@app/drift/validator';

export const last = (t: Ticker): string => t.last;
export const parsed: Data<typeof api.market.ticker> = ticker.parse({});
export const verdict = checkHttpAnswer(api.market.ticker, {
  status: 200,
  headers: { 'content-type': 'application/json' },
  body: '{}',
});
// @ts-expect-error the call's path is typed (a string), so the declarations are not \`any\`
export const wrong: number = api.market.ticker.path;
`,
    );
    const base = { strict: true, skipLibCheck: false, noEmit: true, target: 'ES2022', types: [] };
    const configs = {
      'tsconfig.nodenext.json': { ...base, module: 'NodeNext', moduleResolution: 'NodeNext' },
      'tsconfig.bundler.json': { ...base, module: 'ESNext', moduleResolution: 'Bundler' },
    };
    const checks = Object.entries(configs).map(([name, compilerOptions]) => {
      writeFileSync(join(app, name), JSON.stringify({ compilerOptions, files: ['consumer.ts'] }));
      // One thread: the program is small, and the checkers' threads cost CPU the other tests need.
      return run(process.execPath, [tsc, '-p', name, '--singleThreaded'], { cwd: app }).then(
        () => [name, 'ok'],
        (err: { stdout?: string }) => [name, err.stdout ?? String(err)],
      );
    });
    expect(Object.fromEntries(await Promise.all(checks))).toEqual({
      'tsconfig.nodenext.json': 'ok',
      'tsconfig.bundler.json': 'ok',
    });
  });

  it('give npx an app-drift command that prints its help, and says when the upstream is unreachable', async () => {
    const help = await run('npx', ['--no', '--', 'app-drift', '--help'], { cwd: app });
    expect(help.stdout).toContain('Usage: app-drift --base <url>');
    const down = await run('npx', ['--no', '--', 'app-drift', '--base', 'http://127.0.0.1:9'], {
      cwd: app,
    }).then(
      () => ({ code: 0, stdout: '' }),
      (err: { code: number; stdout: string }) => err,
    );
    expect(down.code).toBe(2);
    expect(down.stdout).toContain('upstream unreachable');
    expect(readFileSync(join(app, 'package.json'), 'utf8')).toContain('app-drift-0.1.0.tgz');
  });
});
