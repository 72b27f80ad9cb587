import { fileURLToPath } from 'node:url';

/**
 * Two zod-free modules of the contracts (error codes, shared messages) imported by path, so the start-up
 * bundle does not carry zod and every schema: those load with the first page that calls the API.
 */
export const contractsAlias = [
  {
    find: /^@app\/contracts\/(errors|messages)$/,
    replacement: `${fileURLToPath(new URL('../contracts/src/', import.meta.url))}$1.ts`,
  },
];
