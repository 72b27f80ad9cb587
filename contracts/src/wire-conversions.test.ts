import { describe, expect, it } from 'vitest';
import { allEndpoints, decimal, serverMessage } from './index.ts';

interface Node {
  _zod: { def: Record<string, unknown> & { type: string; coerce?: boolean; checks?: Node[] } };
}
const isSchema = (v: unknown): v is Node => typeof v === 'object' && v !== null && '_zod' in v;

/**
 * The one conversion answers carry: the shared `decimal` trims surrounding spaces. The reference server
 * writes decimals with `fromMinor` (no spaces), and its serialization check (server/src/lib/route.ts, on in
 * every route test) fails when what it sends differs from the contract's parse, so a trusting client
 * reads the same strings. `toMinor` trims too, so the web's arithmetic would not see a difference.
 */
const decimalTrim = new Set(
  ((decimal as unknown as Node)._zod.def.checks ?? []).filter(
    (c) => (c._zod.def as { check?: string }).check === 'overwrite',
  ),
);

/** Where a schema would change a value it accepts: coercion, defaults, transforms, pipes, overwrites. */
function conversions(schema: Node, at: string, seen = new Set<Node>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def;
  const found: string[] = [];
  if (['pipe', 'transform', 'default', 'prefault', 'catch', 'codec', 'preprocess'].includes(def.type))
    found.push(`${at}: ${def.type}`);
  if (def.coerce) found.push(`${at}: coerce`);
  for (const check of def.checks ?? [])
    if ((check._zod.def as { check?: string }).check === 'overwrite' && !decimalTrim.has(check))
      found.push(`${at}: overwrite`);
  const visit = (value: unknown, path: string) => {
    if (isSchema(value)) found.push(...conversions(value, path, seen));
    else if (Array.isArray(value)) for (const [i, v] of value.entries()) visit(v, `${path}[${i}]`);
  };
  for (const [key, value] of Object.entries(def)) {
    if (key === 'checks') continue;
    if (key === 'shape' && value && typeof value === 'object')
      for (const [field, child] of Object.entries(value)) visit(child, `${at}.${field}`);
    else visit(value, `${at}<${key}>`);
  }
  if (def.type === 'lazy') visit((def.getter as () => unknown)(), `${at}<lazy>`);
  return found;
}

describe('answers and pushes a trusting client takes as sent', () => {
  it('convert nothing: no response or push schema coerces, defaults, transforms or pipes a value', () => {
    const found = [
      ...allEndpoints().flatMap(({ name, endpoint }) => [
        ...conversions(endpoint.data as unknown as Node, `${name}.data`),
        ...(endpoint.refusalData
          ? conversions(endpoint.refusalData.data as unknown as Node, `${name}.refusal`)
          : []),
      ]),
      ...conversions(serverMessage as unknown as Node, 'push'),
    ];
    expect(found).toEqual([]);
  });

  it('know the decimal trim as the only overwrite, and it leaves a decimal without spaces as it is', () => {
    expect(decimalTrim.size).toBe(1);
    for (const value of ['0', '-1.5', '100.500000', '123456789012345678.1'])
      expect(decimal.parse(value)).toBe(value);
  });
});
