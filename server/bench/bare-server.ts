// Child process of bench/live.ts: the baseline. A bare `ws` server that broadcasts the same tickers
// payload to every client once a second, on the same schedule as the price engine, and nothing else.
import { type WebSocket, WebSocketServer } from 'ws';

const sample = JSON.parse(process.env.BENCH_SAMPLE ?? '[]') as Array<{ time: number }>;
const wss = new WebSocketServer({ port: 0, host: '127.0.0.1', maxPayload: 4096 });
const subscribed = new Set<WebSocket>();
wss.on('connection', (ws) => {
  ws.on('message', (raw) => {
    if (raw.toString().includes('"sub"')) {
      subscribed.add(ws);
      ws.send(JSON.stringify({ ch: 'subscribed', data: { channel: 'tickers' } }));
    }
  });
  ws.on('close', () => subscribed.delete(ws));
});

let timer: NodeJS.Timeout;
function schedule(): void {
  timer = setTimeout(
    () => {
      const time = Date.now() - (Date.now() % 1000);
      const frame = Buffer.from(JSON.stringify({ ch: 'tickers', data: sample.map((t) => ({ ...t, time })) }));
      for (const ws of subscribed) ws.send(frame, { binary: false });
      schedule();
    },
    1000 - (Date.now() % 1000) + 2,
  );
}
schedule();

wss.on('listening', () => {
  const address = wss.address();
  process.send?.({ kind: 'ready', port: typeof address === 'object' && address ? address.port : 0 });
});
process.on('message', (m: { kind: string }) => {
  if (m.kind === 'usage')
    process.send?.({ kind: 'usage', cpu: process.cpuUsage(), rss: process.memoryUsage().rss });
  if (m.kind === 'stop') {
    clearTimeout(timer);
    wss.close();
    process.exit(0);
  }
});
