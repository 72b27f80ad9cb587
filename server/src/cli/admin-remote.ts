import {
  type AdminCall,
  adminApi,
  adminPrefix,
  adminTokenHeader,
  faultConfig,
  sandboxHeader,
  sandboxNamePattern,
  scenarioName,
} from '@app/contracts';
import { runWorldAdmin, worldGroups, worldHelp } from './world-commands.ts';

/** Nothing answers at the address: the one failure after which a local database may be used instead. */
export class NoServer extends Error {}

/**
 * Sends one developer-API call to the running server and returns its JSON; throws with its message.
 * `sandbox: null` sends it to the server itself (the sandbox registry), whatever ADMIN_SANDBOX says.
 */
export type AdminRemote = (call: AdminCall, body?: unknown, options?: { sandbox?: null }) => Promise<unknown>;

/**
 * The running server, at ADMIN_URL (default http://127.0.0.1:$PORT), with ADMIN_TOKEN, or else the token a
 * DEVTOOLS=local server keeps beside the database (`fileToken`).
 */
export function httpRemote(env: NodeJS.ProcessEnv = process.env, fileToken?: string): AdminRemote {
  const base = (env.ADMIN_URL || `http://127.0.0.1:${env.PORT ?? 8080}`).replace(/\/$/, '');
  const token = env.ADMIN_TOKEN || fileToken || '';
  const sandbox = env.ADMIN_SANDBOX || undefined;
  return async (call, body, options) => {
    if (sandbox && !sandboxNamePattern.test(sandbox))
      throw new Error(
        `ADMIN_SANDBOX=${sandbox}: a sandbox name is lower-case letters, digits and - (at most 40)`,
      );
    const world: Record<string, string> =
      sandbox && options?.sandbox !== null ? { [sandboxHeader]: sandbox } : {};
    let res: Response;
    try {
      res = await fetch(`${base}${adminPrefix}${call.path}`, {
        method: call.method,
        // No content type without a body: the server refuses an empty JSON body.
        headers: {
          [adminTokenHeader]: token,
          ...world,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      throw new NoServer(
        `No server answers at ${base} (start it, or set ADMIN_URL): ${(error as Error).message}`,
      );
    }
    return answerOf(call, res);
  };
}

/**
 * The call's answer, or an error saying why not. A 2xx is not enough: an envelope refusal arrives with
 * HTTP 200 (`{code, msg}`, from the API's error handler or another server at ADMIN_URL), so the answer
 * must also have the shape the contract gives the call.
 */
async function answerOf(call: AdminCall, res: Response): Promise<unknown> {
  const json = (await res.json().catch(() => ({}))) as { error?: string; code?: unknown; msg?: unknown };
  if (!res.ok) {
    const off =
      'developer API off (start the server with ADMIN_TOKEN, or DEVTOOLS=local as pnpm start does; with no server running, pnpm admin edits the database file itself)';
    throw new Error(`${res.status}: ${json.error ?? (res.status === 404 ? off : 'refused')}`);
  }
  if (typeof json.code === 'number' && json.code !== 0)
    throw new Error(`Refused (code ${json.code}): ${String(json.msg ?? '')}`);
  const parsed = call.data.safeParse(json);
  if (!parsed.success)
    throw new Error(`Unexpected answer from ${res.url}: ${JSON.stringify(json).slice(0, 200)}`);
  return parsed.data;
}

export const devHelp = `  scenario list                  the scenarios and which are on
  scenario on|off <name> [--user <username>]
                                 turn one on or off, for everybody or one user, until turned off
                                 (names: ${scenarioName.options.join(', ')})
  faults                         print the hand-set faults
  faults set <json>              replace them, e.g. faults set '{"seed":7,"routes":[{"route":"GET /api/v1/market/**",
                                 "delay":{"dist":"normal","mean":800,"sd":300},"errorRate":0.1}]}'
  faults clear                   no hand-set fault (the seed stays)
  journal                        the last requests and socket frames, with their contract verdicts
  reset                          back to the seeded demo state (prices stay)
  snapshot list|save|load <name> keep the state under a name, or bring it back
${worldHelp}
  (these talk to the running server: ADMIN_URL, default http://127.0.0.1:$PORT, and ADMIN_TOKEN)`;

export const devGroups: ReadonlySet<string> = new Set([
  'scenario',
  'faults',
  'journal',
  'reset',
  'snapshot',
  ...worldGroups,
]);

type State = {
  scenarios: Array<{ name: string; summary: string }>;
  active: { global: string[]; users: Array<{ username: string; scenarios: string[] }> };
  faults: unknown;
};

function showState(state: State): string {
  const whoHas = (name: string) =>
    [
      ...(state.active.global.includes(name) ? ['everybody'] : []),
      ...state.active.users.filter((u) => u.scenarios.includes(name)).map((u) => u.username),
    ].join(', ');
  return state.scenarios
    .map(
      (s) =>
        `${whoHas(s.name) ? '[on] ' : '     '}${s.name.padEnd(20)} ${s.summary}${whoHas(s.name) ? ` (${whoHas(s.name)})` : ''}`,
    )
    .join('\n');
}

/** The developer commands of `pnpm admin`; throws with usage on a wrong one. */
export async function runDevAdmin(argv: string[], remote: AdminRemote): Promise<string> {
  const [group, action, ...rest] = argv;
  if (group && worldGroups.has(group)) return runWorldAdmin(argv, remote);
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  if (group === 'scenario' && (action === 'list' || action === undefined))
    return showState((await remote(adminApi.state)) as State);
  if (group === 'scenario' && (action === 'on' || action === 'off') && rest[0]) {
    const name = scenarioName.safeParse(rest[0]);
    if (!name.success) throw new Error(`No scenario ${rest[0]}. Names: ${scenarioName.options.join(', ')}`);
    const at = rest.indexOf('--user');
    const user = at >= 0 ? rest[at + 1] : undefined;
    if (at >= 0 && !user) throw new Error('--user needs a username');
    return showState(
      (await remote(adminApi.scenario, { name: name.data, on: action === 'on', user })) as State,
    );
  }
  if (group === 'faults' && action === undefined)
    return json(((await remote(adminApi.state)) as State).faults);
  if (group === 'faults' && action === 'set' && rest[0]) {
    let raw: unknown;
    try {
      raw = JSON.parse(rest[0]);
    } catch {
      throw new Error('faults set takes JSON');
    }
    const parsed = faultConfig.safeParse(raw);
    if (!parsed.success)
      throw new Error(
        `Invalid faults: ${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`,
      );
    return json(((await remote(adminApi.faults, parsed.data)) as State).faults);
  }
  if (group === 'faults' && action === 'clear') {
    const { faults } = (await remote(adminApi.state)) as { faults: { seed: number } };
    return json(((await remote(adminApi.faults, { seed: faults.seed, routes: [] })) as State).faults);
  }
  if (group === 'journal') return json(await remote(adminApi.journal));
  if (group === 'reset' && action === undefined) {
    await remote(adminApi.reset);
    return 'Back to the seeded demo state; every scenario is off.';
  }
  if (group === 'snapshot' && action === 'list') return json(await remote(adminApi.snapshots));
  if (group === 'snapshot' && (action === 'save' || action === 'load') && rest[0]) {
    await remote(adminApi.snapshot, { action, name: rest[0] });
    return action === 'save' ? `Saved snapshot ${rest[0]}.` : `Loaded snapshot ${rest[0]}.`;
  }
  throw new Error(`Usage: pnpm admin <command>\n${devHelp}`);
}
