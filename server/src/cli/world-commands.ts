import {
  adminApi,
  parseRefusalCode,
  presetName,
  type RefusalState,
  type SandboxClockState,
  sandboxApi,
} from '@app/contracts';
import type { AdminRemote } from './admin-remote.ts';

export const worldHelp = `  refusal list                   forced refusals in force, and the codes each call can be forced to answer
  refusal on <call> <code> [--user <username>]
                                 make a call answer one of its declared refusals (code or name:
                                 refusal on user.buy insufficientBalance), for everybody or one user
  refusal off <call> [--user <username>]
  preset list                    the presets
  preset <name> [--user <username>]  make one: ${presetName.options.join(', ')}
  sandbox list                   the sandboxes with their size, last use and clock
  sandbox create|delete <name>
  clock                          the clock of the sandbox ADMIN_SANDBOX names
  clock freeze|resume
  clock advance <n>s|m|h|d       move it forward (never back), e.g. clock advance 7d
  (ADMIN_SANDBOX=<name> sends every command of pnpm admin to that sandbox, X-Sandbox)`;

export const worldGroups: ReadonlySet<string> = new Set(['refusal', 'preset', 'sandbox', 'clock']);

const units: ReadonlyMap<string, number> = new Map([
  ['s', 1000],
  ['m', 60_000],
  ['h', 3_600_000],
  ['d', 86_400_000],
]);
/** `90s`, `5m`, `2h`, `7d` in milliseconds; NaN for anything else. */
export function parseDuration(text: string): number {
  const match = /^(\d{1,6})([smhd])$/.exec(text.trim());
  const unit = match?.[2] ? units.get(match[2]) : undefined;
  return match && unit ? Number(match[1]) * unit : Number.NaN;
}

const flag = (rest: string[], name: string): string | undefined => {
  const at = rest.indexOf(name);
  if (at < 0) return undefined;
  const value = rest[at + 1];
  if (!value) throw new Error(`${name} needs a value`);
  return value;
};

const showRules = (state: RefusalState) =>
  state.rules.length === 0
    ? 'No forced refusal: every call answers normally.'
    : state.rules.map((r) => `${r.call} answers ${r.code} for ${r.user ?? 'everybody'}`).join('\n');

const showClock = (c: SandboxClockState) => `${new Date(c.now).toISOString()}${c.frozen ? ' (frozen)' : ''}`;

/** Answer control, presets, sandboxes and clocks on the running server; throws with usage on a wrong one. */
export async function runWorldAdmin(argv: string[], remote: AdminRemote): Promise<string> {
  const [group, action, ...rest] = argv;
  const usage = () => new Error(`Usage: pnpm admin <command>\n${worldHelp}`);
  if (group === 'refusal' && (action === 'list' || action === undefined)) {
    const state = (await remote(adminApi.refusals)) as RefusalState;
    const calls = state.calls.map((c) => `  ${c.call.padEnd(24)} ${c.codes.join(', ') || '-'}`).join('\n');
    return `${showRules(state)}\n\nCalls and the codes they can be forced to answer:\n${calls}`;
  }
  if (group === 'refusal' && (action === 'on' || action === 'off') && rest[0]) {
    const user = flag(rest, '--user');
    let code = 0;
    if (action === 'on') {
      code = parseRefusalCode(rest[1] ?? '');
      if (Number.isNaN(code)) throw new Error(`refusal on ${rest[0]} needs a code: a number or its name`);
    } else {
      const state = (await remote(adminApi.refusals)) as RefusalState;
      const rule = state.rules.find(
        (r) => r.call === rest[0] && r.user?.toLowerCase() === user?.toLowerCase(),
      );
      if (!rule) return `${rest[0]} has no forced refusal for ${user ?? 'everybody'}.`;
      code = rule.code;
    }
    const body = { call: rest[0], code, user, on: action === 'on' };
    return showRules((await remote(adminApi.refusal, body)) as RefusalState);
  }
  if (group === 'preset' && (action === 'list' || action === undefined)) {
    const { presets } = (await remote(adminApi.presets)) as {
      presets: Array<{ name: string; summary: string }>;
    };
    return presets.map((p) => `${p.name.padEnd(20)} ${p.summary}`).join('\n');
  }
  if (group === 'preset' && action) {
    const name = presetName.safeParse(action);
    if (!name.success) throw new Error(`No preset ${action}. Presets: ${presetName.options.join(', ')}`);
    const made = (await remote(adminApi.preset, { name: name.data, user: flag(rest, '--user') })) as {
      username: string;
      password: string;
      out: string;
    };
    return `${made.username} / ${made.password}\n${made.out}`;
  }
  if (group === 'sandbox' && (action === 'list' || action === undefined)) {
    const { sandboxes } = (await remote(sandboxApi.sandboxes, undefined, { sandbox: null })) as {
      sandboxes: Array<{ name: string; bytes: number; lastUsedAt: number; clock: SandboxClockState }>;
    };
    if (sandboxes.length === 0) return 'No sandbox.';
    return sandboxes
      .map(
        (s) =>
          `${s.name.padEnd(24)} ${Math.round(s.bytes / 1024)} KB  used ${new Date(s.lastUsedAt).toISOString()}  clock ${showClock(s.clock)}`,
      )
      .join('\n');
  }
  if (group === 'sandbox' && (action === 'create' || action === 'delete') && rest[0]) {
    await remote(sandboxApi.sandbox, { action, name: rest[0] }, { sandbox: null });
    return action === 'create'
      ? `Sandbox ${rest[0]} ready: open the app with ?sandbox=${rest[0]}, or ADMIN_SANDBOX=${rest[0]} pnpm admin …`
      : `Sandbox ${rest[0]} deleted.`;
  }
  if (group === 'clock' && action === undefined)
    return showClock((await remote(sandboxApi.clockState)) as SandboxClockState);
  if (group === 'clock' && (action === 'freeze' || action === 'resume'))
    return showClock((await remote(sandboxApi.clock, { action })) as SandboxClockState);
  if (group === 'clock' && action === 'advance' && rest[0]) {
    const ms = parseDuration(rest[0]);
    if (Number.isNaN(ms)) throw new Error('clock advance takes a duration: 90s, 5m, 2h or 7d');
    return showClock((await remote(sandboxApi.clock, { action, ms })) as SandboxClockState);
  }
  throw usage();
}
