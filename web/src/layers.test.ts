import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseSync } from 'oxc-parser';
import { describe, expect, it } from 'vitest';

/**
 * The import direction, shared → features → pages → app (web/README.md, Layers), checked on the real
 * import graph of web/src: every relative import, re-export and dynamic import of every source file, read
 * from the module record of the oxc parser (the parser Vite's bundler uses). A new feature folder needs nothing: the rule is by folder, not by list.
 */
const src = import.meta.dirname;

type Layer =
  | { kind: 'shared' }
  | { kind: 'feature'; name: string }
  | { kind: 'page' }
  | { kind: 'app' }
  | null;

/** Which layer a path under web/src belongs to (null: the entry files, types and locales). */
function layerOf(path: string): Layer {
  const [top, second] = path.split('/');
  if (top === 'lib' || top === 'components') return { kind: 'shared' };
  if (top === 'features' && second) return { kind: 'feature', name: second };
  if (top === 'pages') return { kind: 'page' };
  if (top === 'app') return { kind: 'app' };
  return null;
}

/** Why `from` may not import `to` (both relative to web/src), or null when the import is allowed. */
function refusal(from: string, to: string): string | null {
  const a = layerOf(from);
  const b = layerOf(to);
  if (!a || !b || a.kind === 'app') return null;
  if (a.kind === 'shared' && b.kind !== 'shared' && !/\.test\.tsx?$/.test(from))
    return 'lib/ and components/ are the shared layer: they import only shared code';
  if (a.kind === 'feature') {
    if (b.kind === 'feature' && b.name !== a.name)
      return 'a feature imports only shared code and itself: move what two features share into lib/ or components/';
    if (b.kind === 'page' || b.kind === 'app') return 'a feature never imports a page or the app shell';
  }
  if (a.kind === 'page' && b.kind === 'app' && to !== 'app/paths.ts')
    return 'a page imports features and shared code; from the shell only app/paths.ts';
  return null;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The module names a file imports, re-exports from or imports dynamically (literal names only). */
function importedNames(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const { module, errors } = parseSync(file, source);
  if (errors.length > 0) throw new Error(`${file} does not parse: ${errors[0]?.message}`);
  const literal = ({ start, end }: { start: number; end: number }) =>
    /^['"`](.*)['"`]$/.exec(source.slice(start, end))?.[1];
  return [
    ...module.staticImports.map((i) => i.moduleRequest.value),
    ...module.staticExports.flatMap((e) =>
      e.entries.flatMap((x) => (x.moduleRequest ? [x.moduleRequest.value] : [])),
    ),
    ...module.dynamicImports.flatMap((d) => literal(d.moduleRequest) ?? []),
  ];
}

/** Every relative import in web/src as [importer, imported], both relative to web/src. */
function importGraph(): Array<[string, string]> {
  return sourceFiles(src).flatMap((file) =>
    importedNames(file)
      .filter((name) => name.startsWith('.'))
      .map((name): [string, string] => [relative(src, file), relative(src, resolve(dirname(file), name))]),
  );
}

describe('the web import direction', () => {
  const graph = importGraph();

  it('reads the imports of every layer of the tree', () => {
    const kinds = new Set(graph.map(([from]) => layerOf(from)?.kind));
    expect([...kinds]).toEqual(expect.arrayContaining(['shared', 'feature', 'page', 'app']));
    expect(graph.length).toBeGreaterThan(500);
  });

  it('has no import that goes against the direction', () => {
    const wrong = graph.flatMap(([from, to]) => {
      const why = refusal(from, to);
      return why ? [`${from} → ${to}: ${why}`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it('refuses a feature importing another feature, a page or the app shell', () => {
    expect(refusal('features/trade/probe.ts', 'features/market/api.ts')).toMatch(/itself/);
    expect(refusal('features/trade/components/probe.tsx', 'features/market/api.ts')).toMatch(/itself/);
    expect(refusal('features/wallet/probe.ts', 'pages/splash.tsx')).toMatch(/never/);
    expect(refusal('features/wallet/probe.ts', 'app/paths.ts')).toMatch(/never/);
  });

  it('refuses shared code importing a feature, a page or the app shell, except in its tests', () => {
    expect(refusal('lib/probe.ts', 'features/account/api.ts')).toMatch(/shared layer/);
    expect(refusal('components/probe.tsx', 'pages/splash.tsx')).toMatch(/shared layer/);
    expect(refusal('lib/market/probe.ts', 'app/paths.ts')).toMatch(/shared layer/);
    expect(refusal('lib/market/probe.test.ts', 'app/paths.ts')).toBeNull();
  });

  it('lets a feature import itself and the shared layer', () => {
    expect(refusal('features/trade/components/probe.tsx', 'features/trade/api.ts')).toBeNull();
    expect(refusal('features/trade/probe.ts', 'lib/market/ticker-feed.ts')).toBeNull();
    expect(refusal('features/market/probe.ts', 'components/page.tsx')).toBeNull();
  });

  it('lets a page import features, shared code and the routes, and nothing else of the shell', () => {
    expect(refusal('pages/product/probe.tsx', 'features/market/api.ts')).toBeNull();
    expect(refusal('pages/product/probe.tsx', 'app/paths.ts')).toBeNull();
    expect(refusal('pages/user/probe.tsx', 'app/router.tsx')).toMatch(/only app\/paths/);
  });
});
