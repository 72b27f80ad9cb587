import { z } from 'zod';
import type { AdminCall } from './admin.ts';

/**
 * Sandboxes: private worlds inside one reference server (docs/sandboxes.md). `X-Sandbox: NAME` on any
 * call, or `?sandbox=NAME` on the socket URL, selects one; a new name starts from the demo seed.
 * Without one, the default world answers as always.
 */
import { sandboxNamePattern } from './sandbox-names.ts';

export { sandboxHeader, sandboxNamePattern, sandboxQueryParam } from './sandbox-names.ts';
export const sandboxName = z
  .string()
  .regex(sandboxNamePattern, { error: 'lowercase letters, digits and - only (1 to 40)' });

/** A sandbox's clock: `now` is its time; frozen, it stands still until resumed or advanced. */
export const sandboxClockState = z.object({ now: z.number().int(), frozen: z.boolean() });
export type SandboxClockState = z.infer<typeof sandboxClockState>;

export const sandboxInfo = z.object({
  name: sandboxName,
  /** Bytes its database and its snapshots take (in memory or on disk, see `SANDBOX_DIR`). */
  bytes: z.number().int(),
  createdAt: z.number().int(),
  /** The server's time of its last request or socket frame; idle ones are evicted. */
  lastUsedAt: z.number().int(),
  clock: sandboxClockState,
});
export type SandboxInfo = z.infer<typeof sandboxInfo>;

export const sandboxList = z.object({
  sandboxes: z.array(sandboxInfo),
  /** The bounds: `SANDBOX_MAX`, `SANDBOX_MAX_MB` and `SANDBOX_IDLE_MINUTES`. */
  limits: z.object({ max: z.number().int(), maxBytes: z.number().int(), idleMinutes: z.number() }),
});

/**
 * Moving a clock: forward only, at most 100 days at once (the longest Earn cycle, 90 days, fits); the
 * prices of a jump are simulated before it answers, about 2 s per pair for a month on this machine.
 */
const advanceMs = z
  .number()
  .int()
  .min(1, { error: 'a clock only moves forward: give a positive ms' })
  .max(100 * 86_400_000, { error: 'at most 100 days (8640000000 ms) at once' });

/**
 * The developer API's sandbox calls (under `/__admin/`, same token and plain-JSON answers as `adminApi`).
 * `sandboxes` and `sandbox` act on the server's registry; `clock` acts on the world the request names
 * with `X-Sandbox` (the default world has a clock that never moves: it refuses). Reset, snapshots,
 * scenarios, faults and the journal are `adminApi`'s calls sent with `X-Sandbox`.
 */
export const sandboxApi = {
  sandboxes: {
    method: 'GET',
    path: 'sandboxes',
    summary: 'Every open sandbox with its size, last use and clock, and the bounds',
    data: sandboxList,
  },
  sandbox: {
    method: 'POST',
    path: 'sandboxes',
    summary: 'Create a sandbox from the demo seed (or find it), or delete one and its snapshots',
    body: z.object({ action: z.enum(['create', 'delete']), name: sandboxName }),
    data: sandboxList,
  },
  clockState: {
    method: 'GET',
    path: 'clock',
    summary: 'The clock of the sandbox named by X-Sandbox',
    data: sandboxClockState,
  },
  clock: {
    method: 'POST',
    path: 'clock',
    summary:
      'Freeze, resume or advance the clock of the sandbox named by X-Sandbox; advancing records the skipped prices first, then runs what fell due',
    body: z
      .object({ action: z.enum(['freeze', 'resume', 'advance']), ms: advanceMs.optional() })
      .refine((b) => b.action !== 'advance' || b.ms !== undefined, {
        error: 'advance needs ms (how far forward, in milliseconds)',
        path: ['ms'],
      }),
    data: sandboxClockState,
  },
} as const satisfies Record<string, AdminCall>;
