import { connect } from 'node:net';
import { ErrorCode } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, registerUser } from '../test/harness.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
let port: number;
let token: string;

beforeAll(async () => {
  t = await makeApp({ MARKET_SYMBOLS: 'BTC' });
  token = await registerUser(t.app);
  port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
});
afterAll(() => t.close());

interface Outcome {
  /** The status line of the answer. */
  status: string;
  /** Bytes after the answer's head: a websocket close frame, or the body of an HTTP answer. */
  after: string;
  /** How the server left the connection. */
  ended: 'closed';
}

/** A websocket handshake to `path` on a raw connection, kept until the server closes it. */
function upgrade(path: string, headers: Record<string, string> = {}): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      // A server's close frame is answered as a client must (masked, empty), so it can close.
      const all = Buffer.concat(chunks);
      if (all[all.indexOf('\r\n\r\n') + 4] === 0x88) socket.end(Buffer.from([0x88, 0x80, 1, 2, 3, 4]));
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const all = Buffer.concat(chunks);
      const headEnd = all.indexOf('\r\n\r\n');
      const head = all.subarray(0, headEnd).toString();
      const status = head.split('\r\n')[0] ?? '';
      const rest = all.subarray(headEnd + 4);
      // A close frame is opcode 8 with FIN set (0x88); show its bytes, an HTTP body as text.
      const after = rest[0] === 0x88 ? `close frame ${rest.toString('hex')}` : rest.toString();
      resolve({ status, after, ended: 'closed' });
    });
    const lines = [
      `GET ${path} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      'Connection: Upgrade',
      'Upgrade: websocket',
      'Sec-WebSocket-Version: 13',
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
      ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    ];
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  });
}

describe('a websocket handshake anywhere but /ws', () => {
  it('to user/balance with a live token: switched, then closed at once with an empty close frame', async () => {
    const outcome = await upgrade('/api/v1/user/balance', { authorization: `Bearer ${token}` });
    expect(outcome).toEqual({
      status: 'HTTP/1.1 101 Switching Protocols',
      after: 'close frame 8800',
      ended: 'closed',
    });
  });

  it('to user/balance without a token: the 401 envelope, then the connection closed', async () => {
    const outcome = await upgrade('/api/v1/user/balance');
    expect(outcome.status).toBe('HTTP/1.1 401 Unauthorized');
    expect(JSON.parse(outcome.after)).toMatchObject({ code: ErrorCode.unauthorized });
    expect(outcome.ended).toBe('closed');
  });

  it('to a path nobody serves: the not-found envelope, then the connection closed', async () => {
    const outcome = await upgrade('/api/v1/nowhere');
    expect(outcome.status).toBe('HTTP/1.1 404 Not Found');
    expect(JSON.parse(outcome.after)).toMatchObject({ code: ErrorCode.notFound });
    expect(outcome.ended).toBe('closed');
  });
});
