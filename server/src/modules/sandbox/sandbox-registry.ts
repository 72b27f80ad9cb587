import { ErrorCode, type SandboxInfo } from '@app/contracts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import type { AdminGate } from '../devtools/admin-gate.ts';
import { sandboxTemplate } from './sandbox-template.ts';
import { openWorld, type World } from './sandbox-world.ts';

/** Unused this long (and unwatched), a sandbox's loops stop until its next request (prices back-filled then). */
export const napMs = 60_000;

type Log = { info: (obj: object, msg?: string) => void; error: (obj: object, msg?: string) => void };

/**
 * The server's sandboxes by name: opened on first use, bounded in count and bytes, evicted when idle.
 * Their loops run only while the server's do (`start`/`stop`, the root app's jobs) and nap when unused.
 */
export function sandboxRegistry(root: Deps, gate: AdminGate | null, log: Log) {
  const { config } = root;
  const opening = new Map<string, Promise<World>>();
  const worlds = new Map<string, World>();
  const napping = new Set<World>();
  const template = sandboxTemplate(root);
  let running = false;
  const maxBytes = config.SANDBOX_MAX_MB * 1024 * 1024;
  const idleMs = config.SANDBOX_IDLE_MINUTES * 60_000;

  /** Each open sandbox's bytes when last measured: on opening, after a change it answered, on sweeps. */
  const measured = new Map<World, number>();
  const measure = (world: World): number => {
    const bytes = world.bytes();
    measured.set(world, bytes);
    return bytes;
  };
  const totalBytes = (fresh = true) =>
    [...worlds.values()].reduce((sum, w) => sum + ((fresh ? undefined : measured.get(w)) ?? measure(w)), 0);
  const full = () => opening.size >= config.SANDBOX_MAX || totalBytes() >= maxBytes;

  async function create(name: string): Promise<World> {
    const world = await openWorld(name, root, gate, template);
    worlds.set(name, world);
    if (running) await world.app.jobs.start();
    log.info({ sandbox: name }, 'sandbox opened');
    return world;
  }

  /** The sandbox of this name, opened (from the demo seed) when new; refused when the bounds are reached. */
  async function open(name: string): Promise<World> {
    let world = opening.get(name);
    if (!world) {
      if (full()) await sweep();
      if (full()) throw new AppError(ErrorCode.notAllowedNow, 'sandboxes_full', {}, 503);
      world = create(name);
      opening.set(name, world);
      world.catch(() => opening.delete(name));
    }
    const ready = await world;
    ready.lastUsedAt = root.clock();
    if (napping.delete(ready) && running) await ready.app.jobs.start();
    return ready;
  }

  async function remove(name: string): Promise<boolean> {
    const world = opening.get(name);
    if (!world) return false;
    opening.delete(name);
    const found = await world.catch(() => null);
    if (!found) return true;
    worlds.delete(name);
    measured.delete(found);
    napping.delete(found);
    await found.remove();
    log.info({ sandbox: name }, 'sandbox removed');
    return true;
  }

  /**
   * Evicts sandboxes idle past SANDBOX_IDLE_MINUTES; stops the loops of those unused past `napMs`;
   * while the server's loops run, keeps the template's prices up to date.
   */
  async function sweep(now = root.clock()): Promise<void> {
    for (const world of [...worlds.values()]) {
      measure(world);
      if (world.watched()) continue;
      const idle = now - world.lastUsedAt;
      if (idle >= idleMs) await remove(world.name);
      else if (idle >= napMs && running && !napping.has(world)) {
        napping.add(world);
        await world.app.jobs.stop();
      }
    }
    if (running) await template.refresh();
  }

  /**
   * Lets a change (any call but a read) into `world` unless the open sandboxes together take
   * SANDBOX_MAX_MB or more once idle ones are evicted: then it is refused (503, translated) before it
   * reaches the sandbox, so it changes nothing. Reads still answer and prices still tick.
   */
  async function admitChange(): Promise<void> {
    if (totalBytes(false) < maxBytes) return;
    await sweep();
    if (totalBytes() >= maxBytes)
      throw new AppError(ErrorCode.notAllowedNow, 'sandbox_storage_full', {}, 503);
  }

  /** A change `world` answered: its size measured again (the next change is judged by it). */
  function changed(world: World): void {
    if (worlds.get(world.name) !== world) return; // removed meanwhile
    try {
      measure(world);
    } catch (err) {
      log.error({ err, sandbox: world.name }, 'sandbox size unknown');
    }
  }

  const info = (w: World): SandboxInfo => ({
    name: w.name,
    bytes: w.bytes(),
    createdAt: w.createdAt,
    lastUsedAt: w.lastUsedAt,
    clock: w.clock.state(),
  });

  return {
    open,
    admitChange,
    changed,
    remove,
    sweep,
    list: () => ({
      sandboxes: [...worlds.values()].map(info).sort((a, b) => a.name.localeCompare(b.name)),
      limits: { max: config.SANDBOX_MAX, maxBytes, idleMinutes: config.SANDBOX_IDLE_MINUTES },
    }),
    /** The server's loops started: each sandbox's loops start too (the root app's jobs call this). */
    async start(): Promise<void> {
      running = true;
      for (const world of worlds.values()) if (!napping.has(world)) await world.app.jobs.start();
    },
    async stop(): Promise<void> {
      running = false;
      for (const world of worlds.values()) await world.app.jobs.stop();
    },
    /** The server closes: every sandbox closes (a file under SANDBOX_DIR stays for the next start). */
    async closeAll(): Promise<void> {
      const all = [...opening.values()];
      opening.clear();
      worlds.clear();
      for (const world of all) await (await world.catch(() => null))?.close();
      await template.close();
    },
  };
}
export type SandboxRegistry = ReturnType<typeof sandboxRegistry>;
