import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { redactAnswer, redactHeader, redactValue, uploadPlaceholder } from './redaction.ts';

/** One line of a recording (NDJSON): its header first, then answers and socket frames in order. */
const headerLine = z.object({
  type: z.literal('recording'),
  name: z.string(),
  upstream: z.string(),
  at: z.number(),
});
const answerLine = z.object({
  type: z.literal('http'),
  at: z.number(),
  /** Method, path and sorted query (`callKey`): what is known before the body is read. */
  call: z.string(),
  /** What replay matches on: that and the normalized body (see `requestKey`). */
  key: z.string(),
  status: z.number().int(),
  headers: z.record(z.string(), z.string()),
  body: z.string(),
  /** A rule changed the body: replay is then not byte for byte. */
  redacted: z.boolean(),
});
const frameLine = z.object({
  type: z.literal('ws'),
  at: z.number(),
  direction: z.enum(['in', 'out']),
  text: z.string(),
});
const line = z.discriminatedUnion('type', [headerLine, answerLine, frameLine]);
export type RecordedAnswer = z.infer<typeof answerLine>;

/** `<RECORDINGS_DIR>/<name>.ndjson`; unset, a `recordings` folder beside the database file. */
export function recordingFile(config: Pick<Config, 'RECORDINGS_DIR' | 'DATABASE_URL'>, name: string): string {
  const url = config.DATABASE_URL;
  const dir = config.RECORDINGS_DIR
    ? resolve(config.RECORDINGS_DIR)
    : url.startsWith('file:') && !url.includes(':memory:')
      ? join(dirname(resolve(url.slice(5))), 'recordings')
      : join(tmpdir(), 'coinly-recordings');
  return join(dir, `${name}.ndjson`);
}

const sortKeys = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(sortKeys)
    : v !== null && typeof v === 'object'
      ? Object.fromEntries(
          Object.entries(v)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([k, inner]) => [k, sortKeys(inner)]),
        )
      : v;
const normalized = (fields: unknown) => JSON.stringify(sortKeys(redactValue(fields).value));

/**
 * The key a request is recorded and replayed under: method, path, its query and body as sorted, redacted
 * fields (a form and the same fields as JSON are one key; a password or token never decides a match), and
 * any upload as one placeholder.
 */
export function requestKey(method: string, url: string, body: unknown, multipart = false): string {
  const sent = multipart ? uploadPlaceholder : body === undefined || body === null ? '' : normalized(body);
  return `${callKey(method, url)} ${sent}`;
}

/** The part of `requestKey` known before the body is read: method, path and query. */
export function callKey(method: string, url: string): string {
  const [path = '', query = ''] = url.split('?', 2);
  return `${method} ${path} ${normalized(Object.fromEntries(new URLSearchParams(query)))}`;
}

/** The fields of a raw request body, as the reference server's parsers would read them. */
export function bodyFields(contentType: string, raw: Buffer | undefined): unknown {
  if (!raw || raw.length === 0) return undefined;
  const text = raw.toString('utf8');
  if (contentType.includes('application/json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  if (contentType.includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text));
  return text;
}

/** Starts a recording (an existing one of that name is replaced) and appends to it as traffic passes. */
export function recorder(file: string, name: string, upstream: string, clock: () => number) {
  mkdirSync(dirname(file), { recursive: true });
  const write = (entry: z.infer<typeof line>) => appendFileSync(file, `${JSON.stringify(entry)}\n`);
  writeFileSync(file, '');
  write({ type: 'recording', name, upstream, at: clock() });
  return {
    file,
    answer(
      request: { call: string; key: string },
      status: number,
      headers: Record<string, string>,
      body: string,
      binary: boolean,
    ) {
      const { text, redacted } = binary ? { text: uploadPlaceholder, redacted: true } : redactAnswer(body);
      const kept = Object.fromEntries(Object.entries(headers).map(([n, v]) => [n, redactHeader(n, v)]));
      write({ type: 'http', at: clock(), ...request, status, headers: kept, body: text, redacted });
    },
    frame(direction: 'in' | 'out', text: string) {
      write({ type: 'ws', at: clock(), direction, text: redactAnswer(text).text });
    },
  };
}
export type Recorder = ReturnType<typeof recorder>;

/** A recording's answers by request key, each list in the order they were recorded. */
export function readRecording(file: string): Map<string, RecordedAnswer[]> {
  if (!existsSync(file)) throw new Error(`REPLAY: no recording at ${file} (record one with RECORD first)`);
  const byKey = new Map<string, RecordedAnswer[]>();
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((text, i) => {
    if (!text.trim()) return;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new Error(`${file}:${i + 1}: not JSON`);
    }
    const parsed = line.safeParse(json);
    if (!parsed.success) throw new Error(`${file}:${i + 1}: not a recording line (${parsed.error.message})`);
    if (parsed.data.type !== 'http') return;
    byKey.set(parsed.data.key, [...(byKey.get(parsed.data.key) ?? []), parsed.data]);
  });
  return byKey;
}
