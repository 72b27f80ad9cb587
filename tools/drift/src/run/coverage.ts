import { businessCodes, type Endpoint, httpAnswers, serverMessage } from '@app/contracts';
import { declared, type Observed } from '../validator/index.ts';

export interface Tally {
  declared: number;
  seen: number;
}

export interface Coverage {
  calls: Tally;
  fields: Tally;
  enumValues: Tally;
  unionBranches: Tally;
  errorCodes: Tally;
  socketMessages: Tally;
  /** Everything the contract declares that this run never saw, so nothing passes vacuously. */
  neverObserved: string[];
}

export interface CallSeen {
  name: string;
  endpoint: Endpoint;
  called: boolean;
  /** Why it was not called. */
  reason?: string;
  observed: Observed;
  codes: Set<number>;
}

const tally = (): Tally => ({ declared: 0, seen: 0 });

/** Seen vs declared for calls, fields, enum values, union branches, error codes and socket messages. */
export function coverageOf(
  calls: readonly CallSeen[],
  socket: { observed: Observed; seen: ReadonlySet<string> } | undefined,
): Coverage {
  const c: Coverage = {
    calls: tally(),
    fields: tally(),
    enumValues: tally(),
    unionBranches: tally(),
    errorCodes: tally(),
    socketMessages: tally(),
    neverObserved: [],
  };
  const never = (what: string) => c.neverObserved.push(what);
  const count = (t: Tally, hit: boolean, what: string) => {
    t.declared++;
    if (hit) t.seen++;
    else never(what);
  };
  const shape = (name: string, schema: Parameters<typeof declared>[0], prefix: string, obs: Observed) => {
    const d = declared(schema, prefix);
    for (const f of d.fields) count(c.fields, obs.fields.has(f), `${name} field ${f}`);
    for (const [path, values] of d.enums) {
      for (const v of values)
        count(c.enumValues, obs.enums.get(path)?.has(v) ?? false, `${name} ${path} = ${v}`);
    }
    for (const b of d.branches) {
      const [path, branch] = b.split('#');
      count(c.unionBranches, obs.branches.has(b), `${name} ${path} as ${branch}`);
    }
  };
  for (const call of calls) {
    count(c.calls, call.called, `${call.name} not called${call.reason ? `: ${call.reason}` : ''}`);
    if (!call.called) continue;
    shape(call.name, call.endpoint.data, 'data', call.observed);
    // A server fault (500) cannot be provoked from outside, so it is left out of what must be seen.
    const transport = httpAnswers(call.endpoint).filter((a) => a.status < 500);
    const codes = new Set<number>([...businessCodes(call.endpoint), ...transport.map((a) => a.code)]);
    for (const code of codes) count(c.errorCodes, call.codes.has(code), `${call.name} code ${code}`);
  }
  if (socket) {
    for (const o of serverMessage.options) {
      const ch = String(o.shape.ch.value);
      count(c.socketMessages, socket.seen.has(ch), `websocket message ${ch}`);
    }
    shape('websocket', serverMessage, '', socket.observed);
  }
  return c;
}
