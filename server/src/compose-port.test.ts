// `PORT=9090 docker compose up`: the app must reach its socket on the port it was opened on
// (docs/demo-hosts.md, Docker), not the compose file's default.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from './config.ts';
import { envelopeOf, makeApp } from './test/harness.ts';

const root = join(import.meta.dirname, '../..');
const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8')) as {
  services: { app: { environment: Record<string, string> } };
};

/** The service's environment as compose hands it over, `${NAME:-default}` filled from `shell`. */
const serviceEnv = (shell: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(compose.services.app.environment).map(([name, value]) => [
      name,
      String(value).replace(/\$\{(\w+)(?::-([^}]*))?\}/g, (_, v: string, d = '') => shell[v] || d),
    ]),
  );

let close: (() => Promise<void>) | undefined;
afterEach(() => close?.());

describe('docker compose with another PORT', () => {
  it('hands the app a socket address on the page it was opened from, not localhost:8080', async () => {
    const env = serviceEnv({ PORT: '9090' });
    const { PUBLIC_URL, WEB_API_BASE } = loadConfig(env);
    const t = await makeApp({ PUBLIC_URL, WEB_API_BASE, PORT: 8080 });
    close = t.close;
    const base = envelopeOf(await t.app.inject({ url: '/api/v1/common/base' })).data as { wss: string };
    expect(base.wss).toBe('/ws');
  });

  it('still hands out the address PUBLIC_URL names when one is set', async () => {
    const { PUBLIC_URL } = loadConfig(serviceEnv({ PORT: '9090', PUBLIC_URL: 'https://demo.example.com' }));
    const t = await makeApp({ PUBLIC_URL });
    close = t.close;
    const base = envelopeOf(await t.app.inject({ url: '/api/v1/common/base' })).data as { wss: string };
    expect(base.wss).toBe('wss://demo.example.com/ws');
  });
});

describe('the runtime config the server answers for its SPA', () => {
  const web = mkdtempSync(join(tmpdir(), 'coinly-web-'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(join(web, 'config.js'), 'window.__APP_CONFIG__ = {"apiBase":"/stale/"};\n');
  afterAll(() => rmSync(web, { recursive: true, force: true }));

  it('names the API WEB_API_BASE points at, uncached, and lets the page reach it', async () => {
    const t = await makeApp({ WEB_DIST: web, WEB_API_BASE: 'https://api.example.com/api/v1/' });
    close = t.close;
    const res = await t.app.inject({ url: '/config.js' });
    expect(res.body).toBe('window.__APP_CONFIG__ = {"apiBase":"https://api.example.com/api/v1/"};\n');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    const csp = String((await t.app.inject({ url: '/' })).headers['content-security-policy']);
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.example\.com wss:\/\/api\.example\.com/);
  });

  it('leaves the SPA on its own origin when WEB_API_BASE is unset, whatever the built file said', async () => {
    const t = await makeApp({ WEB_DIST: web });
    close = t.close;
    expect((await t.app.inject({ url: '/config.js' })).body).toBe('window.__APP_CONFIG__ = {};\n');
  });
});
