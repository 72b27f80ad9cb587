import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { makeApp } from '../test/harness.ts';

type Line = Record<string, unknown> & { level: number; msg?: string };

let t: Awaited<ReturnType<typeof makeApp>> | undefined;
afterEach(() => t?.close());

/** The app at info, listening, its log kept in memory; a raw socket to it that has opened. */
async function loggedSocket() {
  const lines: Line[] = [];
  t = await makeApp(
    { LOG_LEVEL: 'info' },
    { logStream: { write: (l: string) => lines.push(JSON.parse(l)) } },
  );
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const ws = new WebSocket(`${address.replace('http', 'ws')}/ws`);
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  const closed = new Promise<number>((resolve) => ws.once('close', resolve));
  // The server's side of the close runs after the client's: wait for its line (ws names each frame
  // error it finds with a WS_ERR_ code).
  const logged = () => JSON.stringify(lines).includes('WS_ERR_');
  return { ws, lines, closed, logged };
}

const pinoInfo = 30;

describe("the websocket's log", () => {
  it.each([
    ['an oversized frame', (ws: WebSocket) => ws.send('x'.repeat(5000))],
    // Opcode 0xF is reserved: a frame no conforming client sends (RFC 6455, section 5.2).
    [
      'a malformed frame',
      (ws: WebSocket) =>
        (ws as unknown as { _socket: { write(b: Buffer): void } })._socket.write(
          Buffer.from([0x8f, 0x80, 0, 0, 0, 0]),
        ),
    ],
  ] as const)('logs %s from a client at info, without a stack', async (_what, send) => {
    const { ws, lines, closed, logged } = await loggedSocket();
    send(ws);
    expect(await closed).toBeGreaterThanOrEqual(1002);
    await expect.poll(logged).toBe(true);
    for (const line of lines) {
      expect(line.level, JSON.stringify(line)).toBeLessThanOrEqual(pinoInfo);
      expect(JSON.stringify(line)).not.toContain('stack');
    }
  });
});
