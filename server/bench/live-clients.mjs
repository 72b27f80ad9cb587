// Worker thread of bench/live.ts (plain JavaScript: Node 20 workers do not take tsx's loader): opens its share of websocket clients, subscribes each to all
// tickers, and records tick-to-client latency (receive time minus the tick's own time).
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

const { url, count, connectMs } = workerData;
/** @type {WebSocket[]} */
const sockets = [];
/** @type {number[]} */
let latencies = [];
let measuring = false;
let messages = 0;
const timeOf = /"time":(\d+)/;

function open() {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    sockets.push(ws);
    ws.once('error', reject);
    ws.on('message', (raw) => {
      const text = raw.toString();
      if (text.startsWith('{"ch":"subscribed"')) return resolve();
      if (!measuring || !text.startsWith('{"ch":"tickers"')) return;
      messages++;
      latencies.push(Date.now() - Number(timeOf.exec(text)?.[1]));
    });
    ws.once('open', () => ws.send(JSON.stringify({ ch: 'sub', data: { channel: 'tickers' } })));
  });
}

async function connectAll() {
  const deadline = Date.now() + connectMs;
  for (let i = 0; i < count && Date.now() < deadline; i += 100) {
    await Promise.all(Array.from({ length: Math.min(100, count - i) }, open));
  }
}

parentPort?.on('message', async (m) => {
  if (m.kind === 'connect') {
    await connectAll();
    parentPort?.postMessage({ kind: 'connected', open: sockets.length });
  } else if (m.kind === 'measure') {
    latencies = [];
    messages = 0;
    measuring = true;
  } else if (m.kind === 'report') {
    measuring = false;
    parentPort?.postMessage({ kind: 'report', latencies, messages });
  } else if (m.kind === 'close') {
    for (const ws of sockets) ws.terminate();
    parentPort?.postMessage({ kind: 'closed' });
  }
});
