// Regenerates src/test/client/api.d.ts from the served document: `pnpm --filter @app/server client-types`.
import { writeFileSync } from 'node:fs';
import { clientTypesFile, clientTypesFromServedDocument } from '../src/test/client/served-document.ts';

writeFileSync(clientTypesFile, await clientTypesFromServedDocument());
console.log(`wrote ${clientTypesFile.pathname}`);
