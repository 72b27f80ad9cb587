import { connect } from 'node:http2';
import { get } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { httpsOptions } from './lib/tls.ts';
import { makeApp } from './test/harness.ts';
import { liveSocket } from './test/live-socket.ts';
import { h2request, selfSignedCert } from './test/tls.ts';

describe('the server with a certificate (TLS_CERT_FILE and TLS_KEY_FILE)', () => {
  let t: Awaited<ReturnType<typeof makeApp>>;
  let tls: Awaited<ReturnType<typeof selfSignedCert>>;
  let base = '';
  beforeAll(async () => {
    tls = await selfSignedCert();
    t = await makeApp({ ...tls.files, MARKET_SYMBOLS: 'BTC' });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    tls.drop();
  });

  it('answers over HTTPS with HTTP/2, the API and public files side by side on one connection', async () => {
    expect(base).toMatch(/^https:\/\//);
    const session = connect(base, { ca: tls.cert });
    try {
      const [config, agreement] = await Promise.all([
        h2request(session, '/api/v1/common/base'),
        h2request(session, '/static/agreement.html'),
      ]);
      expect(config.status).toBe(200);
      expect(JSON.parse(config.body)).toMatchObject({ code: 0, data: { default_language: 'en-US' } });
      // The same security headers as over HTTP/1.1.
      expect(config.headers['strict-transport-security']).toBeDefined();
      expect(agreement.status).toBe(200);
      expect(agreement.headers['content-type']).toMatch(/^text\/html/);
    } finally {
      session.close();
    }
  });

  it('still answers a client that speaks only HTTP/1.1', async () => {
    const answer = await new Promise<{ version: string; status: number; body: string }>((resolve, reject) => {
      get(`${base}/api/v1/common/base`, { ca: tls.cert }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ version: res.httpVersion, status: res.statusCode ?? 0, body }));
      }).on('error', reject);
    });
    expect(answer).toMatchObject({ version: '1.1', status: 200 });
    expect(JSON.parse(answer.body).code).toBe(0);
  });

  it('keeps the websocket on HTTP/1.1: a wss client says it is online and gets its ping', async () => {
    const socket = await liveSocket(base, { ca: tls.cert });
    try {
      await socket.online();
    } finally {
      socket.close();
    }
  });
});

describe('the TLS settings', () => {
  it('refuse a certificate without its key, and a key without its certificate', () => {
    expect(() => loadConfig({ TLS_CERT_FILE: '/etc/ssl/app.pem' })).toThrow(
      'TLS_CERT_FILE and TLS_KEY_FILE go together',
    );
    expect(() => loadConfig({ TLS_KEY_FILE: '/etc/ssl/app.key' })).toThrow(
      'TLS_CERT_FILE and TLS_KEY_FILE go together',
    );
    expect(loadConfig({}).TLS_CERT_FILE).toBeUndefined();
    // Compose passes an unset variable as an empty one: plain HTTP.
    expect(loadConfig({ TLS_CERT_FILE: '', TLS_KEY_FILE: '' })).toMatchObject({
      TLS_CERT_FILE: undefined,
      TLS_KEY_FILE: undefined,
    });
  });

  it('stop the start on a file that cannot be read, naming it', () => {
    expect(() =>
      httpsOptions({ TLS_CERT_FILE: '/nowhere/cert.pem', TLS_KEY_FILE: '/nowhere/key.pem' }),
    ).toThrow('/nowhere/cert.pem');
  });
});
