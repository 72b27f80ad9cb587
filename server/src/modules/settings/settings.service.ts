import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type AdminConfig, adminConfigSchema } from './admin-config.ts';
import { settings } from './settings.schema.ts';

const key = 'admin';

/** The admin CLI writes from another process; a running server sees its change within this time. */
const freshForMs = 1_000;

/** Reads the administrator configuration, kept for a second; `update` writes through. */
export function settingsService(database: Database, clock: () => number = Date.now) {
  let cached: { value: AdminConfig; at: number } | null = null;

  function get(): AdminConfig {
    if (cached && clock() - cached.at < freshForMs) return cached.value;
    const row = database.db.select().from(settings).where(eq(settings.key, key)).get();
    cached = { value: adminConfigSchema.parse(row?.value ?? {}), at: clock() };
    return cached.value;
  }

  function update(patch: Partial<AdminConfig>): AdminConfig {
    const next = adminConfigSchema.parse({ ...get(), ...patch });
    database.write((tx) =>
      tx
        .insert(settings)
        .values({ key, value: next })
        .onConflictDoUpdate({ target: settings.key, set: { value: next } })
        .run(),
    );
    cached = { value: next, at: clock() };
    return next;
  }

  return { get, update };
}
export type SettingsService = ReturnType<typeof settingsService>;
