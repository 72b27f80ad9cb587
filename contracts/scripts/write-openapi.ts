// Writes contracts/openapi.json from the schemas: `pnpm --filter @app/contracts openapi`.
import { writeFileSync } from 'node:fs';
import { openApiDocument } from '../src/openapi.ts';

const out = new URL('../openapi.json', import.meta.url);
writeFileSync(out, `${JSON.stringify(openApiDocument(), null, 2)}\n`);
console.log(`wrote ${out.pathname}`);
