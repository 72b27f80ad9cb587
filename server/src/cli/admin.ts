// The administrator's console (no screens): `pnpm admin <command>`. See `pnpm admin help`.
// Exit code 0: done, as printed; 1: refused or failed, with why on stderr (admin-main.ts). Where each
// command runs (the server ADMIN_URL names, a running server, or the local file): admin-target.ts.
import { loadConfig } from '../config.ts';
import { openDb } from '../db/client.ts';
import { adminTokenFile, readAdminToken } from '../modules/devtools/admin-token.ts';
import { runAdmin } from './admin-commands.ts';
import { exitWith } from './admin-main.ts';
import { httpRemote } from './admin-remote.ts';
import { runTargeted } from './admin-target.ts';

const config = loadConfig();

/** The local database file, opened only for a command that runs on it, and closed after. */
async function local(argv: string[]): Promise<string> {
  const database = await openDb(config.DATABASE_URL);
  try {
    return await runAdmin(argv, { database, clock: Date.now, earnDaySeconds: config.EARN_DAY_SECONDS });
  } finally {
    database.close();
  }
}

const { code, out } = await exitWith(() =>
  runTargeted(process.argv.slice(2), {
    adminUrl: process.env.ADMIN_URL || undefined,
    remote: httpRemote(process.env, readAdminToken(adminTokenFile(config.DATABASE_URL))),
    local,
  }),
);
(code === 0 ? console.log : console.error)(out);
process.exitCode = code;
