import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../../../../server', import.meta.url));

/** The real reference server (seeded demo data, in-memory database) on `port`, as `pnpm start` runs it. */
export async function startReferenceServer(
  port: number,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(`${serverDir}/node_modules/.bin/tsx`, ['src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: ':memory:',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 80_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`reference server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('reference server did not start');
    const up = await fetch(`${url}/api/v1/common/base`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Calls the reference server has no handler for yet, read from the server's own list, so the
 * reference test turns strict by itself once other work empties it.
 */
export function callsWithoutHandler(): string[] {
  const file = fileURLToPath(new URL('../../../../server/src/unimplemented-calls.test.ts', import.meta.url));
  const text = readFileSync(file, 'utf8');
  const list = /const callsWithoutHandler = \[([^\]]*)\]/.exec(text)?.[1];
  if (list === undefined) throw new Error('callsWithoutHandler not found in unimplemented-calls.test.ts');
  return [...list.matchAll(/'([^']+)'/g)].map((m) => m[1] as string);
}
