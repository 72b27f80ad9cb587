import { type AdminDeps, runAdmin } from './admin-commands.ts';

/**
 * One `pnpm admin` command as its process ends: exit code 0 with what it did, or 1 with why not (a wrong
 * command, a refused value, a server that refused or does not answer). Nothing prints success unless the
 * change was made.
 */
export async function exitWith(run: () => Promise<string>): Promise<{ code: 0 | 1; out: string }> {
  try {
    return { code: 0, out: await run() };
  } catch (error) {
    return { code: 1, out: (error as Error).message };
  }
}

/** A command on the database and remote given (tests; the process itself goes through admin-target.ts). */
export const adminExit = (argv: string[], deps: AdminDeps) => exitWith(() => runAdmin(argv, deps));
