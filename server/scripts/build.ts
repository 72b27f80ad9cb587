// `pnpm --filter @app/server build`: the server and the admin console as JavaScript in dist/, for the
// image's run stage (Dockerfile), which then needs no TypeScript compiler or loader (scripts/bundle.ts).
import { bundleServer } from './bundle.ts';

await bundleServer('dist');
