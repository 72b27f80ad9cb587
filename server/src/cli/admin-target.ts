import { adminApi, consoleGroups } from '@app/contracts';
import { adminHelp } from './admin-commands.ts';
import { type AdminRemote, devGroups, NoServer, runDevAdmin } from './admin-remote.ts';

export interface AdminTarget {
  /** ADMIN_URL as given: set, every command goes to that server and nowhere else; `local`: the file only. */
  adminUrl: string | undefined;
  /** The server at ADMIN_URL, or else at http://127.0.0.1:$PORT (admin-remote.ts). */
  remote: AdminRemote;
  /** The console's commands on the local database file (opened only when this runs). */
  local: (argv: string[]) => Promise<string>;
}

/**
 * One `pnpm admin` command, run where it belongs. A named server (ADMIN_URL), or a server answering at
 * the default address, is the target of every command: the console's own commands run there through the
 * developer API (`console`), so nothing is written to a local file that server does not read. They edit
 * the local database file directly only when ADMIN_URL is unset and nothing answers, or ADMIN_URL=local.
 */
export async function runTargeted(argv: string[], target: AdminTarget): Promise<string> {
  const [group] = argv;
  if (group === undefined || group === 'help') return adminHelp;
  const file = target.adminUrl === 'local';
  if (devGroups.has(group)) {
    if (file) throw new Error('This command talks to a running server; ADMIN_URL=local names the file only');
    return runDevAdmin(argv, target.remote);
  }
  if (!(consoleGroups as readonly string[]).includes(group)) throw new Error(adminHelp);
  if (file) return target.local(argv);
  try {
    return ((await target.remote(adminApi.console, { argv })) as { out: string }).out;
  } catch (error) {
    if (error instanceof NoServer && !target.adminUrl) return target.local(argv);
    throw error;
  }
}
