import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import helmet from 'helmet';
import { afterEach, describe, expect, it } from 'vitest';
import { auth, makeApp, registerUser } from '../test/harness.ts';
import { helmetOptions } from './security.ts';

/** What helmet itself sets on a real Node response, with the options the app uses. */
function helmetOnRealResponse(publicUrl: string): Record<string, string> {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  let ran = false;
  helmet(helmetOptions({ PUBLIC_URL: publicUrl }))(req, res, () => {
    ran = true;
  });
  expect(ran).toBe(true);
  return Object.fromEntries(Object.entries(res.getHeaders()).map(([k, v]) => [k, String(v)]));
}

let t: Awaited<ReturnType<typeof makeApp>> | undefined;
afterEach(() => t?.close());

describe('security headers', () => {
  for (const publicUrl of ['', 'https://coinly.example']) {
    it(`are helmet's own on every kind of answer (PUBLIC_URL ${publicUrl || 'unset'})`, async () => {
      t = await makeApp({ PUBLIC_URL: publicUrl });
      const expected = helmetOnRealResponse(publicUrl);
      expect(Object.keys(expected).length).toBeGreaterThan(10);
      expect(expected['content-security-policy']).toContain("default-src 'self'");
      const token = await registerUser(t.app, 'helmet01', 'Zq9-secret-42');
      const answers = await Promise.all([
        t.app.inject({ url: '/api/v1/user/balance', headers: auth(token) }), // signed in, 200
        t.app.inject({ url: '/api/v1/user/balance' }), // refused, 401
        t.app.inject({ url: '/api/v1/common/base' }), // guest
        t.app.inject({ method: 'POST', url: '/api/v1/user/login', payload: '{' }), // unreadable body
        t.app.inject({ url: '/no/such/page' }), // 404
        t.app.inject({ url: '/static/agreement.html' }), // a static file
      ]);
      for (const res of answers) {
        const got = Object.fromEntries(Object.keys(expected).map((k) => [k, res.headers[k]]));
        expect({ url: res.raw.req.url, status: res.statusCode, headers: got }).toEqual({
          url: res.raw.req.url,
          status: res.statusCode,
          headers: expected,
        });
      }
    });
  }
});

describe('security headers of the web build', () => {
  it('are all on the page, the service worker and its files outside assets/, and on a hashed script or stylesheet only those that act on one (nosniff, CORP, HSTS)', async () => {
    const web = mkdtempSync(join(tmpdir(), 'security-web-'));
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>t</title>');
    writeFileSync(join(web, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(web, 'assets', 'app-abc123.js'), 'export const a = 1;');
    writeFileSync(join(web, 'assets', 'app-abc123.css'), 'a{color:red}');
    try {
      t = await makeApp({ WEB_DIST: web });
      const all = helmetOnRealResponse('');
      const headersOf = async (url: string) => {
        const res = await t?.app.inject({ url });
        expect(res?.statusCode).toBe(200);
        return Object.fromEntries(
          Object.keys(all).flatMap((k) => (res?.headers[k] ? [[k, res.headers[k]]] : [])),
        );
      };
      expect(await headersOf('/')).toEqual(all);
      expect(await headersOf('/sw.js')).toEqual(all);
      const subresource = {
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
        'strict-transport-security': all['strict-transport-security'],
      };
      expect(await headersOf('/assets/app-abc123.js')).toEqual(subresource);
      expect(await headersOf('/assets/app-abc123.css')).toEqual(subresource);
    } finally {
      rmSync(web, { recursive: true, force: true });
    }
  });
});

describe('caching of answers', () => {
  it('tells caches to keep no answer to a request that carries a token, whatever the outcome', async () => {
    t = await makeApp();
    const token = await registerUser(t.app, 'nostore01', 'Zq9-secret-42');
    const signedIn = await Promise.all([
      t.app.inject({ url: '/api/v1/user/balance', headers: auth(token) }), // 200
      t.app.inject({ url: '/api/v1/user/balance', headers: auth('not-a-live-token') }), // 401
      t.app.inject({ method: 'POST', url: '/api/v1/user/buy', headers: auth(token) }), // refused input
      t.app.inject({ url: '/no/such/page', headers: auth(token) }), // 404
    ]);
    expect(signedIn.map((r) => [r.statusCode, r.headers['cache-control']])).toEqual([
      [200, 'no-store'],
      [401, 'no-store'],
      [200, 'no-store'],
      [404, 'no-store'],
    ]);
    const guest = await t.app.inject({ url: '/api/v1/common/base' });
    expect(guest.headers['cache-control']).not.toBe('no-store');
  });
});
