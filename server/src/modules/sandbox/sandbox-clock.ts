import type { SandboxClockState } from '@app/contracts';

/**
 * A sandbox's clock: the server's time plus how far it was moved, or a frozen instant. It only moves
 * forward (`advance` refuses anything else), so what a sandbox recorded never lies in its future.
 * The default world has none of this: its clock is the server's and never moves.
 */
export function sandboxClock(base: () => number) {
  let offset = 0;
  let frozenAt: number | null = null;
  const now = () => frozenAt ?? base() + offset;
  return {
    now,
    state: (): SandboxClockState => ({ now: now(), frozen: frozenAt !== null }),
    freeze(): void {
      frozenAt ??= now();
    },
    /** Runs on from where it stood: frozen time is skipped, never caught up. */
    resume(): void {
      if (frozenAt === null) return;
      offset = frozenAt - base();
      frozenAt = null;
    },
    advance(ms: number): void {
      if (!Number.isSafeInteger(ms) || ms <= 0) throw new RangeError('a clock only moves forward');
      if (frozenAt !== null) frozenAt += ms;
      else offset += ms;
    },
  };
}
export type SandboxClock = ReturnType<typeof sandboxClock>;
