import { type ClientMessage, channels } from '@app/contracts';
import WebSocket from 'ws';
import type { Tls } from '../args.ts';
import { checkFrame, emptyObserved, type Finding, type Observed } from '../validator/index.ts';

/** The message each socket check waits for (`ws.connect` is answered, the others are pushed). */
export const socketPushes: Record<string, string> = {
  'ws.heart': 'ping',
  'ws.tickers': 'tickers',
  'ws.ticker': 'ticker',
  'ws.kline': 'kline',
  'ws.orders': 'order',
  'ws.balance': 'balance',
};

/** One channel family's part of the websocket check: the frames validated and what they showed. */
export interface SocketCase {
  name: string;
  findings: Finding[];
  frames: number;
  /** Set when nothing arrived for a private family (never observed, not a failure by itself). */
  unobserved?: string;
}

export interface SocketRun {
  cases: SocketCase[];
  observed: Observed;
  /** Message types (`ch`) seen. */
  seen: Set<string>;
  close: () => Promise<SocketCase[]>;
}

/** Which family a server message belongs to. */
const familyOf = (ch: string, data: unknown): string => {
  if (ch === 'ping') return 'ws.heart';
  if (ch === 'order') return 'ws.orders';
  if (ch === 'subscribed' || ch === 'error') {
    const channel = String((data as { channel?: unknown } | null)?.channel ?? '');
    return channel ? `ws.${channel.split('.')[0]}` : 'ws.connect';
  }
  return `ws.${ch}`;
};

const FIRST_MESSAGES = 3;
const publicFamilies = new Set(['ws.heart', 'ws.tickers', 'ws.ticker', 'ws.kline']);

/**
 * Opens the websocket named by `common/base`, sends `heart` and `online`, subscribes to every channel
 * family and validates the first messages of each. Frames keep arriving while the HTTP calls run;
 * `close()` waits (up to the timeout) for families still silent, then reports.
 */
export async function openSocketCheck(opts: {
  base: string;
  wss: string;
  uid: number | null;
  token?: string;
  symbol?: string;
  timeoutMs: number;
  headers?: Record<string, string>;
  tls?: Tls;
}): Promise<SocketRun> {
  const url = new URL(opts.wss, opts.base.replace(/^http/, 'ws'));
  url.searchParams.set('uid', String(opts.uid ?? ''));
  url.searchParams.set('t', String(Date.now()));
  const families = new Map<string, SocketCase>();
  const caseOf = (name: string) => {
    const found = families.get(name);
    if (found) return found;
    const made: SocketCase = { name, findings: [], frames: 0 };
    families.set(name, made);
    return made;
  };
  const wanted = ['ws.connect', 'ws.heart', 'ws.tickers'];
  if (opts.symbol) wanted.push('ws.ticker', 'ws.kline');
  if (opts.token) wanted.push('ws.orders', 'ws.balance');
  for (const w of wanted) caseOf(w);
  const observed = emptyObserved();
  const seen = new Set<string>();

  const socket = new WebSocket(url, { headers: opts.headers ?? {}, ...opts.tls });
  const opened = await new Promise<string | undefined>((resolve) => {
    const timer = setTimeout(() => resolve('timed out'), opts.timeoutMs);
    const done = (why: string | undefined) => {
      clearTimeout(timer);
      resolve(why);
    };
    socket.once('open', () => done(undefined));
    socket.once('error', (err) => done(err.message));
  });
  if (opened) {
    caseOf('ws.connect').findings.push({
      grade: 'ERR',
      check: 'socket',
      kind: 'call-failed',
      path: '',
      message: `cannot open ${url.href}: ${opened}`,
    });
    const cases = [...families.values()];
    return { cases, observed, seen, close: async () => cases };
  }
  socket.on('message', (raw, isBinary) => {
    const verdict = checkFrame(isBinary ? '<binary>' : raw.toString(), observed);
    const data = (verdict.message as { data?: unknown } | undefined)?.data;
    const c = caseOf(familyOf(verdict.ch ?? 'connect', data));
    if (verdict.ch) seen.add(verdict.ch);
    c.frames++;
    if (c.frames <= FIRST_MESSAGES) c.findings.push(...verdict.findings);
    if (verdict.ch === 'error') {
      c.findings.push({
        grade: 'ERR',
        check: 'socket',
        kind: 'call-failed',
        path: 'data',
        message: `refused: ${JSON.stringify(data)}`,
      });
    }
  });
  const send = (m: ClientMessage) => socket.send(JSON.stringify(m));
  send({ ch: 'heart', data: { uid: opts.uid } });
  send({ ch: 'online', data: { uid: opts.uid, ...(opts.token ? { token: opts.token } : {}) } });
  send({ ch: 'sub', data: { channel: channels.tickers } });
  if (opts.symbol) {
    send({ ch: 'sub', data: { channel: channels.ticker(opts.symbol) } });
    send({ ch: 'sub', data: { channel: channels.kline(opts.symbol, '1Min') } });
  }
  if (opts.token) {
    send({ ch: 'sub', data: { channel: channels.orders } });
    send({ ch: 'sub', data: { channel: channels.balance } });
  }
  const silent = () => wanted.filter((w) => socketPushes[w] && !seen.has(socketPushes[w] as string));
  const close = async () => {
    const deadline = Date.now() + opts.timeoutMs;
    while (silent().length > 0 && Date.now() < deadline && socket.readyState === WebSocket.OPEN) {
      await new Promise((r) => setTimeout(r, 100));
    }
    for (const w of silent()) {
      const what = `no ${socketPushes[w]} message arrived`;
      // Public channels push to anyone subscribed (prices, the heartbeat's ping): silence is drift. The
      // private ones push only when something happens to the account, so silence is just not observed.
      if (publicFamilies.has(w)) {
        caseOf(w).findings.push({
          grade: 'ERR',
          check: 'socket',
          kind: 'silent',
          path: '',
          message: `silent public channel: ${what} within ${opts.timeoutMs} ms of the last call`,
          diagnosis: 'a silent public channel',
        });
      } else caseOf(w).unobserved = what;
    }
    socket.close();
    return [...families.values()];
  };
  return { cases: [...families.values()], observed, seen, close };
}
