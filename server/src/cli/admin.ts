// The administrator's console (no screens): `pnpm admin <command>`. See `pnpm admin help`.
// Exit code 0: done, as printed; 1: refused or failed, with why on stderr (admin-main.ts).
import { loadConfig } from '../config.ts';
import { openDb } from '../db/client.ts';
import { adminTokenFile, readAdminToken } from '../modules/devtools/admin-token.ts';
import { adminExit } from './admin-main.ts';
import { httpRemote } from './admin-remote.ts';

const config = loadConfig();
const database = await openDb(config.DATABASE_URL);
try {
  const { code, out } = await adminExit(process.argv.slice(2), {
    database,
    clock: Date.now,
    earnDaySeconds: config.EARN_DAY_SECONDS,
    remote: httpRemote(process.env, readAdminToken(adminTokenFile(config.DATABASE_URL))),
  });
  (code === 0 ? console.log : console.error)(out);
  process.exitCode = code;
} finally {
  database.close();
}
