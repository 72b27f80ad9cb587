import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { nodeArgs } from './child-entries.ts';

const serverDir = resolve(import.meta.dirname, '../..');

/** `pnpm admin …` in a process of its own on the database at `url`; resolves with its output. */
export function adminProcess(url: string, ...argv: string[]): Promise<string> {
  const proc = spawn(process.execPath, [...nodeArgs('admin'), ...argv], {
    cwd: serverDir,
    // The file itself, whatever server may listen on this machine's default port.
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent', ADMIN_URL: 'local' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  proc.stderr.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  return new Promise((ok, fail) =>
    proc.on('exit', (code) =>
      code === 0 ? ok(out.trim()) : fail(new Error(`admin exited ${code}: ${out}`)),
    ),
  );
}
