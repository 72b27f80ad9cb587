// `pnpm --filter @app/server build`: the server and the admin console as JavaScript in dist/, for the
// image's run stage (Dockerfile), which then needs no TypeScript compiler or loader. The workspace
// packages (@app/contracts, @app/drift) are TypeScript source, so they are bundled in; every other
// package stays an import of node_modules (native ones such as libsql and sharp cannot be bundled).
import { build, type Plugin } from 'esbuild';

const workspaceOnly: Plugin = {
  name: 'workspace-only',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@app/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: { server: 'src/server.ts', admin: 'src/cli/admin.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  splitting: true,
  // Chunks beside the entries, one level below the package as src/package-root.ts expects.
  chunkNames: 'chunk-[hash]',
  plugins: [workspaceOnly],
  logLevel: 'warning',
});
