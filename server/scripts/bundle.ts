// The server and the admin console as JavaScript: for the image (scripts/build.ts, into dist/) and for the
// browser tests, which start many servers and so bundle once instead of compiling through tsx at every
// start (web/e2e/global-setup.ts). The workspace packages (@app/contracts, @app/drift) are TypeScript
// source, so they are bundled in; every other package stays an import of node_modules (native ones such
// as libsql and sharp cannot be bundled).
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

const workspaceOnly: Plugin = {
  name: 'workspace-only',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@app/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Writes `server.js` and `admin.js` (with their chunks) into `outdir`, a folder directly inside the server
 * package, as src/package-root.ts expects (it finds drizzle/ and public/ one level up). `more` adds entry
 * points (name → source under the server package), e.g. the server tests' child processes.
 */
export async function bundleServer(outdir: string, more: Record<string, string> = {}): Promise<void> {
  await build({
    absWorkingDir: serverRoot,
    entryPoints: { server: 'src/server.ts', admin: 'src/cli/admin.ts', ...more },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    splitting: true,
    chunkNames: 'chunk-[hash]',
    plugins: [workspaceOnly],
    logLevel: 'warning',
  });
}

/**
 * Bundles into a new folder of its own inside the server package (`bundle.tmp.*`, ignored by git and
 * biome) and returns its path, for a run that starts servers from it; the caller removes it at the end.
 */
export async function bundleServerTemp(more: Record<string, string> = {}): Promise<string> {
  const outdir = mkdtempSync(join(serverRoot, 'bundle.tmp.'));
  await bundleServer(outdir, more);
  return outdir;
}
