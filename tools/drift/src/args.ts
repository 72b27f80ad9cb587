import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Grade } from './validator/index.ts';

/** Client TLS material, read from files: a CA to trust, a client certificate and its key. */
export interface Tls {
  ca?: string;
  cert?: string;
  key?: string;
}

export interface Options {
  base: string;
  username?: string;
  password?: string;
  junit?: string;
  json?: string;
  markdown?: string;
  baseline?: string;
  writeBaseline?: string;
  /** Why the drift a written baseline accepts is accepted: kept with each new entry. */
  reason?: string;
  allowWrites: boolean;
  /** Milliseconds to wait for each call and for each first websocket message. */
  timeoutMs: number;
  /** The lowest grade of new drift that fails the run (exit 1). */
  failOn: Grade;
  /** Sent with every call and with the websocket upgrade. */
  headers: Record<string, string>;
  tls: Tls;
}

export const usage = `Usage: app-drift --base <url> [--username U] [--password-file FILE] [--fail-on error|warn|info]
                  [--junit FILE] [--json FILE] [--markdown FILE] [--baseline FILE]
                  [--write-baseline FILE [--reason TEXT]] [--header 'Name: value' …]
                  [--ca FILE] [--cert FILE --key FILE] [--allow-writes] [--timeout MS]

Checks a live upstream /api/v1 and its websocket against the zod contracts (in this repo: pnpm drift …).
Secrets stay off the command line: the password from DRIFT_PASSWORD or --password-file (the username
may come from DRIFT_USERNAME); --password still works but is visible to anyone who sees the command.
Exit codes: 0 no new drift at or above --fail-on (default error), or a baseline written; 1 drift found;
2 upstream unreachable or login refused; 3 usage error.`;

export class UsageError extends Error {}

const grades: Record<string, Grade> = { error: 'ERR', warn: 'WARN', info: 'INFO' };

const readSecret = (file: string, what: string, cwd: string) => {
  try {
    return readFileSync(resolve(cwd, file), 'utf8').replace(/\r?\n$/, '');
  } catch (err) {
    throw new UsageError(`cannot read ${what} ${file}: ${(err as NodeJS.ErrnoException).code ?? err}`);
  }
};

/** `Name: value` (or `Name:value`) as one header; anything else is a usage error. */
function header(text: string): [string, string] {
  const at = text.indexOf(':');
  const name = text.slice(0, at).trim();
  if (at <= 0 || !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) {
    throw new UsageError(`--header takes 'Name: value', not ${JSON.stringify(text)}`);
  }
  return [name.toLowerCase(), text.slice(at + 1).trim()];
}

/**
 * Reads the command line and the environment (DRIFT_USERNAME, DRIFT_PASSWORD); anything unknown,
 * missing, half-given or unreadable is a usage error (exit 3).
 */
export function parseOptions(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  // pnpm runs the script from the package folder; files are named relative to where the user typed.
  cwd = env.INIT_CWD ?? process.cwd(),
): Options {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const v = parsed.values;
  if (!v.base) throw new UsageError('--base <url> is required');
  let url: URL;
  try {
    url = new URL(v.base);
  } catch {
    throw new UsageError(`--base is not a URL: ${v.base}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError('--base must be http(s)');
  if (v.password && v['password-file']) throw new UsageError('give --password or --password-file, not both');
  const username = v.username ?? env.DRIFT_USERNAME;
  const password =
    v.password ??
    (v['password-file'] ? readSecret(v['password-file'], '--password-file', cwd) : env.DRIFT_PASSWORD);
  if (Boolean(username) !== Boolean(password)) {
    throw new UsageError(
      username
        ? 'a username needs a password: DRIFT_PASSWORD or --password-file'
        : 'a password needs a username: --username or DRIFT_USERNAME',
    );
  }
  const timeoutMs = Number(v.timeout ?? 5000);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) throw new UsageError('--timeout takes milliseconds');
  const failOn = Object.hasOwn(grades, v['fail-on'] ?? 'error') ? grades[v['fail-on'] ?? 'error'] : undefined;
  if (!failOn) throw new UsageError('--fail-on takes error, warn or info');
  if (Boolean(v.cert) !== Boolean(v.key)) throw new UsageError('--cert and --key go together');
  if (v.reason && !v['write-baseline']) throw new UsageError('--reason goes with --write-baseline');
  const tls: Tls = {
    ...(v.ca ? { ca: readSecret(v.ca, '--ca', cwd) } : {}),
    ...(v.cert ? { cert: readSecret(v.cert, '--cert', cwd) } : {}),
    ...(v.key ? { key: readSecret(v.key, '--key', cwd) } : {}),
  };
  return {
    base: url.href.replace(/\/+$/, '').replace(/\/api\/v1$/, ''),
    ...(username ? { username } : {}),
    ...(password ? { password } : {}),
    ...(v.junit ? { junit: v.junit } : {}),
    ...(v.json ? { json: v.json } : {}),
    ...(v.markdown ? { markdown: v.markdown } : {}),
    ...(v.baseline ? { baseline: v.baseline } : {}),
    ...(v['write-baseline'] ? { writeBaseline: v['write-baseline'] } : {}),
    ...(v.reason ? { reason: v.reason } : {}),
    allowWrites: v['allow-writes'] ?? false,
    timeoutMs,
    failOn,
    headers: Object.fromEntries((v.header ?? []).map(header)),
    tls,
  };
}

const parse = (args: string[]) =>
  parseArgs({
    args,
    strict: true,
    allowPositionals: false,
    options: {
      base: { type: 'string' },
      username: { type: 'string' },
      password: { type: 'string' },
      'password-file': { type: 'string' },
      junit: { type: 'string' },
      json: { type: 'string' },
      markdown: { type: 'string' },
      baseline: { type: 'string' },
      'write-baseline': { type: 'string' },
      reason: { type: 'string' },
      'allow-writes': { type: 'boolean' },
      timeout: { type: 'string' },
      'fail-on': { type: 'string' },
      header: { type: 'string', multiple: true },
      ca: { type: 'string' },
      cert: { type: 'string' },
      key: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
