import {
  allEndpoints,
  type ContractVerdict,
  type Endpoint,
  type JournalFrame,
  type JournalRequest,
} from '@app/contracts';
import { apiPrefix } from '../../lib/route.ts';
import type { ContractValidator } from './contract-verdict.ts';

const keep = 100;
/** Bodies longer than this are kept cut (the verdict then says so). */
const maxText = 16_384;

interface RawRequest extends Omit<JournalRequest, 'verdict' | 'code'> {
  body: string;
  contentType: string;
}
interface RawFrame extends Omit<JournalFrame, 'verdict' | 'ch'> {}

const calls = new Map<string, { name: string; endpoint: Endpoint }>(
  allEndpoints().map((c) => [`${c.endpoint.method} ${apiPrefix}${c.endpoint.path}`, c]),
);

/** A ring of the last `keep` items. */
function ring<T>() {
  const items: T[] = [];
  return {
    push(item: T) {
      items.push(item);
      if (items.length > keep) items.shift();
    },
    all: (): readonly T[] => items,
    clear: () => {
      items.length = 0;
    },
  };
}

/**
 * The last 100 API requests and 100 socket frames, kept raw; each gets its contract verdict when the
 * journal is read, so recording costs a push per request.
 */
export function requestJournal(validator: ContractValidator, clock: () => number) {
  const requests = ring<RawRequest>();
  const frames = ring<RawFrame>();
  let nextId = 1;

  const parse = (text: string): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  };
  // Session tokens (login answers, `online` frames) are shown cut to their first characters.
  const cut = (text: string) =>
    (text.length > maxText ? text.slice(0, maxText) : text).replace(
      /("token"\s*:\s*")([^"]{6})[^"]*"/g,
      '$1$2…"',
    );

  function requestVerdict(r: RawRequest): { code: number | null; verdict: ContractVerdict } {
    const body = parse(r.body) as { code?: unknown } | undefined;
    const code = typeof body?.code === 'number' ? body.code : null;
    const found = r.call ? calls.get(r.call) : undefined;
    if (!found) return { code, verdict: { grade: 'none', issues: ['no contract call for this route'] } };
    if (r.status === 0) return { code, verdict: { grade: 'err', issues: [`no answer (${r.fault})`] } };
    return { code, verdict: validator.response(found.endpoint, r) };
  }

  return {
    request(entry: Omit<RawRequest, 'id' | 'at' | 'call'> & { route: string | undefined }): void {
      const { route, ...rest } = entry;
      // A route of its own, or (behind the checking proxy's `/api/v1/*`) the path that names the call.
      const path = entry.url.split('?', 1)[0];
      const key = [route, path].map((r) => `${entry.method} ${r}`).find((k) => calls.has(k)) ?? null;
      requests.push({
        ...rest,
        body: cut(rest.body),
        id: nextId++,
        at: clock(),
        call: key,
      });
    },
    frame(direction: 'in' | 'out', text: string, fault: string | null = null): void {
      frames.push({ id: nextId++, at: clock(), direction, text: cut(text), fault });
    },
    read(): { requests: JournalRequest[]; frames: JournalFrame[] } {
      return {
        requests: requests.all().map(({ body: _body, ...r }) => {
          const { code, verdict } = requestVerdict({ ...r, body: _body });
          const name = r.call ? (calls.get(r.call)?.name ?? null) : null;
          return { ...r, call: name, code, verdict };
        }),
        frames: frames.all().map((f) => {
          const message = parse(f.text) as { ch?: unknown } | undefined;
          const ch = typeof message?.ch === 'string' ? message.ch : null;
          return { ...f, ch, verdict: validator.frame(f.direction, f.text) };
        }),
      };
    },
    clear(): void {
      requests.clear();
      frames.clear();
    },
  };
}
export type RequestJournal = ReturnType<typeof requestJournal>;
