// pnpm bench:api — user/balance with a real token beside a bare Fastify route serving the same JSON,
// in the same run: what the app's per-request work (auth, i18n, headers, hooks, the database read)
// costs over Fastify itself. Then the same call on an app with sandboxes on (SANDBOXES=1): a request
// naming none pays one header lookup, so the default world is no slower (docs/sandboxes.md).
import { bareServer, benchApp, compare, load } from './shared.ts';

const bench = await benchApp('api', 1);
const [token] = bench.tokens;
const headers = { authorization: `Bearer ${token}` };
const sample = await bench.app.inject({ method: 'GET', url: '/api/v1/user/balance', headers });
const bare = await bareServer(sample.json());

const withSandboxes = await benchApp('api-sandboxes', 1, {}, { SANDBOXES: true });
const sandboxHeaders = { authorization: `Bearer ${withSandboxes.tokens[0]}` };

const bareRun = await load({ url: bare.url });
const balanceRun = await load({ url: `${bench.url}/api/v1/user/balance`, headers });
const sandboxesRun = await load({ url: `${withSandboxes.url}/api/v1/user/balance`, headers: sandboxHeaders });
compare('bench:api', bareRun, {
  'user/balance GET': balanceRun,
  'user/balance GET, sandboxes on': sandboxesRun,
});

await bare.close();
await bench.close();
await withSandboxes.close();
const failed = [balanceRun, sandboxesRun].some((r) => r.non2xx + r.errors > 0);
process.exit(failed ? 1 : 0);
