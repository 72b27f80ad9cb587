import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as full from './index.ts';
import * as generated from './wire.generated.ts';
import * as wire from './wire.ts';
import { wireApi } from './wire-index.ts';

/** The runtime imports (not `import type`) of a module and of everything it loads, with their specifiers. */
function importGraph(file: string, seen = new Map<string, string[]>()): Map<string, string[]> {
  if (seen.has(file)) return seen;
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/^(?:import|export)\s+(?!type\b)[^'"]*?from\s+'([^']+)'/gm)].map(
    (m) => m[1] as string,
  );
  seen.set(file, specifiers);
  for (const s of specifiers) if (s.startsWith('.')) importGraph(join(dirname(file), s), seen);
  return seen;
}

describe('the zod-free client entry', () => {
  it('has a generated call index equal to what the contracts derive (run `pnpm --filter @app/contracts wire` when this fails)', () => {
    expect(generated.api).toEqual(wireApi());
    expect(Object.keys(generated)).toEqual(['api']);
  });

  it('gives each call exactly the method, path, auth, errors and flags the full contract has', () => {
    for (const { name, endpoint } of full.allEndpoints()) {
      const [group = '', call = ''] = name.split('.');
      const entry = (wire.api as Record<string, Record<string, Record<string, unknown>>>)[group]?.[call];
      expect(entry, name).toEqual({
        method: endpoint.method,
        path: endpoint.path,
        auth: endpoint.auth,
        errors: endpoint.errors,
        ...(endpoint.movesMoney ? { movesMoney: true } : {}),
        ...(endpoint.multipart ? { multipart: endpoint.multipart } : {}),
      });
    }
  });

  it('exports only the full entry own values, the index aside', () => {
    for (const [name, value] of Object.entries(wire)) {
      expect(Object.hasOwn(full, name), name).toBe(true);
      if (name !== 'api') expect(value, name).toBe((full as Record<string, unknown>)[name]);
    }
  });

  it('loads no module that imports zod', () => {
    const graph = importGraph(join(import.meta.dirname, 'wire.ts'));
    const loadingZod = [...graph].filter(([, specifiers]) =>
      specifiers.some((s) => s === 'zod' || s.startsWith('zod/')),
    );
    expect(loadingZod.map(([file]) => file)).toEqual([]);
    expect(graph.size).toBeGreaterThan(5);
  });
});
