import { describe, expect, it } from 'vitest';
import { liveSocket } from '../../test/live-socket.ts';
import { proxyWorld } from '../../test/proxy-world.ts';

// The checking proxy's socket bridge: the app's /ws goes to the upstream's, every frame graded both ways.
const world = proxyWorld();
const { admin, withProxy, report } = world;

describe("the checking proxy's socket (UPSTREAM_URL)", () => {
  it('passes the websocket through, checking each frame both ways', { timeout: 15_000 }, async () => {
    await withProxy();
    const address = await world.proxy().app.listen({ port: 0, host: '127.0.0.1' });
    const socket = await liveSocket(address);
    try {
      await socket.sub('tickers');
      expect((await socket.until('tickers'))[0]?.data).toEqual([
        expect.objectContaining({ symbol: 'BTCUSDT' }),
      ]);
    } finally {
      socket.close();
    }
    const names = (await report()).checked.map((c) => `${c.name} ${c.worst}`);
    expect(names).toEqual(
      expect.arrayContaining(['ws in sub ok', 'ws out subscribed ok', 'ws out tickers ok']),
    );
  });

  it("applies the devtools' socket faults to the upstream's frames", { timeout: 15_000 }, async () => {
    await withProxy();
    const faults = {
      seed: 1,
      routes: [],
      socket: { duplicateRate: 1, reorderRate: 0, stallHeartbeat: false },
    };
    const set = await world.proxy().app.inject({
      method: 'PUT',
      url: '/__admin/faults',
      headers: admin,
      payload: faults,
    });
    expect(set.statusCode).toBe(200);
    const address = await world.proxy().app.listen({ port: 0, host: '127.0.0.1' });
    const socket = await liveSocket(address);
    try {
      socket.ws.send(JSON.stringify({ ch: 'sub', data: { channel: 'tickers' } }));
      // Every frame the upstream sent once arrives twice.
      await expect.poll(() => socket.inbox.filter((m) => m.ch === 'subscribed').length).toBe(2);
    } finally {
      socket.close();
    }
  });
});
