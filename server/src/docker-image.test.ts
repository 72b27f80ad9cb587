// A built image on a Docker engine (docs/demo-hosts.md, Docker). CI has no engine and builds no image
// (a build takes minutes), so this runs only when DOCKER_IMAGE names an image built from this Dockerfile:
//   docker build --network host -t coinly:test . && DOCKER_IMAGE=coinly:test pnpm vitest run server/src/docker-image.test.ts
// Containers use the host network: the engine here has no bridge network.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './test/server-process.ts';

const image = process.env.DOCKER_IMAGE ?? '';
const docker = (...args: string[]) => execFileSync('docker', args, { encoding: 'utf8' }).trim();
const inImage = (...command: string[]) => docker('run', '--rm', '--network', 'host', image, ...command);

describe.skipIf(!image)('the built image (DOCKER_IMAGE)', { timeout: 120_000 }, () => {
  let name = '';
  let origin = '';
  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    name = `coinly-image-test-${port}`;
    docker(
      ...['run', '-d', '--network', 'host', '--name', name, '-e', `PORT=${port}`],
      ...['-e', 'WEB_API_BASE=https://api.example.com/api/v1/', image],
    );
    const until = Date.now() + 60_000;
    while (
      !(await fetch(`${origin}/api/v1/common/base`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > until) throw new Error(`the container did not answer: ${docker('logs', name)}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }, 90_000);
  afterAll(() => {
    if (name) execFileSync('docker', ['rm', '-f', name], { stdio: 'ignore' });
  }, 60_000);

  it('runs a maintained Node LTS as a non-root user, with no TypeScript compiler or source', () => {
    // One container (each costs seconds on this engine): Node's version, the user, then our .ts files
    // outside node_modules (packages may ship their own sources) and any compiler or loader installed.
    const [version, uid, ...found] = inImage(
      'sh',
      '-c',
      "node --version; id -u; find /app -path '*/node_modules' -prune -o -name '*.ts' -print; ls /app/server/node_modules/.pnpm | grep -E '^(tsx|esbuild|typescript)@' || true",
    ).split('\n');
    expect(Number(/^v(\d+)/.exec(version ?? '')?.[1])).toBeGreaterThanOrEqual(22);
    expect(uid).not.toBe('0');
    expect(found).toEqual([]);
  });

  it('hands the page a socket on its own host and port, and points the app at WEB_API_BASE', async () => {
    const base = (await (await fetch(`${origin}/api/v1/common/base`)).json()) as { data: { wss: string } };
    expect(base.data.wss).toBe('/ws');
    const config = await fetch(`${origin}/config.js`);
    expect(await config.text()).toContain('"apiBase":"https://api.example.com/api/v1/"');
    expect(await (await fetch(`${origin}/`)).text()).toContain('src="./config.js"');
  });

  it('stops with exit 0 on docker stop', () => {
    docker('stop', name);
    expect(docker('inspect', '-f', '{{.State.ExitCode}}', name)).toBe('0');
  });
});
