import { type Asset, assetScale } from '@app/contracts';
import type { z } from 'zod';
import { type Finding, pathString, type Site } from './findings.ts';
import { core, defOf, enumValues, isDecimal, isEpochMs, isNullable, jsonType, pickBranch } from './schema.ts';

/** What a response showed of its schema: fields, nulls, enum values, union branches, decimal scales. */
export interface Observed {
  fields: Set<string>;
  enums: Map<string, Set<string>>;
  branches: Set<string>;
  scales: Map<string, Set<number>>;
  /** The longest list seen at each list path (0: only ever empty), for lists a baseline saw non-empty. */
  lists: Map<string, number>;
}

export const emptyObserved = (): Observed => ({
  fields: new Set(),
  enums: new Map(),
  branches: new Set(),
  scales: new Map(),
  lists: new Map(),
});

/** What a schema declares, for coverage: field paths, enum values, union branches. */
export interface Declared {
  fields: string[];
  enums: Map<string, string[]>;
  branches: string[];
}

const addTo = <K, V>(m: Map<K, Set<V>>, k: K, v: V) => {
  const s = m.get(k) ?? new Set<V>();
  s.add(v);
  m.set(k, s);
};

const assetOf = (v: unknown): Asset | undefined =>
  typeof v === 'string' && Object.hasOwn(assetScale, v) ? (v as Asset) : undefined;

const join = (prefix: string, key: string) => (prefix ? `${prefix}.${key}` : key);
const MAX_DEPTH = 24;

/** Epoch-ms values below this (3 March 1973) are almost surely seconds; above 1e14, microseconds. */
const SECONDS_CEILING = 1e11;
const MICROS_FLOOR = 1e14;

/**
 * Walks a value beside its schema: records what it showed, and reports what zod would not — fields the
 * contract lacks (INFO) and epoch times in the wrong unit (zod accepts seconds as a valid integer).
 */
export function observe(
  schema: z.ZodType,
  value: unknown,
  path: PropertyKey[],
  obs: Observed,
  findings: Finding[],
  depth = 0,
  site: Site = {},
  asset?: Asset,
): void {
  if (depth > MAX_DEPTH || value === undefined) return;
  const p = pathString(path);
  if (p) obs.fields.add(p);
  if (isNullable(schema) && defOf(core(schema)).type !== 'null') {
    obs.branches.add(`${p}#${value === null ? 'null' : 'value'}`);
  }
  if (value === null) return;
  const c = core(schema);
  const d = defOf(c);
  if (d.type === 'union') {
    const options = d.options ?? [];
    const branch = pickBranch(c, value);
    if (!branch) return;
    obs.branches.add(`${p}#${options.indexOf(branch)}`);
    observe(branch, value, path, obs, findings, depth + 1, site, asset);
    return;
  }
  if (d.type === 'object' && jsonType(value) === 'object') {
    const shape = d.shape ?? {};
    // Amounts next to an `asset` field, or under a key named after an asset, carry that asset's scale.
    const own = assetOf((value as Record<string, unknown>).asset);
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      const field = shape[k];
      const at = { owner: c as z.ZodObject, key: k };
      if (field) observe(field, v, [...path, k], obs, findings, depth + 1, at, own ?? assetOf(k) ?? asset);
      else if (!d.catchall) {
        findings.push({
          grade: 'INFO',
          check: 'data',
          kind: 'extra',
          path: pathString([...path, k]),
          detail: jsonType(v),
          message: `field the contract lacks (${jsonType(v)}${jsonType(v) === 'string' || jsonType(v) === 'number' ? ` ${JSON.stringify(v).slice(0, 40)}` : ''})`,
          site: { owner: c as z.ZodObject, key: k },
        });
      }
    }
    return;
  }
  if (d.type === 'array' && Array.isArray(value) && d.element) {
    obs.lists.set(p, Math.max(obs.lists.get(p) ?? 0, value.length));
    for (const [i, v] of value.entries())
      observe(d.element, v, [...path, i], obs, findings, depth + 1, site, asset);
    return;
  }
  if (d.type === 'record' && d.valueType && jsonType(value) === 'object') {
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      observe(d.valueType, v, [...path, k], obs, findings, depth + 1);
    }
    return;
  }
  if (enumValues(c) && (typeof value === 'string' || typeof value === 'number'))
    addTo(obs.enums, p, String(value));
  if (typeof value === 'string' && isDecimal(c) && /^-?\d+(\.\d+)?$/.test(value)) {
    const scale = value.split('.')[1]?.length ?? 0;
    addTo(obs.scales, p, scale);
    if (asset && scale > assetScale[asset]) {
      findings.push({
        grade: 'WARN',
        check: 'data',
        kind: 'scale',
        path: p,
        detail: String(scale),
        message: `${value} has ${scale} decimals; ${asset} is kept with ${assetScale[asset]}`,
        diagnosis: 'a changed decimal scale',
        site: { ...site, schema: c },
      });
    }
  }
  if (typeof value === 'number' && isEpochMs(c) && value > 0) {
    const unit = value < SECONDS_CEILING ? 'seconds' : value >= MICROS_FLOOR ? 'microseconds' : undefined;
    if (unit) {
      findings.push({
        grade: 'ERR',
        check: 'data',
        kind: 'unit',
        path: p,
        detail: unit,
        message: `epoch time ${value} looks like ${unit}, the contract says milliseconds`,
        diagnosis: `${unit} instead of milliseconds (${new Date(unit === 'seconds' ? value * 1000 : value / 1000).toISOString()} if read as ${unit})`,
        site: { ...site, schema: c },
      });
    }
  }
}

/** Everything a schema declares, for the coverage report. */
export function declared(schema: z.ZodType, prefix = '', out?: Declared, depth = 0): Declared {
  const acc: Declared = out ?? { fields: [], enums: new Map(), branches: [] };
  if (depth > MAX_DEPTH) return acc;
  if (prefix && !acc.fields.includes(prefix)) acc.fields.push(prefix);
  if (isNullable(schema) && defOf(core(schema)).type !== 'null') {
    for (const b of [`${prefix}#null`, `${prefix}#value`])
      if (!acc.branches.includes(b)) acc.branches.push(b);
  }
  const c = core(schema);
  const d = defOf(c);
  const values = enumValues(c);
  if (values) acc.enums.set(prefix, values.map(String));
  if (d.type === 'union') {
    for (const [i, o] of (d.options ?? []).entries()) {
      if (defOf(core(o)).type === 'null') continue;
      acc.branches.push(`${prefix}#${i}`);
      declared(o, prefix, acc, depth + 1);
    }
  } else if (d.type === 'object') {
    for (const [k, v] of Object.entries(d.shape ?? {})) declared(v, join(prefix, k), acc, depth + 1);
  } else if (d.type === 'array' && d.element) {
    declared(d.element, `${prefix}[]`, acc, depth + 1);
  }
  return acc;
}
