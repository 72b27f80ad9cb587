// The administrator's console (no screens): `pnpm admin <command>`. See `pnpm admin help`.
import { loadConfig } from '../config.ts';
import { openDb } from '../db/client.ts';
import { adminTokenFile, readAdminToken } from '../modules/devtools/admin-token.ts';
import { runAdmin } from './admin-commands.ts';
import { httpRemote } from './admin-remote.ts';

const config = loadConfig();
const database = await openDb(config.DATABASE_URL);
try {
  const out = await runAdmin(process.argv.slice(2), {
    database,
    clock: Date.now,
    earnDaySeconds: config.EARN_DAY_SECONDS,
    remote: httpRemote(process.env, readAdminToken(adminTokenFile(config.DATABASE_URL))),
  });
  console.log(out);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  database.close();
}
