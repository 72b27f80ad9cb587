import { decimal, epochMs } from '@app/contracts';
import type { z } from 'zod';

/** The zod 4 definition fields the walker reads; zod keeps them on `_zod.def`. */
interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  getter?: () => z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  valueType?: z.ZodType;
  catchall?: z.ZodType;
}

export const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;
const parentOf = (s: z.ZodType): z.ZodType | undefined =>
  (s as unknown as { _zod: { parent?: z.ZodType } })._zod.parent;

const wrappers = new Set(['optional', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** Strips optional/default/readonly/pipe/lazy wrappers (not nullable: null is a branch of its own). */
export function unwrap(s: z.ZodType): z.ZodType {
  let cur = s;
  for (let i = 0; i < 16; i++) {
    const d = defOf(cur);
    if (wrappers.has(d.type) && d.innerType) cur = d.innerType;
    else if (d.type === 'pipe' && d.in) cur = d.in;
    else if (d.type === 'lazy' && d.getter) cur = d.getter();
    else return cur;
  }
  return cur;
}

/** Strips every wrapper, nullable included. */
export function core(s: z.ZodType): z.ZodType {
  let cur = unwrap(s);
  while (defOf(cur).type === 'nullable') cur = unwrap(defOf(cur).innerType as z.ZodType);
  return cur;
}

export const isNullable = (s: z.ZodType): boolean => {
  let cur = unwrap(s);
  for (let i = 0; i < 8; i++) {
    const d = defOf(cur);
    if (d.type === 'nullable' || d.type === 'null' || d.type === 'unknown' || d.type === 'any') return true;
    if (d.type === 'union') return (d.options ?? []).some(isNullable);
    if (!d.innerType) return false;
    cur = unwrap(d.innerType);
  }
  return false;
};

/** True when `s` is `target` or was derived from it (`.meta()`, `.refine()` keep a parent link). */
function derivesFrom(s: z.ZodType, target: z.ZodType): boolean {
  for (let cur: z.ZodType | undefined = core(s), i = 0; cur && i < 16; cur = parentOf(cur), i++) {
    if (cur === target) return true;
  }
  return false;
}

export const isEpochMs = (s: z.ZodType): boolean => derivesFrom(s, epochMs);
export const isDecimal = (s: z.ZodType): boolean => derivesFrom(s, decimal);

/** The values of an enum (or of a literal), or undefined when `s` is neither. */
export function enumValues(s: z.ZodType): unknown[] | undefined {
  const d = defOf(core(s));
  if (d.type === 'enum') return Object.values(d.entries ?? {});
  return undefined;
}

/** The object shape when `s` is an object. */
export function shapeOf(s: z.ZodType): Record<string, z.ZodType> | undefined {
  const d = defOf(core(s));
  return d.type === 'object' ? (d.shape ?? {}) : undefined;
}

/** A short name of what a schema accepts, for messages: `decimal string`, `epoch ms`, `number`, `enum`… */
export function describe(s: z.ZodType): string {
  if (isDecimal(s)) return 'decimal string';
  if (isEpochMs(s)) return 'epoch ms';
  const d = defOf(core(s));
  return isNullable(s) && d.type !== 'null' ? `${d.type} | null` : d.type;
}

/** The JSON type of a value, as a zod constructor name. */
export function jsonType(
  v: unknown,
): 'null' | 'array' | 'object' | 'string' | 'number' | 'boolean' | 'unknown' {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  const t = typeof v;
  return t === 'string' || t === 'number' || t === 'boolean' || t === 'object' ? t : 'unknown';
}

/**
 * The schema a path points at inside `root`, following the value so a union takes the branch that
 * fits. Returns the field's schema and, for an object field, the object that owns it.
 */
export function schemaAt(
  root: z.ZodType,
  path: readonly PropertyKey[],
  value: unknown,
): { schema?: z.ZodType; owner?: z.ZodObject; key?: string } {
  let schema: z.ZodType | undefined = root;
  let owner: z.ZodObject | undefined;
  let key: string | undefined;
  let v: unknown = value;
  for (const seg of path) {
    if (!schema) return {};
    let c = core(schema);
    if (defOf(c).type === 'union') c = core(pickBranch(c, v) ?? c);
    const d = defOf(c);
    if (d.type === 'object' && typeof seg === 'string') {
      owner = c as z.ZodObject;
      key = seg;
      schema = d.shape?.[seg] ?? d.catchall;
    } else if (d.type === 'array' && typeof seg === 'number') {
      schema = d.element;
    } else if (d.type === 'record') {
      schema = d.valueType;
    } else return { owner, key };
    v = v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[seg] : undefined;
  }
  return { schema, owner, key };
}

/** The union option a value belongs to: the one it parses with, else the object sharing most keys. */
export function pickBranch(union: z.ZodType, v: unknown): z.ZodType | undefined {
  const d = defOf(core(union)) as Def & { discriminator?: string };
  const options = d.options ?? [];
  if (d.discriminator && v !== null && typeof v === 'object') {
    const tag = (v as Record<string, unknown>)[d.discriminator];
    const byTag = options.find((o) => {
      const lit = shapeOf(o)?.[d.discriminator as string];
      return lit ? (defOf(core(lit)).values ?? []).includes(tag) : false;
    });
    if (byTag) return byTag;
  }
  const fit = options.find((o) => o.safeParse(v).success);
  if (fit) return fit;
  if (v === null || typeof v !== 'object') return options.find((o) => defOf(core(o)).type !== 'null');
  const keys = Object.keys(v);
  let best: z.ZodType | undefined;
  let bestScore = -1;
  for (const o of options) {
    const shape = shapeOf(o);
    if (!shape) continue;
    const score = keys.filter((k) => Object.hasOwn(shape, k)).length;
    if (score > bestScore) [best, bestScore] = [o, score];
  }
  return best;
}
