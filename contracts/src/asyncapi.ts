import { z } from 'zod';
import { intervals } from './endpoints/market.ts';
import { liveMessageDocs, liveSubscriptions } from './live/catalogue.ts';
import { clientMessage, liveConstants, serverMessage } from './live/messages.ts';
import { publisher } from './openapi.ts';

type Json = Record<string, unknown>;
type Ch = keyof typeof liveMessageDocs;
type Option = z.ZodObject<{ ch: z.ZodLiteral<string>; data: z.ZodType }>;

const payloadOf = (s: z.ZodType): Json => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(s, {
    target: 'draft-7',
    unrepresentable: 'any',
  }) as Json;
  return rest;
};

/** Every message of a union, keyed by its `ch`. */
const byCh = (union: { options: readonly Option[] }): Map<Ch, Option> =>
  new Map(union.options.map((o) => [o.shape.ch.value as Ch, o]));

const ref = (path: string) => ({ $ref: `#/${path}` });

const parameters: Record<string, Json> = {
  symbol: { description: 'Upper-case base symbol, e.g. BTC (see market/list)', examples: ['BTC'] },
  interval: { description: 'Candle interval', enum: [...intervals], examples: ['1Min'] },
};

const paramsOf = (address: string): Json | undefined => {
  const names = [...address.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  return names.length ? Object.fromEntries(names.map((n) => [n, parameters[n]])) : undefined;
};

let built: Json | undefined;

/**
 * The websocket at `/ws` as an AsyncAPI 3.0 document, generated from `contracts/src/live`. Built once per
 * process (every app the server builds, a test's or a sandbox's, serves it, and its zod → JSON Schema
 * conversion is most of its cost); shared between callers: nothing downstream changes it.
 */
export function asyncApiDocument(): Json {
  built ??= buildDocument();
  return built;
}

function buildDocument(): Json {
  const client = byCh(clientMessage as never);
  const server = byCh(serverMessage as never);
  const pushed = new Set<Ch>(liveSubscriptions.map((s) => s.push));
  const messages = Object.fromEntries(
    [...client, ...server].map(([ch, schema]) => [
      ch,
      { name: ch, title: ch, summary: liveMessageDocs[ch], payload: payloadOf(schema) },
    ]),
  );
  const control = [...client.keys(), ...[...server.keys()].filter((ch) => !pushed.has(ch))];
  const channels: Json = {
    socket: {
      address: null,
      title: 'The socket itself',
      description: 'Every frame is JSON { ch, data }. Heartbeat, sign-in and subscription control.',
      messages: Object.fromEntries(control.map((ch) => [ch, ref(`components/messages/${ch}`)])),
    },
  };
  for (const s of liveSubscriptions) {
    const params = paramsOf(s.address);
    channels[s.push] = {
      address: s.address,
      description: `Subscribe with sub { channel: "${s.address}" }.${s.private ? ' Private: send online with a token first (any time: the socket follows the session).' : ''}`,
      ...(params ? { parameters: params } : {}),
      messages: { [s.push]: ref(`components/messages/${s.push}`) },
    };
  }
  const operation = (ch: Ch, action: 'send' | 'receive') => {
    const channel = pushed.has(ch) ? ch : 'socket';
    return {
      action,
      summary: liveMessageDocs[ch],
      description: `${action === 'receive' ? 'A client sends' : 'The server sends'} ${ch}: ${liveMessageDocs[ch]}.`,
      channel: ref(`channels/${channel}`),
      messages: [ref(`channels/${channel}/messages/${ch}`)],
    };
  };
  const operations = Object.fromEntries([
    ...[...client.keys()].map((ch) => [`receive-${ch}`, operation(ch, 'receive')]),
    ...[...server.keys()].map((ch) => [`send-${ch}`, operation(ch, 'send')]),
  ]);
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Coinly live socket',
      version: 'v1',
      description:
        `One websocket per client at /ws. Frames larger than ${liveConstants.maxPayloadBytes} bytes are refused; ` +
        `a client silent for three heartbeats (${liveConstants.heartbeatMs / 1000} s each) is dropped. ` +
        'The server caps sockets per client address (one more is refused at the upgrade with HTTP 429) and per ' +
        `login (one more is closed with ${liveConstants.overCapCloseCode} after an error). ` +
        'Operations are written from the server’s side: receive is what a client sends.',
      ...publisher,
      tags: [{ name: 'live', description: 'Live prices, candles and own orders and balances' }],
    },
    defaultContentType: 'application/json',
    servers: {
      reference: {
        host: 'localhost:8080',
        pathname: '/ws',
        protocol: 'ws',
        description: 'The reference server (`pnpm start`)',
      },
    },
    channels,
    operations,
    components: { messages },
  };
}
