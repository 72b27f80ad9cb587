import { fileURLToPath } from 'node:url';

/**
 * The server package's folder: this module is one level below it both as source (src/) and in the
 * built bundle (dist/, scripts/build.ts), so files shipped beside the code (drizzle/, public/) are
 * found from here in both.
 */
export const packageRoot = fileURLToPath(new URL('..', import.meta.url));
