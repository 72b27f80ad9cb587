import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What a build of the SPA is made from, under the repo root: the web package and the contracts it imports. */
export const buildInputs = [
  'web/index.html',
  'web/package.json',
  'web/vite.config.ts',
  'web/tsconfig.json',
  'web/.env',
  'web/.env.production',
];
export const buildInputDirs = ['web/src', 'web/public', 'web/build', 'contracts/src'];
/** Tests, e2e files and generated output are no input of the build. */
const skipped = /(^|\/)(node_modules|dist)(\/|$)|\.test\.tsx?$/;

function filesUnder(root: string, dir: string): string[] {
  const full = join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name).split('\\').join('/'))
    .filter((path) => !skipped.test(path) && statSync(join(root, path)).isFile());
}

/**
 * A hash of every input of the SPA's build (path and content), so `pnpm start` can tell a `web/dist`
 * built from exactly these sources and skip building it again. The lockfile is in it too: a dependency
 * upgrade changes the output as surely as a source edit.
 */
export function sourceStamp(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256');
  // Vite puts VITE_* variables into the bundle: a different value is a different build.
  for (const [key, value] of Object.entries(env).sort(([a], [b]) => a.localeCompare(b))) {
    if (key.startsWith('VITE_')) hash.update(`${key}=${value}\0`);
  }
  const files = [...buildInputs, 'pnpm-lock.yaml', ...buildInputDirs.flatMap((d) => filesUnder(root, d))]
    .filter((path) => existsSync(join(root, path)))
    .sort();
  for (const path of files) {
    hash.update(`${relative(root, join(root, path))}\0`);
    hash.update(readFileSync(join(root, path)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The stamp file a finished build leaves in its output folder. */
export const stampFile = (dist: string) => join(dist, '.source-stamp');

/** Whether `dist` holds a finished build of the sources `stamp` describes. */
export function builtFrom(dist: string, stamp: string): boolean {
  const file = stampFile(dist);
  return (
    existsSync(join(dist, 'index.html')) && existsSync(file) && readFileSync(file, 'utf8').trim() === stamp
  );
}
