import { ErrorCode, type ErrorCodeName } from '@app/contracts';
import type { Finding } from '../validator/index.ts';
import { enumValues } from '../validator/schema.ts';
import { enumLine, fieldLine, inEndpoint, objectLine, type SourceLine } from './source-index.ts';

/** A zod edit at a contract source line that would accept what the upstream sent. */
export interface Proposal {
  file: string;
  line: number;
  before: string;
  after: string;
  note?: string;
}

const zodOf = (type: string | undefined): string => {
  switch (type) {
    case 'string':
      return 'z.string()';
    case 'number':
      return 'z.number()';
    case 'boolean':
      return 'z.boolean()';
    case 'array':
      return 'z.array(z.unknown())';
    case 'object':
      return 'z.record(z.string(), z.unknown())';
    case 'null':
      return 'z.null()';
    default:
      return 'z.unknown()';
  }
};

/**
 * Splits a line at the expression of `key` (up to the next top-level `,` or closing bracket); undefined
 * when the expression goes on past this line.
 */
const splitField = (text: string, key: string) => {
  const m = new RegExp(`\\b${key}\\??:\\s*`).exec(text);
  if (!m) return undefined;
  const start = m.index + m[0].length;
  const cut = (end: number) => {
    const expr = text.slice(start, end).trimEnd();
    return { head: text.slice(0, start), expr, tail: text.slice(start + expr.length) };
  };
  let depth = 0;
  let quote: string | undefined;
  for (let i = start; i < text.length; i++) {
    const ch = text[i] as string;
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = undefined;
    } else if (ch === "'" || ch === '"' || ch === '`') quote = ch;
    else if ('([{'.includes(ch)) depth++;
    else if ((')]}'.includes(ch) && depth-- === 0) || (ch === ',' && depth === 0)) return cut(i);
  }
  return depth === 0 && !quote ? cut(text.length) : undefined;
};

const at = (line: SourceLine, after: string, note?: string): Proposal => ({
  file: line.file,
  line: line.line,
  before: line.text,
  after,
  ...(note ? { note } : {}),
});

const wrapField = (line: SourceLine, key: string, edit: (expr: string) => string, note?: string) => {
  const parts = splitField(line.text, key);
  if (!parts) return at(line, line.text, `${note ? `${note}; ` : ''}edit the expression that starts here`);
  return at(line, `${parts.head}${edit(parts.expr)}${parts.tail}`, note);
};

const codeName = (code: number) =>
  (Object.entries(ErrorCode).find(([, c]) => c === code)?.[0] as ErrorCodeName | undefined) ?? undefined;

/**
 * Rules the contract states on purpose (a balance is never negative, a list never empty, every msg
 * translated, public channels push, tokens are refreshed): the upstream must change, not the contract.
 */
const noEdit = new Set<Finding['kind']>(['negative', 'emptied', 'untranslated', 'silent', 'refresh']);

/** The contract edit that would accept what the upstream sent, for one finding of call `path`. */
export function propose(f: Finding, endpointPath: string | undefined): Proposal | undefined {
  if (noEdit.has(f.kind)) return undefined;
  const key = f.site?.key;
  if (f.kind === 'code') {
    const line = endpointPath ? inEndpoint(endpointPath, /^\s*errors:/) : undefined;
    const name = codeName(Number(f.detail));
    const ref = name ? `ErrorCode.${name}` : undefined;
    if (!line) return undefined;
    if (!ref)
      return at(
        line,
        line.text,
        `code ${f.detail} is not in the catalogue: add it to contracts/src/errors.ts first`,
      );
    const after = /\[\s*\]/.test(line.text)
      ? line.text.replace(/\[\s*\]/, `[${ref}]`)
      : /\]/.test(line.text)
        ? line.text.replace(/\]/, `, ${ref}]`)
        : `${line.text}\n      ${ref},`;
    return at(line, after);
  }
  if (f.kind === 'enum' && f.site?.schema) {
    const line = enumLine(f.site.schema, key ? fieldLine(f.site.owner, key, endpointPath) : undefined);
    if (!line) return undefined;
    const v = `'${f.detail}'`;
    if (/^\]/.test(line.text)) return at(line, `  ${v},\n${line.text}`);
    const values = enumValues(f.site.schema) ?? [];
    const last = values.length ? `'${String(values[values.length - 1])}'` : undefined;
    return last && line.text.includes(last)
      ? at(line, line.text.replace(last, `${last}, ${v}`))
      : at(line, line.text, `add ${v} to the enum`);
  }
  if (!key) return undefined;
  if (f.kind === 'extra') {
    const line = objectLine(f.site?.owner, endpointPath);
    if (!line) return undefined;
    const field = `${key}: ${zodOf(f.detail)}`;
    return /\}\)/.test(line.text) && /z\.object\(\{/.test(line.text)
      ? at(line, line.text.replace(/\s*\}\)/, `, ${field} })`))
      : at(line, `${line.text}\n  ${field},`);
  }
  const line = fieldLine(f.site?.owner, key, endpointPath);
  if (!line) return undefined;
  switch (f.kind) {
    case 'missing':
      return wrapField(line, key, (e) => `${e}.optional()`);
    case 'null':
      return wrapField(line, key, (e) => `${e}.nullable()`);
    case 'renamed':
      return at(line, line.text.replace(new RegExp(`\\b${key}(\\??:)`), `${f.detail}$1`), f.diagnosis);
    case 'retyped':
      return wrapField(line, key, (e) => `z.union([${e}, ${zodOf(f.detail)}])`, f.diagnosis);
    case 'unit':
      return wrapField(
        line,
        key,
        () => `z.number().int().nonnegative().meta({ description: 'Epoch ${f.detail}' })`,
        `the upstream sends ${f.detail}: convert where the value is read`,
      );
    case 'scale':
      return at(
        line,
        line.text,
        `the upstream sends ${f.detail} decimals: the stored scale must change with it`,
      );
    default:
      return at(line, line.text, `the upstream's value breaks this field's rule (${f.message})`);
  }
}
