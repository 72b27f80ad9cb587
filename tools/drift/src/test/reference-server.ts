import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { nodeArgs } from '../../../../server/src/test/child-entries.ts';
import { freePort } from '../../../../server/src/test/server-process.ts';

const serverDir = fileURLToPath(new URL('../../../../server', import.meta.url));

/**
 * The real reference server (seeded demo data, in-memory database) in a process of its own, on `port` or
 * else a free one: plain node on the run's bundle of it (server/src/test/global-setup.ts, as the image runs
 * it), or through tsx when the file runs without the root config.
 */
export async function startReferenceServer(
  requested?: number,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = requested ?? (await freePort());
  const child: ChildProcess = spawn(process.execPath, nodeArgs('server'), {
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
