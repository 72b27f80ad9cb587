import { readFile } from 'node:fs/promises';
import { Parser } from '@asyncapi/parser';
import { describe, expect, it } from 'vitest';
import { asyncApiDocument } from './asyncapi.ts';
import { liveMessageDocs } from './live/catalogue.ts';

const doc = asyncApiDocument() as {
  components: { messages: Record<string, unknown> };
  operations: Record<string, { action: string }>;
};

describe('the AsyncAPI document of the websocket', () => {
  // The parser takes seconds on a busy machine: a limit for a hang, not a performance bar.
  it('is accepted by @asyncapi/parser with no error and no warning', { timeout: 30_000 }, async () => {
    const { document, diagnostics } = await new Parser().parse(JSON.stringify(doc));
    const findings = diagnostics.filter((d) => d.severity <= 1);
    expect(findings.map((d) => `${d.code}: ${d.message} at ${d.path.join('.')}`)).toEqual([]);
    expect(document?.version()).toBe('3.0.0');
  });

  it('has every client and server message of contracts/src/live, with what it is for', () => {
    expect(Object.keys(doc.components.messages).sort()).toEqual(Object.keys(liveMessageDocs).sort());
  });

  it('has the client sending heart, online, sub and unsub', () => {
    const received = Object.entries(doc.operations).filter(([, o]) => o.action === 'receive');
    expect(received.map(([name]) => name).sort()).toEqual(
      ['receive-heart', 'receive-online', 'receive-sub', 'receive-unsub'].sort(),
    );
  });

  it('is committed as contracts/asyncapi.json (run `pnpm --filter @app/contracts openapi` after a change)', async () => {
    const committed = JSON.parse(await readFile(new URL('../asyncapi.json', import.meta.url), 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(doc)));
  });
});
