import { type ServerMessage, serverMessage } from '@app/contracts';
import { expect } from 'vitest';
import WebSocket from 'ws';

/**
 * A real websocket to a listening test app (`app.listen({ port: 0 })`'s address; `options.ca` trusts a
 * test certificate), every message it receives parsed with the contract into `inbox`. `online` sends the
 * token (or none) and waits for the ping that answers it; `sub` asks for channels and waits until each is answered
 * (`subscribed`, or `error` for a private channel without a token). `query` is added to `/ws`
 * (`?sandbox=NAME`). Close it in afterEach.
 */
export async function liveSocket(address: string, options?: WebSocket.ClientOptions, query = '') {
  const ws = new WebSocket(`${address.replace('http', 'ws')}/ws${query}`, options);
  const inbox: ServerMessage[] = [];
  ws.on('message', (raw) => inbox.push(serverMessage.parse(JSON.parse(raw.toString()))));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  const send = (ch: string, data: unknown) => ws.send(JSON.stringify({ ch, data }));
  const answered = () => inbox.filter((m) => m.ch === 'subscribed' || m.ch === 'error').length;
  return {
    ws,
    inbox,
    async online(token?: string) {
      const pings = () => inbox.filter((m) => m.ch === 'ping').length;
      const before = pings();
      send('online', { uid: null, ...(token ? { token } : {}) });
      await expect.poll(pings).toBeGreaterThan(before);
    },
    async sub(...channels: string[]) {
      const before = answered();
      for (const channel of channels) send('sub', { channel });
      await expect.poll(answered).toBe(before + channels.length);
    },
    /** Waits for a message on `ch`, then gives every one received so far. */
    async until(ch: ServerMessage['ch']) {
      await expect.poll(() => inbox.some((m) => m.ch === ch)).toBe(true);
      return inbox.filter((m) => m.ch === ch);
    },
    close: () => ws.terminate(),
  };
}
