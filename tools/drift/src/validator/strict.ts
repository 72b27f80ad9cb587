import type { z } from 'zod';
import { type Check, type Finding, pathString } from './findings.ts';
import { describe, enumValues, isDecimal, isEpochMs, jsonType, schemaAt } from './schema.ts';
import { emptyObserved, type Observed, observe } from './walk.ts';

type Issue = z.core.$ZodIssue;

const at = (value: unknown, path: readonly PropertyKey[]): { present: boolean; value: unknown } => {
  let cur: unknown = value;
  for (const seg of path) {
    if (cur === null || typeof cur !== 'object' || !Object.hasOwn(cur, seg))
      return { present: false, value: undefined };
    cur = (cur as Record<PropertyKey, unknown>)[seg];
  }
  return { present: true, value: cur };
};

const show = (v: unknown) => {
  const s = JSON.stringify(v);
  return s === undefined ? 'undefined' : s.length > 40 ? `${s.slice(0, 37)}…` : s;
};

/** One zod issue as a graded finding, with the diagnosis of a common drift when it looks like one. */
function fromIssue(
  root: z.ZodType,
  value: unknown,
  issue: Issue,
  prefix: PropertyKey[],
  check: Check,
): Finding {
  const path = issue.path as PropertyKey[];
  const site = schemaAt(root, path, value);
  const here = at(value, path);
  const full = pathString([...prefix, ...path]);
  const base = { check, path: full, site };
  const expected = site.schema ? describe(site.schema) : 'a value';
  if (issue.code === 'invalid_type' && !here.present) {
    return { ...base, grade: 'ERR', kind: 'missing', message: `missing field (contract: ${expected})` };
  }
  if (issue.code === 'invalid_type' && here.value === null) {
    return {
      ...base,
      // A strict client (a generated one, zod in the app) refuses the whole answer: as bad as a retype.
      grade: 'ERR',
      kind: 'null',
      message: `null where the contract never allows it (${expected})`,
    };
  }
  if (issue.code === 'invalid_type') {
    const got = jsonType(here.value);
    const diagnosis =
      site.schema && isDecimal(site.schema) && got === 'number'
        ? 'number instead of decimal string'
        : typeof here.value === 'string' && issue.expected === 'number' && /^-?\d+(\.\d+)?$/.test(here.value)
          ? 'decimal string instead of number'
          : undefined;
    return {
      ...base,
      grade: 'ERR',
      kind: 'retyped',
      detail: got,
      message: `retyped: ${got} ${show(here.value)} where the contract has ${expected}`,
      ...(diagnosis ? { diagnosis } : {}),
    };
  }
  if (issue.code === 'invalid_value' && site.schema && enumValues(site.schema)) {
    return {
      ...base,
      grade: 'WARN',
      kind: 'enum',
      detail: String(here.value),
      message: `unknown enum value ${show(here.value)} (contract: ${enumValues(site.schema)?.join(' | ')})`,
    };
  }
  if (issue.code === 'too_small' && issue.origin === 'array' && Array.isArray(here.value)) {
    return {
      ...base,
      grade: 'ERR',
      kind: 'emptied',
      message: `empty list where the contract says it is never empty`,
      diagnosis: 'an emptied list',
    };
  }
  if (
    issue.code === 'invalid_format' &&
    site.schema &&
    isDecimal(site.schema) &&
    typeof here.value === 'string' &&
    /^-\d/.test(here.value)
  ) {
    return {
      ...base,
      grade: 'ERR',
      kind: 'negative',
      message: `negative amount ${show(here.value)} where the contract says it is never negative`,
      diagnosis: 'a negative balance',
    };
  }
  if (issue.code === 'invalid_union') {
    return {
      ...base,
      grade: 'ERR',
      kind: 'union',
      message: `fits no branch of the union: ${show(here.value)}`,
    };
  }
  return {
    ...base,
    grade: 'ERR',
    kind: 'format',
    detail: issue.code,
    message: `${issue.message}: ${show(here.value)}${site.schema ? ` (contract: ${expected})` : ''}`,
  };
}

/**
 * A missing field and a field the contract lacks, in the same object, whose value the missing field's
 * schema accepts: most likely a rename. They become one ERR that names both.
 */
function pairRenames(findings: Finding[], value: unknown, prefix: PropertyKey[]): Finding[] {
  const extras = findings.filter((f) => f.kind === 'extra');
  const used = new Set<Finding>();
  const norm = (k: string) => k.toLowerCase().replace(/[^a-z0-9]/g, '');
  for (const miss of findings) {
    if (miss.kind !== 'missing' || !miss.site?.schema || !miss.site.key) continue;
    const parent = miss.path.slice(0, miss.path.length - miss.site.key.length);
    const candidates = extras.filter(
      (e) => !used.has(e) && e.site?.key && e.path.slice(0, e.path.length - e.site.key.length) === parent,
    );
    const fits = candidates.filter((e) => sampleFits(miss.site?.schema, value, e.path, prefix));
    const key = miss.site.key;
    const similar = (e: Finding) => {
      const [a, b] = [norm(e.site?.key ?? ''), norm(key)];
      return a === b || a.includes(b) || b.includes(a);
    };
    // Without a similar name, a lone candidate counts only when the schema is specific enough to tell.
    const schema = miss.site.schema;
    const specific = isDecimal(schema) || isEpochMs(schema) || enumValues(schema) !== undefined;
    const pick = fits.find(similar) ?? (fits.length === 1 && specific ? fits[0] : undefined);
    if (!pick) continue;
    used.add(pick);
    miss.kind = 'renamed';
    miss.detail = pick.site?.key;
    miss.message = `renamed: ${key} is missing and ${pick.site?.key} carries values its schema accepts`;
    miss.diagnosis = `field renamed ${key} → ${pick.site?.key}`;
  }
  return findings.filter((f) => !used.has(f));
}

/** A folded path as segments, `[]` standing for every item of a list. */
const segments = (path: string) =>
  path
    .split(/\.|(?=\[\])/)
    .flatMap((seg) =>
      seg.startsWith('[]') ? ['[]', ...(seg.length > 2 ? [seg.slice(2)] : [])] : seg ? [seg] : [],
    );

/** Whether every value at a folded path (one per list item) parses with `schema`. */
function sampleFits(
  schema: z.ZodType | undefined,
  value: unknown,
  path: string,
  prefix: PropertyKey[],
): boolean {
  if (!schema) return false;
  const segs = segments(path).slice(segments(pathString(prefix)).length);
  const values = collect(value, segs);
  return values.length > 0 && values.every((v) => schema.safeParse(v).success);
}

function collect(value: unknown, segs: string[]): unknown[] {
  if (segs.length === 0) return [value];
  const [head = '', ...rest] = segs;
  if (head === '[]') return Array.isArray(value) ? value.flatMap((v) => collect(v, rest)) : [];
  if (value === null || typeof value !== 'object' || !Object.hasOwn(value, head)) return [];
  return collect((value as Record<string, unknown>)[head], rest);
}

export interface Verdict {
  findings: Finding[];
  observed: Observed;
}

/**
 * Validates a value with the contract's own zod schema, strictly: zod's issues graded, plus the fields
 * the contract lacks (zod strips those silently) and the drifts zod cannot see (time units).
 */
export function validateStrict(
  schema: z.ZodType,
  value: unknown,
  options: { prefix?: PropertyKey[]; check?: Check; observed?: Observed } = {},
): Verdict {
  const prefix = options.prefix ?? [];
  const check = options.check ?? 'data';
  const observed = options.observed ?? emptyObserved();
  const findings: Finding[] = [];
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) findings.push(fromIssue(schema, value, issue, prefix, check));
  }
  const walked: Finding[] = [];
  observe(schema, value, prefix, observed, walked);
  for (const f of walked) findings.push({ ...f, check });
  return { findings: dedupe(pairRenames(findings, value, prefix)), observed };
}

/** The same drift in every list item is one finding. */
function dedupe(findings: Finding[]): Finding[] {
  const seen = new Map<string, Finding>();
  for (const f of findings) {
    const key = `${f.kind} ${f.path} ${f.detail ?? ''}`;
    if (!seen.has(key)) seen.set(key, f);
  }
  return [...seen.values()];
}
