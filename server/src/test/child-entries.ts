import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server bundled to JavaScript for this run (global-setup.ts), started with plain node. */
    serverBundle: string;
  }
}

/** The programs the server tests run as processes of their own, by name: their source in the server package. */
export const childEntries = {
  server: 'src/server.ts',
  admin: 'src/cli/admin.ts',
  'trade-child': 'src/test/trade-child.ts',
  'write-child': 'src/db/write-child.ts',
} as const;

/**
 * Node's arguments to run one of them from the server package: plain node on this run's bundle of it
 * (global-setup.ts), or through tsx when no bundle was provided (a file run outside the root config).
 */
export function nodeArgs(entry: keyof typeof childEntries): string[] {
  const bundle = inject('serverBundle') as string | undefined;
  return bundle ? [`${bundle}/${entry}.js`] : ['--import', 'tsx', childEntries[entry]];
}
