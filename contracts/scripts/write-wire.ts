// Writes contracts/src/wire.generated.ts, the zod-free call index: `pnpm --filter @app/contracts wire`.
import { writeFileSync } from 'node:fs';
import { wireSource } from '../src/wire-index.ts';

const out = new URL('../src/wire.generated.ts', import.meta.url);
writeFileSync(out, wireSource());
console.log(`wrote ${out.pathname}`);
