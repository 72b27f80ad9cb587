import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import * as contracts from '@app/contracts';
import type { z } from 'zod';
import { core, defOf } from '../validator/schema.ts';

/** Where a line of the contract sources is, and what it says. */
export interface SourceLine {
  file: string;
  line: number;
  text: string;
}

// The contracts package ships its sources (contracts/package.json `files`): in the repo that is
// `contracts/src`, installed from a tarball `node_modules/@app/contracts/src`. Lines are named
// `contracts/src/…` either way, the file to edit in this repo.
const pkgDir = dirname(createRequire(import.meta.url).resolve('@app/contracts/package.json'));
const srcDir = join(pkgDir, 'src');
const label = (file: string) => join('contracts', relative(pkgDir, file));

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory()
      ? walk(join(dir, d.name))
      : d.name.endsWith('.ts') && !d.name.endsWith('.test.ts') && dir !== join(srcDir, 'messages')
        ? [join(dir, d.name)]
        : [],
  );

let files: Array<{ file: string; lines: string[] }> | undefined;
const sources = () => {
  files ??= (existsSync(srcDir) ? walk(srcDir) : []).map((f) => ({
    file: label(f),
    lines: readFileSync(f, 'utf8').split('\n'),
  }));
  return files;
};

/** Exported schemas of contracts by identity, so an owning object or enum can be named. */
const exported: Array<[string, z.ZodType]> = Object.entries(contracts).flatMap(([name, v]) =>
  v !== null && typeof v === 'object' && '_zod' in v ? [[name, v as z.ZodType]] : [],
);

const find = (pattern: RegExp, from?: SourceLine, until?: RegExp): SourceLine | undefined => {
  for (const { file, lines } of sources()) {
    if (from && file !== from.file) continue;
    for (let i = from ? from.line : 0; i < lines.length; i++) {
      const text = lines[i] ?? '';
      if (from && until && i > from.line - 1 && until.test(text)) break;
      if (pattern.test(text)) return { file, line: i + 1, text };
    }
  }
  return undefined;
};

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const keyLine = (key: string) =>
  new RegExp(`^\\s*(${esc(key)}\\??:|${esc(key)},|'${esc(key)}':)|[{,]\\s*${esc(key)}\\??:`);

/** The declaration line of an export. */
export const declarationOf = (name: string) => find(new RegExp(`^export const ${esc(name)}\\b`));

/** The export names whose schema is `schema` itself. */
export const exportsOf = (schema: z.ZodType): string[] =>
  exported.filter(([, s]) => core(s) === core(schema) || s === schema).map(([n]) => n);

/** The block of a call in its endpoints file: the line with `path: '<path>'`. */
export const endpointLine = (path: string) => find(new RegExp(`path: '${esc(path)}'`));

/** A line inside the call's block, e.g. its `errors:` or `data:` line. */
export const inEndpoint = (path: string, pattern: RegExp) => {
  const start = endpointLine(path);
  return start ? find(pattern, start, /endpoint\(\{/) : undefined;
};

/**
 * The source line declaring `key` of the object `owner`: through an export that holds the same object
 * (or shares the field, as `.extend` does), else inside the call's own block.
 */
export function fieldLine(
  owner: z.ZodObject | undefined,
  key: string,
  endpointPath?: string,
): SourceLine | undefined {
  const field = owner ? defOf(owner).shape?.[key] : undefined;
  const holders = exported.filter(([, s]) => {
    const c = core(s);
    return (
      c === owner || (field !== undefined && defOf(c).type === 'object' && defOf(c).shape?.[key] === field)
    );
  });
  for (const [name] of holders) {
    const decl = declarationOf(name);
    const hit = decl && (keyLine(key).test(decl.text) ? decl : find(keyLine(key), decl, /^export /));
    if (hit) return hit;
  }
  if (endpointPath) return inEndpoint(endpointPath, keyLine(key));
  return undefined;
}

/** Where an object is declared (for adding a field): its export, or the call's `data:` line. */
export function objectLine(owner: z.ZodObject | undefined, endpointPath?: string): SourceLine | undefined {
  for (const name of owner ? exportsOf(owner) : []) {
    const decl = declarationOf(name);
    if (decl) return decl;
  }
  return endpointPath ? inEndpoint(endpointPath, /^\s*data:/) : undefined;
}

/** The line that lists an enum's values: its `z.enum([...])` line, or the array it was built from. */
export function enumLine(schema: z.ZodType, fallback?: SourceLine): SourceLine | undefined {
  const decls = exportsOf(schema).flatMap((name) => declarationOf(name) ?? []);
  for (const decl of fallback ? [...decls, fallback] : decls) {
    const from = /z\.enum\((\w+)\)/.exec(decl.text)?.[1];
    if (!from) return decl;
    const list = declarationOf(from);
    if (list && /\]/.test(list.text)) return list;
    const close = list && find(/^\]/, list, /^export /);
    return close ?? list;
  }
  return undefined;
}

/** The line a call is defined on in its endpoints file (`name: endpoint({`), found from its `path:`. */
export function definitionLine(path: string): SourceLine | undefined {
  const at = endpointLine(path);
  if (!at) return undefined;
  const lines = sources().find((s) => s.file === at.file)?.lines ?? [];
  for (let i = at.line - 1; i >= 0; i--) {
    const text = lines[i] ?? '';
    if (/endpoint\(\{/.test(text)) return { file: at.file, line: i + 1, text };
  }
  return at;
}

/** The line of a websocket message in `contracts/src/live`: its `ch: z.literal('<ch>')`. */
export const messageLine = (ch: string) => find(new RegExp(`ch: z\\.literal\\('${esc(ch)}'\\)`));
