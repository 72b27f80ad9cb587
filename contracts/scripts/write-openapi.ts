// Writes contracts/openapi.json and contracts/asyncapi.json from the schemas: `pnpm --filter @app/contracts openapi`.
import { writeFileSync } from 'node:fs';
import { asyncApiDocument } from '../src/asyncapi.ts';
import { openApiDocument } from '../src/openapi.ts';

for (const [file, doc] of [
  ['openapi.json', openApiDocument()],
  ['asyncapi.json', asyncApiDocument()],
] as const) {
  const out = new URL(`../${file}`, import.meta.url);
  writeFileSync(out, `${JSON.stringify(doc, null, 2)}\n`);
  console.log(`wrote ${out.pathname}`);
}
