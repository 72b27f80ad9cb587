// pnpm start's build step: builds the SPA only when its sources changed since the build in web/dist
// (source-stamp.ts), so a second start answers in seconds instead of after a full Vite build.
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { builtFrom, sourceStamp, stampFile } from './source-stamp.ts';

const web = resolve(import.meta.dirname, '..');
const dist = resolve(web, 'dist');
const stamp = sourceStamp(resolve(web, '..'));

if (builtFrom(dist, stamp)) {
  console.log('web/dist was built from these sources: build skipped (delete web/dist to force one)');
  process.exit(0);
}
// A build that stops halfway must not leave a stamp that vouches for it.
rmSync(stampFile(dist), { force: true });
const build = spawnSync('pnpm', ['exec', 'vite', 'build'], { cwd: web, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
writeFileSync(stampFile(dist), `${stamp}\n`);
