import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { nodeArgs } from './child-entries.ts';

const serverRoot = new URL('../..', import.meta.url).pathname;

/**
 * The real server as a child process, from `cwd` (the server package, or a `pnpm deploy` of it) with
 * exactly `env`: `src/server.ts` (from the run's bundle, see child-entries.ts), or the arguments given (the
 * image's `dist/server.js`). Its
 * output is piped for `listeningAt`.
 */
export function spawnServer(
  env: NodeJS.ProcessEnv,
  cwd = serverRoot,
  args = nodeArgs('server'),
): ChildProcess {
  return spawn(process.execPath, args, {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** The address the server logs once it listens (pino's "Server listening at"); rejects if it exits first. */
export function listeningAt(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Server listening at (https?:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before listening:\n${out}`)));
  });
}

/** The process's exit code, once it exits. */
export const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

/** A port nothing listens on now, for a process that must be told its port (e.g. the health check's PORT). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
