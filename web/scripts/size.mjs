// Prints the gzip size of the home route's JS (the entry, everything it imports statically, and the home
// tab's lazy chunk with its static imports) and of every lazy chunk; fails when home passes its budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');
const HOME_BUDGET_KB = 150;
const CHUNK_BUDGET_KB = 60;
const HOME_SRC = 'src/pages/tabbar/index/index.tsx';

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The chunk's file plus every chunk it imports statically, transitively. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const homeKeys = new Set([...closure(entryKey), ...closure(HOME_SRC)]);
const homeFiles = [...homeKeys].map((k) => manifest[k].file);
const home = homeFiles.reduce((sum, f) => sum + gz(f), 0);

console.log(
  `home route JS (entry + ${HOME_SRC} and their static imports): ${kb(home)} gzip (budget ${HOME_BUDGET_KB} KB)`,
);
for (const f of homeFiles) console.log(`  ${f.padEnd(48)} ${kb(gz(f)).padStart(10)}`);

// The server config is fetched in the background right after start; its schemas come with it.
const background = [...closure('src/features/config/load.ts')].filter((k) => !homeKeys.has(k));
const bg = background.reduce((sum, k) => sum + gz(manifest[k].file), 0);
console.log(`also loaded after first render (config fetch with zod and the contracts): ${kb(bg)} gzip`);

console.log('\nlazy chunks (each alone, gzip):');
let over = home > HOME_BUDGET_KB * 1024;
const lazy = Object.entries(manifest).filter(([k, c]) => c.file.endsWith('.js') && !homeKeys.has(k));
for (const [key, chunk] of lazy.sort((a, b) => gz(b[1].file) - gz(a[1].file))) {
  const size = gz(chunk.file);
  const flag = size > CHUNK_BUDGET_KB * 1024 ? `  over ${CHUNK_BUDGET_KB} KB` : '';
  if (flag) over = true;
  console.log(`  ${(chunk.src ?? key).padEnd(64)} ${kb(size).padStart(10)}${flag}`);
}
if (over) {
  console.error('\nsize budget exceeded');
  process.exit(1);
}
