import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { accountRepository } from '../modules/account/account.repository.ts';
import { users } from '../modules/account/account.schema.ts';
import { sessionRepository } from '../modules/account/session.repository.ts';
import { earnAdmin, earnAdminHelp } from '../modules/earn/earn.admin.ts';
import { type AdminConfig, adminConfigSchema, settingProblem } from '../modules/settings/admin-config.ts';
import { type SettingsService, settingsService } from '../modules/settings/settings.service.ts';
import { type AdminRemote, devGroups, devHelp, runDevAdmin } from './admin-remote.ts';
import { kycCommand, kycHelp } from './kyc-commands.ts';
import { noticeHelp, runNotice } from './notice-commands.ts';
import { reviewCommand } from './review-commands.ts';

export const adminHelp = `Usage: pnpm admin <command>
  config                         print the administrator configuration
  config set <key> <json>        set one key, e.g. config set recharge_open false
                                 (keys: ${Object.keys(adminConfigSchema.shape).join(', ')})
  config reset                   back to the defaults
  user status <username> <0|1>   restrict (0) or restore (1) a user
  user logout <username>         revoke every session of a user (the app sees a 401)
${noticeHelp}
${earnAdminHelp}
${kycHelp}
  recharge list                  pending recharges, oldest first
  recharge approve <id>          credit a pending recharge
  recharge reject <id> --reason <text>   decline it (the user sees the reason)
  withdraw list|approve <id>|reject <id> --reason <text>
                                 the same for withdrawals (approve pays out amount - fee;
                                 reject returns the locked amount)
${devHelp}`;

export interface AdminDeps {
  database: Database;
  clock: () => number;
  /** EARN_DAY_SECONDS, shown with each Earn product. */
  earnDaySeconds?: number;
  /** The running server's developer API (scenarios, faults, reset, snapshots). */
  remote?: AdminRemote;
  /** The settings a running server reads (its cache sees a change at once); else one made here. */
  settings?: SettingsService;
}

/** Runs one admin command and returns what to print; throws with a message on a wrong command. */
export async function runAdmin(argv: string[], deps: AdminDeps): Promise<string> {
  const { database, clock, remote } = deps;
  const settings = deps.settings ?? settingsService(database, clock);
  const [group, action, ...rest] = argv;
  if (group && devGroups.has(group)) {
    if (!remote) throw new Error('This command talks to a running server');
    return runDevAdmin(argv, remote);
  }
  if (group === 'config' && action === undefined) return showStored(settings);
  if (group === 'config' && action === 'reset')
    return show(await settings.update(adminConfigSchema.parse({})));
  if (group === 'config' && action === 'set') {
    const [key, raw] = rest;
    if (!key || !Object.hasOwn(adminConfigSchema.shape, key) || raw === undefined) throw new Error(adminHelp);
    const value = parseJson(raw);
    const result = adminConfigSchema.safeParse({ ...settings.stored(), [key]: value });
    if (!result.success) throw new Error(`Invalid value for ${settingProblem(result.error)}`);
    return show(await settings.update(result.data));
  }
  if (group === 'notice') return runNotice(argv.slice(1), database, clock);
  if (group === 'user' && action && rest[0]) return userCommand(database, clock, action, rest[0], rest[1]);
  if (group === 'earn') return earnAdmin(database, argv.slice(1), deps.earnDaySeconds ?? 86_400, adminHelp);
  if (group === 'kyc') return kycCommand([action ?? '', ...rest], { database, clock });
  if ((group === 'recharge' || group === 'withdraw') && action) {
    return reviewCommand({ database, clock }, group, action, rest) ?? Promise.reject(new Error(adminHelp));
  }
  if (group === undefined || group === 'help') return adminHelp;
  throw new Error(adminHelp);
}

async function userCommand(
  database: Database,
  clock: () => number,
  action: string,
  username: string,
  arg?: string,
) {
  const user = accountRepository.byUsername(database.db, username);
  if (!user)
    throw new Error(`No user ${username} (if several names differ only in case, give the exact one)`);
  if (action === 'status' && (arg === '0' || arg === '1')) {
    database.write((tx) =>
      tx
        .update(users)
        .set({ status: Number(arg) })
        .where(eq(users.id, user.id))
        .run(),
    );
    return `${user.username}: status ${arg}`;
  }
  if (action === 'logout') {
    database.write((tx) => sessionRepository.revokeAllOf(tx, user.id, clock()));
    return `${user.username}: every session revoked`;
  }
  throw new Error(adminHelp);
}

const parseJson = (raw: string): unknown => {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
};

const show = (config: AdminConfig) => JSON.stringify(config, null, 2);

/** The configuration in force, with a note on stored keys that break the rules and read as defaults. */
function showStored(settings: SettingsService): string {
  const invalid = settings.invalid();
  const note = invalid.length
    ? `\nStored ${invalid.join(', ')} break the rules and read as the defaults shown; set them again.`
    : '';
  return `${show(settings.stored())}${note}`;
}
