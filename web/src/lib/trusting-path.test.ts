import { api } from '@app/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The production build defines `import.meta.env.VALIDATE_RESPONSES` as `false` (vite.config.ts); a stubbed
// empty string is as falsy, and the modules are loaded afresh so they read it.
async function load(validate: boolean) {
  vi.resetModules();
  if (!validate) vi.stubEnv('VALIDATE_RESPONSES', '');
  const request = await import('./request.ts');
  const socket = await import('./socket/socket-manager.ts');
  return { ...request, ...socket };
}
afterEach(() => vi.unstubAllEnvs());

const ticker = {
  symbol: 'BTCUSDT',
  base: 'BTC',
  quote: 'USDT',
  last: '48000.12',
  open: '47000.00',
  high: '49000.00',
  low: '46000.00',
  change: '2.13',
  volume: '1234.5',
  turnover: '59000000.00',
  time: 1_700_000_000_000,
};

async function answer(validate: boolean, data: unknown) {
  const { createRequestClient } = await load(validate);
  const client = createRequestClient({
    base: '/api/v1/',
    fetch: async () => new Response(JSON.stringify({ code: 0, msg: 'Success', data })),
    timeoutMs: 60_000,
    getToken: () => undefined,
    setToken: () => {},
    getLanguage: () => 'en-US',
    onUnauthorized: () => {},
    translate: (k) => k,
  });
  return client.request(api.market.list);
}

describe('the trusting path of the production build', () => {
  it('reads an answer the contract accepts as the same values the validating path parses', async () => {
    const validated = await answer(true, [ticker]);
    expect(validated).toEqual([ticker]);
    expect(await answer(false, [ticker])).toEqual(validated);
  });

  it('takes an answer as the server sent it, where the validating path refuses a mismatch', async () => {
    const odd = [{ ...ticker, last: 48000.12 }];
    await expect(answer(true, odd)).rejects.toMatchObject({ message: 'unexpected_error' });
    expect(await answer(false, odd)).toEqual(odd);
  });

  it('hands a push on as sent, and drops a frame that is not a message', async () => {
    const { SocketManager } = await load(false);
    const socket = {
      readyState: 0,
      send: () => {},
      close: () => {},
      onopen: null as (() => void) | null,
      onclose: null,
      onerror: null,
      onmessage: null as ((event: { data: unknown }) => void) | null,
    };
    const manager = new SocketManager({
      address: () => 'ws://host/ws',
      identity: () => ({ uid: null }),
      createSocket: () => socket,
    });
    const received: unknown[] = [];
    manager.onMessage((m) => received.push(m));
    manager.start();
    socket.readyState = 1;
    socket.onopen?.();
    const push = { ch: 'tickers', data: [ticker] };
    socket.onmessage?.({ data: JSON.stringify(push) });
    socket.onmessage?.({ data: '[1,2]' });
    socket.onmessage?.({ data: 'not json' });
    expect(received).toEqual([push]);
    manager.stop();
  });
});
