import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { settingsService } from '../modules/settings/settings.service.ts';
import { seed } from '../seed/seed.ts';
import { makeApp } from './harness.ts';
import { testCatalog } from './trading.ts';

const prismBin = fileURLToPath(new URL('../../node_modules/.bin/prism', import.meta.url));

/** A finding of Prism's validator, from the `sl-violations` header. */
export interface Violation {
  location: string[];
  severity: string;
  code: string | number;
  message: string;
}

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`prism exited with ${child.exitCode}`);
    const up = await fetch(url).then(
      () => true,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('prism did not start');
}

/**
 * The real server on a loopback port, and Prism's validating proxy (pinned in package.json) in front of
 * it, reading the document the server serves at /api/docs/json, as a third party would.
 */
export async function serverBehindPrism() {
  const t = await makeApp(
    { MARKET_SYMBOLS: 'BTC,ETH', MARKET_SEED: 'prism', RECOVERY_CODE_IN_RESPONSE: true },
    { products: testCatalog() },
  );
  await t.app.market.prepare();
  await seed({ ...t.deps, settings: settingsService(t.deps.database) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const upstream = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  const file = join(mkdtempSync(join(tmpdir(), 'prism-')), 'openapi.json');
  writeFileSync(file, (await t.app.inject({ url: '/api/docs/json' })).body);
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(
    prismBin,
    ['proxy', file, upstream, '-h', '127.0.0.1', '-p', String(port), '--errors=false'],
    {
      stdio: 'ignore',
    },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${base}/api/v1/common/base`, child);
  return {
    t,
    base,
    upstream,
    close: async () => {
      child.kill();
      await t.close();
    },
  };
}

export const violationsOf = (res: Response): Violation[] =>
  JSON.parse(res.headers.get('sl-violations') ?? '[]') as Violation[];
