import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { openDb } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { seed } from '../../seed/seed.ts';
import type { AdminGate } from '../devtools/admin-gate.ts';
import { snapshotDir } from '../devtools/state-copy.ts';
import { settingsService } from '../settings/settings.service.ts';
import { sandboxClock } from './sandbox-clock.ts';
import type { SandboxTemplate } from './sandbox-template.ts';
import { directoryBytes } from './sizes.ts';

/** Where a sandbox keeps its database (none: in memory) and its snapshots. */
function placesOf(config: Deps['config'], name: string) {
  const file = config.SANDBOX_DIR ? join(resolve(config.SANDBOX_DIR), `${name}.db`) : null;
  return { file, snapshots: join(snapshotDir(config), 'sandboxes', name) };
}

function removeFile(file: string | null): void {
  if (file) for (const f of ['', '-wal', '-shm']) rmSync(`${file}${f}`, { force: true });
}

/**
 * One sandbox: a whole app built by `buildApp` on its own database, with its own movable clock and
 * its own secret price seed (MARKET_SEED is never inherited: it could not keep the default world's
 * future prices from it). A new one starts as a copy of the registry's template (a fresh install with
 * its price history, `sandbox-template.ts`) without the template's seed; a file kept from before a
 * restart opens as it was. Its developer tools answer to the server's gate.
 */
export async function openWorld(name: string, root: Deps, gate: AdminGate | null, template: SandboxTemplate) {
  const places = placesOf(root.config, name);
  const url = places.file ? `file:${places.file}` : ':memory:';
  const fresh = places.file === null || !existsSync(places.file);
  const clock = sandboxClock(root.clock);
  const database = openDb(url);
  try {
    if (fresh) await template.copyInto(database);
  } catch (error) {
    database.close();
    removeFile(places.file);
    throw error;
  }
  // A file kept from before a restart: its clock resumes no earlier than the prices it recorded.
  const last = database.db.get<{ t: number | null }>(sql`SELECT MAX(time) AS t FROM ticks`)?.t ?? null;
  if (last !== null && last > clock.now()) clock.advance(last - clock.now());
  const deps: Deps = {
    config: {
      ...root.config,
      DATABASE_URL: url,
      MARKET_SEED: undefined,
      SNAPSHOT_DIR: places.snapshots,
      SANDBOXES: false,
    },
    database,
    catalogues: root.catalogues,
    clock: clock.now,
    random: root.random,
    ...(root.logStream ? { logStream: root.logStream } : {}),
    sandbox: { name, clock, gate },
  };
  let app: FastifyInstance;
  try {
    app = await buildApp(deps);
    await app.ready();
    // A file from before a restart that never got its seed; a copy of the template has one (no-op).
    await seed({ ...deps, settings: settingsService(database, clock.now) });
    // Its prices recorded up to now (its own seed's from here on), so its first call has them.
    await app.market.tickOnce(clock.now());
  } catch (error) {
    database.close();
    throw error;
  }
  const createdAt = root.clock();
  return {
    name,
    app,
    clock,
    database,
    createdAt,
    lastUsedAt: createdAt,
    /** Bytes its database pages and its snapshots take. */
    bytes(): number {
      const row = database.db.get<{ b: number }>(
        sql`SELECT page_count * page_size AS b FROM pragma_page_count(), pragma_page_size()`,
      );
      return (row?.b ?? 0) + directoryBytes(places.snapshots);
    },
    /** Open sockets: a sandbox someone is watching is in use. */
    watched: (): boolean => app.live.clients().size > 0,
    /** Stops its loops and closes it; a file under SANDBOX_DIR stays for the next start. */
    async close(): Promise<void> {
      await app.close();
      database.close();
    },
    /** Closes it and removes its files and snapshots. */
    async remove(): Promise<void> {
      await this.close();
      removeFile(places.file);
      rmSync(places.snapshots, { recursive: true, force: true });
    },
  };
}
export type World = Awaited<ReturnType<typeof openWorld>>;
