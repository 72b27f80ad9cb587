import { describe, expect, it } from 'vitest';
import { fakeClock } from '../../test/harness.ts';
import { sandboxClock } from './sandbox-clock.ts';

describe('a sandbox clock', () => {
  it('runs with the server until moved, then keeps the distance it was moved', () => {
    const server = fakeClock();
    const clock = sandboxClock(server.now);
    server.advance(1_000);
    expect(clock.now()).toBe(server.now());
    clock.advance(60_000);
    server.advance(1_000);
    expect(clock.now()).toBe(server.now() + 60_000);
  });

  it('stands still while frozen, moves when advanced, and resumes from where it stood', () => {
    const server = fakeClock();
    const clock = sandboxClock(server.now);
    clock.freeze();
    const at = clock.now();
    server.advance(5_000);
    expect(clock.state()).toEqual({ now: at, frozen: true });
    clock.advance(300_000);
    expect(clock.now()).toBe(at + 300_000);
    clock.resume();
    server.advance(1_000);
    expect(clock.state()).toEqual({ now: at + 301_000, frozen: false });
  });

  it('refuses to move backwards or by nothing, and stays where it was', () => {
    const server = fakeClock();
    const clock = sandboxClock(server.now);
    for (const ms of [-1, 0, 0.5, Number.NaN]) expect(() => clock.advance(ms)).toThrow(/forward/);
    expect(clock.now()).toBe(server.now());
  });
});
