// `pnpm lighthouse`: Lighthouse (mobile defaults: Moto G Power emulation, simulated slow 4G and 4× CPU) on
// Debian's Chromium against the reference server, logged in as demo, on home, markets, trade and product
// detail. Each route runs RUNS times (default 3) in a fresh browser profile; the medians are printed.
// The server is measured over both of its protocols, alternately: HTTPS with HTTP/2 (on a fresh
// self-signed certificate that this Chromium trusts), as a deployment serves it, and plain HTTP/1.1, as
// `pnpm start` serves it; LH_PROTOCOLS=h2 or http1 measures one.
// Builds web/dist first unless NO_BUILD=1 (WEB_DIST=dir measures another build); LIGHTHOUSE_BEFORE=dir
// measures a second build alternately with it (before/after under the same load). The servers listen from
// LIGHTHOUSE_PORT on (default 4800), Chromium's debugging port is the next one;
// LIGHTHOUSE_BEFORE_SERVER=dir runs that second build on another checkout's server (e.g. a git
// worktree of the commit before a server change). LH_REPORTS=dir keeps each report's JSON there (and
// with LH_TRACES=1 each run's trace beside it); ROUTES=trade,markets measures only those routes. A run
// that read any script from a cache is not cold and is repeated.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { buildWeb, loginDemo, route } from '../e2e/harness.ts';
import { startServer, type TestServer } from '../e2e/test-server.ts';
import { assertCold, launch, logIn } from './cold-chromium.ts';

const port = Number(process.env.LIGHTHOUSE_PORT ?? 4800);
const debugPort = port + 1;
const runs = Number(process.env.RUNS ?? 3);

export const measuredRoutes: Array<[name: string, hash: string]> = [
  ['home', route('tabbar/index/index')],
  ['markets', route('tabbar/markets/index')],
  ['trade', route('tabbar/trade/index')],
  ['product detail', route('product/detail?symbol=BTCUSDT')],
];

/** The routes this run measures: all, or those ROUTES names (comma-separated, e.g. "trade,product detail"). */
const wanted = process.env.ROUTES?.split(',').map((r) => r.trim());
const routesToMeasure = measuredRoutes.filter(([name]) => !wanted || wanted.includes(name));

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (i: number) => sorted[i] ?? 0;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
};

interface Sample {
  performance: number;
  accessibility: number;
  tbt: number;
  lcp: number;
  failedA11y: string[];
}

async function measure(
  url: string,
  baseUrl: string,
  session: { user: unknown; token: string },
  trusted: string[],
) {
  const browser = await launch(debugPort, trusted);
  try {
    await logIn(debugPort, baseUrl, session);
    const result = await lighthouse(url, {
      port: debugPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: true,
    });
    if (!result) throw new Error('lighthouse returned nothing');
    if (process.env.LH_REPORTS) {
      const file = `${url.replace(/\W+/g, '_').slice(-40)}-${Date.now()}.json`;
      writeFileSync(join(process.env.LH_REPORTS, file), JSON.stringify(result.lhr));
      if (process.env.LH_TRACES)
        writeFileSync(
          join(process.env.LH_REPORTS, file.replace(/\.json$/, '.trace.json')),
          JSON.stringify(result.artifacts.Trace),
        );
    }
    if (result.lhr.runtimeError) throw new Error(`lighthouse: ${result.lhr.runtimeError.message}`);
    assertCold(result.lhr);
    const { categories, audits } = result.lhr;
    const failedA11y = (categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
      .map((ref) => ref.id);
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      tbt: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      lcp: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      failedA11y,
    } satisfies Sample;
  } finally {
    await browser.stop();
  }
}

interface Build {
  label: string;
  baseUrl: string;
  session: { user: unknown; token: string };
  samples: Map<string, Sample[]>;
}

/** LH_PROTOCOLS: "h2,http1" (default), "h2" or "http1". */
const protocols = (process.env.LH_PROTOCOLS ?? 'h2,http1').split(',').map((p) => p.trim());
const protocolLabel = (https: boolean) => (https ? 'HTTPS, HTTP/2' : 'HTTP/1.1');

async function main() {
  const dist =
    process.env.WEB_DIST ??
    (process.env.NO_BUILD ? join(import.meta.dirname, '..', 'dist') : await buildWeb());
  // LIGHTHOUSE_BEFORE=dir: a second build (e.g. a copy of web/dist before a change); each run of a route
  // alternates between the builds (and the protocols), so all see the same machine load.
  const beforeDist = process.env.LIGHTHOUSE_BEFORE;
  // LIGHTHOUSE_BEFORE_SERVER=dir: that build is served by another checkout's server/ (a server change).
  const serverDir = process.env.LIGHTHOUSE_BEFORE_SERVER;
  const dists: Array<{ label: string; dir: string; serverDir?: string }> = [
    { label: beforeDist ? 'after' : '', dir: dist },
  ];
  if (beforeDist) dists.push({ label: 'before', dir: beforeDist, serverDir });
  const servers: Array<TestServer & { label: string }> = [];
  // The first server on LIGHTHOUSE_PORT, the others after Chromium's debugging port.
  const serverPort = () => (servers.length === 0 ? port : debugPort + servers.length);
  try {
    for (const d of dists)
      for (const protocol of protocols) {
        const https = protocol === 'h2';
        const server = await startServer(d.dir, { port: serverPort(), https, serverDir: d.serverDir });
        const label = [d.label, protocols.length > 1 ? protocolLabel(https) : ''].filter(Boolean).join(', ');
        servers.push({ ...server, label });
      }
    const trusted = servers.flatMap((s) => (s.spki ? [s.spki] : []));
    const builds: Build[] = [];
    for (const server of servers)
      builds.push({
        label: server.label,
        baseUrl: server.baseUrl,
        session: await loginDemo(server.baseUrl, server.send),
        samples: new Map(),
      });
    for (const [name, hash] of routesToMeasure) {
      for (let i = 0; i < runs; i += 1) {
        for (const build of builds) {
          // A loaded machine sometimes loses the trace (NO_NAVSTART), and a run that read files from a
          // cache is not cold: such a run is repeated, up to twice.
          const attempt = () => measure(`${build.baseUrl}/${hash}`, build.baseUrl, build.session, trusted);
          const sample = await attempt().catch(attempt).catch(attempt);
          build.samples.set(name, [...(build.samples.get(name) ?? []), sample]);
          console.log(
            `${build.label ? `${build.label}: ` : ''}${name} run ${i + 1}: performance ${sample.performance}, accessibility ${sample.accessibility}, TBT ${sample.tbt} ms, LCP ${sample.lcp} ms${sample.failedA11y.length ? `; a11y failures: ${sample.failedA11y.join(', ')}` : ''}`,
          );
        }
      }
    }
    for (const build of builds) {
      console.log(
        `\n${build.label ? `${build.label}: ` : ''}median of ${runs} runs (targets: performance ≥ 95, accessibility ≥ 95, TBT on trade ≤ 150 ms)`,
      );
      console.log(`${'route'.padEnd(16)} performance accessibility       TBT       LCP`);
      for (const [name] of routesToMeasure) {
        const samples = build.samples.get(name) ?? [];
        const m = (key: 'performance' | 'accessibility' | 'tbt' | 'lcp') =>
          median(samples.map((s) => s[key]));
        console.log(
          `${name.padEnd(16)} ${String(m('performance')).padStart(11)} ${String(m('accessibility')).padStart(13)} ${`${m('tbt')} ms`.padStart(9)} ${`${m('lcp')} ms`.padStart(9)}`,
        );
      }
    }
  } finally {
    for (const server of servers) await server.stop();
  }
}

await main();
process.exit(0);
