import { adminTokenHeader, type ProxyReport } from '@app/contracts';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { apiCaller, makeApp } from './harness.ts';

type App = Awaited<ReturnType<typeof makeApp>>;
const started = <T>(value: T | undefined): T => {
  if (!value) throw new Error('the proxy world is not started yet');
  return value;
};

/** A reference server listening on a port for the file's tests (one pair's prices, from `seed`). */
export function listeningUpstream(seed: string) {
  let upstream: App | undefined;
  let url = '';
  beforeAll(async () => {
    upstream = await makeApp({ MARKET_SYMBOLS: 'BTC', MARKET_SEED: seed });
    await upstream.app.market.prepare();
    url = await upstream.app.listen({ port: 0, host: '127.0.0.1' });
    // The price history's back-fill is slow on a loaded machine.
  }, 60_000);
  afterAll(async () => {
    await upstream?.close();
  });
  return { upstream: () => started(upstream), url: () => url };
}

/** The proxy's test world: an upstream reference server on a port, and a checking proxy in front of it
 * built per test (`withProxy`), closed after each. */
export function proxyWorld() {
  const token = 'proxy-test-admin-token';
  const admin = { [adminTokenHeader]: token };
  const { upstream, url: upstreamUrl } = listeningUpstream('proxy-test');
  let proxy: App | undefined;
  const closeProxy = async () => {
    const stopping = proxy;
    proxy = undefined;
    await stopping?.close();
  };
  afterEach(closeProxy);

  const world = {
    admin,
    upstream,
    upstreamUrl,
    proxy: () => started(proxy),
    /** Stops the proxy now (it writes its report file when it stops); it is not closed again after the test. */
    closeProxy,
    /** Builds the proxy in front of `target` (the upstream by default), with more config and a log sink. */
    withProxy: async (target?: string, more: Parameters<typeof makeApp>[0] = {}, log?: string[]) => {
      const logStream = log && { write: (line: string) => log.push(line) };
      proxy = await makeApp(
        { UPSTREAM_URL: target ?? upstreamUrl(), ADMIN_TOKEN: token, ...more },
        logStream ? { logStream } : {},
      );
      return proxy;
    },
    report: async () =>
      (
        await started(proxy).app.inject({ method: 'GET', url: '/__admin/proxy', headers: admin })
      ).json() as ProxyReport,
    ...apiCaller(() => started(proxy).app),
  };
  return world;
}
