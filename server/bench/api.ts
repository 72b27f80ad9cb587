// pnpm bench:api — user/balance with a real token beside a bare Fastify route serving the same JSON,
// in the same run: what the app's per-request work (auth, i18n, headers, hooks, the database read)
// costs over Fastify itself.
import { bareServer, benchApp, compare, load } from './shared.ts';

const bench = await benchApp('api', 1);
const [token] = bench.tokens;
const headers = { authorization: `Bearer ${token}` };
const sample = await bench.app.inject({ method: 'GET', url: '/api/v1/user/balance', headers });
const bare = await bareServer(sample.json());

const bareRun = await load({ url: bare.url });
const balanceRun = await load({ url: `${bench.url}/api/v1/user/balance`, headers });
compare('bench:api', bareRun, { 'user/balance GET': balanceRun });

await bare.close();
await bench.close();
process.exit(balanceRun.non2xx + balanceRun.errors === 0 ? 0 : 1);
