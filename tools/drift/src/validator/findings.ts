import type { z } from 'zod';

/** ERR fails the run; WARN is drift a client may survive; INFO is worth knowing (an extra field). */
export type Grade = 'ERR' | 'WARN' | 'INFO';

/** Which check of a call a finding belongs to: one JUnit testcase per call × check. */
export type Check = 'transport' | 'content-type' | 'envelope' | 'data' | 'code' | 'socket';

export type FindingKind =
  | 'call-failed'
  | 'content-type'
  | 'envelope'
  | 'missing'
  | 'retyped'
  | 'renamed'
  | 'unit'
  | 'scale'
  | 'format'
  | 'null'
  | 'enum'
  | 'union'
  | 'code'
  | 'extra'
  | 'emptied'
  | 'negative'
  | 'untranslated'
  | 'silent'
  | 'refresh';

/** Where in the contract a finding points: the object that owns the field, and the field's schema. */
export interface Site {
  schema?: z.ZodType;
  owner?: z.ZodObject;
  key?: string;
}

export interface Finding {
  grade: Grade;
  check: Check;
  kind: FindingKind;
  /** Dotted path with array indexes folded to `[]`, e.g. `data.list[].strike_time`. */
  path: string;
  message: string;
  /** A short value for the baseline key besides the path: the unknown enum value, the code, the new name. */
  detail?: string;
  /** The common drift this looks like (seconds vs ms, number vs decimal string, a rename…). */
  diagnosis?: string;
  /** Not serialized: the contract schema the finding points at, for proposing an edit. */
  site?: Site;
}

export const gradeRank: Record<Grade, number> = { ERR: 0, WARN: 1, INFO: 2 };

export const worst = (findings: readonly Finding[]): Grade | undefined =>
  findings.reduce<Grade | undefined>(
    (acc, f) => (acc === undefined || gradeRank[f.grade] < gradeRank[acc] ? f.grade : acc),
    undefined,
  );

/** Folds array indexes so the same field in every list item is one path. */
export const pathString = (segments: readonly PropertyKey[]): string =>
  segments.reduce<string>((acc, s) => {
    if (typeof s === 'number') return `${acc}[]`;
    const key = String(s);
    return acc ? `${acc}.${key}` : key;
  }, '');

/** Drops the schema references so a finding can be written as JSON. */
export const plainFinding = ({ site: _site, ...rest }: Finding): Omit<Finding, 'site'> => rest;
