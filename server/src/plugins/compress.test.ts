import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { api } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, makeApp, registerUser } from '../test/harness.ts';
import { mayAnswerLarge } from './compress.ts';

// A build as the web writes it: a hashed script with its brotli and gzip copies beside it.
const web = mkdtempSync(join(tmpdir(), 'compress-web-'));
const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `row ${i}`))};\n`;
mkdirSync(join(web, 'assets'));
writeFileSync(join(web, 'index.html'), '<!doctype html><title>t</title>');
writeFileSync(join(web, 'assets', 'app-abc123.js'), script);
writeFileSync(join(web, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
writeFileSync(join(web, 'assets', 'app-abc123.js.gz'), gzipSync(script));

let t: Awaited<ReturnType<typeof makeApp>>;
beforeAll(async () => {
  t = await makeApp({ MARKET_SYMBOLS: 'BTC,ETH', MARKET_SEED: 'compress', WEB_DIST: web });
  await t.app.market.prepare();
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

const candles = '/api/v1/market/kline?symbol=BTCUSDT&interval=5Min';
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('response compression', () => {
  it('sends a large answer brotli-compressed to a client that accepts br, decoding to the same JSON', async () => {
    const plain = await get(candles);
    const packed = await get(candles, { 'accept-encoding': 'gzip, deflate, br' });
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.headers.vary).toMatch(/accept-encoding/i);
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(packed.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends it gzip-compressed to a client that accepts only gzip', async () => {
    const plain = await get(candles);
    const packed = await get(candles, { 'accept-encoding': 'gzip' });
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(packed.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends it plain when the request accepts no encoding', async () => {
    const res = await get(candles);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBeGreaterThan(10_000);
    expect(res.json().code).toBe(0);
  });

  it('leaves a small answer uncompressed even when the client accepts br', async () => {
    const token = await registerUser(t.app, 'squeeze01', 'Zq9-secret-42');
    const headers = { ...auth(token), 'accept-encoding': 'gzip, deflate, br' };
    for (const url of ['/api/v1/user/balance', '/api/v1/market/ticker?symbol=BTCUSDT']) {
      const res = await get(url, headers);
      expect(res.rawPayload.length, url).toBeLessThan(1024);
      expect(res.headers['content-encoding'], url).toBeUndefined();
      expect(res.json().code, url).toBe(0);
    }
  });

  it('serves a pre-compressed build file as written, never compressed twice', async () => {
    const url = '/assets/app-abc123.js';
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(script);
    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(script);
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});

describe('which calls opt in to compression', () => {
  it('takes the calls answering a list or a page of one, and no other', () => {
    for (const e of [api.market.kline, api.market.list, api.product.list, api.user.assetsRecent])
      expect(mayAnswerLarge(e), e.path).toBe(true);
    for (const e of [api.user.balance, api.market.ticker, api.common.base])
      expect(mayAnswerLarge(e), e.path).toBe(false);
  });
});
