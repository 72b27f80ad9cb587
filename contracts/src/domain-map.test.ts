import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One domain map for the three packages (docs/architecture.md, "The domain map"): the tables there are
 * read as written, and the folders as they are, so a new domain folder, endpoint file or file role must be
 * written into the map before this passes.
 */
const root = join(import.meta.dirname, '..', '..');
const doc = readFileSync(join(root, 'docs', 'architecture.md'), 'utf8');

const places = {
  contracts: 'contracts/src/endpoints',
  server: 'server/src/modules',
  web: 'web/src/features',
} as const;
type Package = keyof typeof places;

/** The rows of the table between `<!-- domain-map:<name> -->` and its closing marker, cells trimmed. */
function table(name: string): string[][] {
  const start = doc.indexOf(`<!-- domain-map:${name} -->`);
  const end = doc.indexOf(`<!-- /domain-map:${name} -->`);
  if (start < 0 || end < start) throw new Error(`docs/architecture.md has no domain-map:${name} table`);
  return doc
    .slice(start, end)
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

const names = (cell: string) =>
  cell
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
const ticks = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] as string);

/** What the map gives each package: its domain folders (or files) and its infrastructure. */
function mapped(): Record<Package, Set<string>> {
  const result = { contracts: new Set<string>(), server: new Set<string>(), web: new Set<string>() };
  for (const [, contracts = '', server = '', web = ''] of table('domains')) {
    for (const name of names(contracts)) result.contracts.add(name);
    for (const name of names(server)) result.server.add(name);
    for (const name of names(web)) result.web.add(name);
  }
  for (const [place = '', infrastructure = ''] of table('infrastructure')) {
    const pkg = (Object.keys(places) as Package[]).find((key) => places[key] === place);
    if (!pkg) throw new Error(`the infrastructure table names an unknown place: ${place}`);
    for (const name of names(infrastructure)) result[pkg].add(name);
  }
  return result;
}

const stem = (file: string) => file.slice(0, file.indexOf('.'));
const suffix = (file: string) => file.slice(file.indexOf('.'));

/** What is there: endpoint files by their stem, module and feature folders by name. */
function present(): Record<Package, Set<string>> {
  const dirs = (dir: string) =>
    readdirSync(join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  const files = readdirSync(join(root, places.contracts)).filter((file) => !file.includes('.test.'));
  return {
    contracts: new Set(files.map(stem)),
    server: new Set(dirs(places.server)),
    web: new Set(dirs(places.web)),
  };
}

/** Every file under `dir` with its path relative to `dir`. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}

const suffixSets = new Map(table('suffixes').map(([place = '', cell = '']) => [place, new Set(ticks(cell))]));

/** The file names of `place` that break the naming rule: a lower-case stem (or README) and a suffix of the set. */
function misnamed(place: string, files: string[]): string[] {
  const allowed = suffixSets.get(place);
  if (!allowed) throw new Error(`the suffix table has no row for ${place}`);
  return files.filter((file) => !/^([a-z0-9-]+|README)\./.test(file) || !allowed.has(suffix(file)));
}

describe('the domain map', () => {
  it('names every endpoint file, server module and web feature, and nothing that is not there', () => {
    const want = mapped();
    const have = present();
    const report = (Object.keys(places) as Package[]).flatMap((pkg) => [
      ...[...have[pkg]]
        .filter((name) => !want[pkg].has(name))
        .map((name) => `${places[pkg]}/${name}: not in the map`),
      ...[...want[pkg]]
        .filter((name) => !have[pkg].has(name))
        .map((name) => `${places[pkg]}/${name}: in the map, not there`),
    ]);
    expect(report).toEqual([]);
  });

  it('gives every domain one name: the same single folder in all three packages', () => {
    const domains = table('domains');
    expect(domains.map(([domain]) => domain)).toEqual(
      expect.arrayContaining(['account', 'trade', 'wallet', 'cash', 'content']),
    );
    const differing = domains
      .filter(([domain, ...cells]) => cells.slice(0, 3).some((cell) => names(cell).join(', ') !== domain))
      .map((row) => row.slice(0, 4).join(' | '));
    expect(differing).toEqual([]);
  });

  it('gives every endpoint file a suffix of the closed set', () => {
    expect(misnamed(places.contracts, filesUnder(places.contracts))).toEqual([]);
  });

  it('gives every server module file a suffix of the closed set', () => {
    const files = [...present().server].flatMap((module) =>
      filesUnder(join(places.server, module)).map((file) => ({ module, file })),
    );
    const wrong = files.filter(
      ({ file }) => file.includes('/') || misnamed('server/src/modules/*', [file]).length,
    );
    expect(wrong.map(({ module, file }) => `${module}/${file}`)).toEqual([]);
  });

  it('gives every web feature file a suffix of the closed set, components in components/', () => {
    const wrong = [...present().web].flatMap((feature) =>
      filesUnder(join(places.web, feature)).flatMap((file) => {
        const [first, second] = file.split('/');
        const place = second === undefined ? 'web/src/features/*' : 'web/src/features/*/components';
        const name = second ?? (first as string);
        const badFolder = second !== undefined && (first !== 'components' || file.split('/').length > 2);
        return badFolder || misnamed(place, [name]).length ? [`${feature}/${file}`] : [];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it('refuses a name outside the set, and a stem with capitals or dots', () => {
    expect(misnamed('server/src/modules/*', ['earn.payer.ts', 'Earn.routes.ts', 'earn.routes.ts'])).toEqual([
      'earn.payer.ts',
      'Earn.routes.ts',
    ]);
    expect(misnamed('web/src/features/*', ['language-list.tsx', 'api.ts'])).toEqual(['language-list.tsx']);
  });
});
