import { parseArgs } from 'node:util';

export interface Options {
  base: string;
  username?: string;
  password?: string;
  junit?: string;
  json?: string;
  markdown?: string;
  baseline?: string;
  writeBaseline?: string;
  allowWrites: boolean;
  /** Milliseconds to wait for each call and for each first websocket message. */
  timeoutMs: number;
}

export const usage = `Usage: app-drift --base <url> [--username U --password P] [--junit FILE] [--json FILE]
                  [--markdown FILE] [--baseline FILE] [--write-baseline FILE] [--allow-writes] [--timeout MS]

Checks a live upstream /api/v1 and its websocket against the zod contracts (in this repo: pnpm drift …).
Exit codes: 0 no new ERR, 1 drift found, 2 upstream unreachable or login refused, 3 usage error.`;

export class UsageError extends Error {}

/** Reads the command line; anything unknown, missing or half-given is a usage error (exit 3). */
export function parseOptions(argv: string[]): Options {
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
  if (Boolean(v.username) !== Boolean(v.password)) {
    throw new UsageError('--username and --password go together');
  }
  const timeoutMs = Number(v.timeout ?? 5000);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) throw new UsageError('--timeout takes milliseconds');
  return {
    base: url.href.replace(/\/+$/, '').replace(/\/api\/v1$/, ''),
    ...(v.username ? { username: v.username } : {}),
    ...(v.password ? { password: v.password } : {}),
    ...(v.junit ? { junit: v.junit } : {}),
    ...(v.json ? { json: v.json } : {}),
    ...(v.markdown ? { markdown: v.markdown } : {}),
    ...(v.baseline ? { baseline: v.baseline } : {}),
    ...(v['write-baseline'] ? { writeBaseline: v['write-baseline'] } : {}),
    allowWrites: v['allow-writes'] ?? false,
    timeoutMs,
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
      junit: { type: 'string' },
      json: { type: 'string' },
      markdown: { type: 'string' },
      baseline: { type: 'string' },
      'write-baseline': { type: 'string' },
      'allow-writes': { type: 'boolean' },
      timeout: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
