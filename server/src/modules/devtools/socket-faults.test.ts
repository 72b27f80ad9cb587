import { describe, expect, it } from 'vitest';
import type { LiveClient } from '../../live/hub.ts';
import { generator } from './random.ts';
import { mergeSocketFaults, socketShaper } from './socket-faults.ts';

const client = { userId: null } as LiveClient;
const frames = (n: number) =>
  Array.from({ length: n }, (_, i) => Buffer.from(`{"ch":"tickers","data":${i}}`));
const base = { duplicateRate: 0, reorderRate: 0, stallHeartbeat: false };

function run(fault: Parameters<typeof mergeSocketFaults>[0][number], seed: number, input: Buffer[]) {
  const sent: string[] = [];
  const stream = generator(seed);
  const shape = socketShaper(
    () => fault ?? null,
    () => stream,
  );
  for (const f of input) shape(client, f, (out) => sent.push(out.toString()));
  return sent;
}

describe('websocket faults', () => {
  it('a stalled heartbeat drops pings and nothing else', () => {
    const ping = Buffer.from('{"ch":"ping","data":{"time":1}}');
    const sent = run({ ...base, stallHeartbeat: true }, 1, [ping, ...frames(2), ping]);
    expect(sent).toEqual(frames(2).map(String));
  });

  it('duplicates and holds back frames, the same ones for the same seed', () => {
    const fault = { ...base, duplicateRate: 0.3, reorderRate: 0.3 };
    const a = run(fault, 11, frames(40));
    expect(a).toEqual(run(fault, 11, frames(40)));
    expect(a).not.toEqual(run(fault, 12, frames(40)));
    expect(a.length).toBeGreaterThan(40);
    expect(a).not.toEqual([...a].sort((x, y) => x.localeCompare(y, 'en', { numeric: true })));
    // Nothing is lost: every frame goes out at least once.
    expect(new Set(a).size).toBe(40);
  });

  it('merges the faults in force, keeping the strongest of each', () => {
    expect(mergeSocketFaults([undefined])).toBeNull();
    expect(
      mergeSocketFaults([
        { ...base, duplicateRate: 0.1, closeEverySeconds: 30 },
        { ...base, reorderRate: 0.2, closeEverySeconds: 10, stallHeartbeat: true },
      ]),
    ).toMatchObject({ duplicateRate: 0.1, reorderRate: 0.2, closeEverySeconds: 10, stallHeartbeat: true });
  });
});
