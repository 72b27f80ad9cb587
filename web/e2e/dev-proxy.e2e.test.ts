// `pnpm dev`: the Vite dev server in front of the reference server (vite.config.ts, server.proxy). No
// browser: the page's own calls are made the way Chromium makes them, Origin included.
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp } from '../../server/src/test/harness.ts';
import { liveSocket } from '../../server/src/test/live-socket.ts';

const webDir = fileURLToPath(new URL('..', import.meta.url));
let backend: Awaited<ReturnType<typeof makeApp>>;
let vite: ViteDevServer;
let page = '';

beforeAll(async () => {
  backend = await makeApp({ MARKET_SYMBOLS: 'BTC', MARKET_SEED: 'dev-proxy' });
  await backend.app.market.prepare();
  process.env.VITE_API_TARGET = await backend.app.listen({ port: 0, host: '127.0.0.1' });
  vite = await createServer({
    root: webDir,
    configFile: `${webDir}/vite.config.ts`,
    logLevel: 'silent',
    server: { port: 0, host: '127.0.0.1' },
  });
  await vite.listen();
  page = vite.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
});
afterAll(async () => {
  delete process.env.VITE_API_TARGET;
  await vite?.close();
  await backend?.close();
});

describe('the dev server', () => {
  it('passes API calls to the backend', async () => {
    const res = await fetch(`${page}/api/v1/common/base`);
    expect(await res.json()).toMatchObject({ code: 0, data: { wss: '/ws' } });
  });

  it('passes the websocket at /ws to the backend, with the origin the page has', {
    timeout: 15_000,
  }, async () => {
    const socket = await liveSocket(page, { origin: page });
    try {
      socket.ws.send(JSON.stringify({ ch: 'heart', data: { uid: null } }));
      expect((await socket.until('ping'))[0]?.data).toMatchObject({ time: expect.any(Number) });
      await socket.sub('tickers');
      expect((await socket.until('tickers'))[0]?.data).toEqual([
        expect.objectContaining({ symbol: 'BTCUSDT' }),
      ]);
    } finally {
      socket.close();
    }
  });
});
