import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { overlaySettings } from '../devtools/overlay.ts';
import { type AdminConfig, adminConfigSchema } from './admin-config.ts';
import { settings } from './settings.schema.ts';

const key = 'admin';

/** The admin CLI writes from another process; a running server sees its change within this time. */
const freshForMs = 1_000;

/** Reads the administrator configuration, kept for a second; `update` writes through. */
export function settingsService(database: Database, clock: () => number = Date.now) {
  let cached: { value: AdminConfig; at: number } | null = null;

  /** As stored. */
  function stored(): AdminConfig {
    if (cached && clock() - cached.at < freshForMs) return cached.value;
    const row = database.db.select().from(settings).where(eq(settings.key, key)).get();
    cached = { value: adminConfigSchema.parse(row?.value ?? {}), at: clock() };
    return cached.value;
  }

  /** As the current request sees it: a scenario in force (recharge-closed, …) patches it, writing nothing. */
  const get = (): AdminConfig => overlaySettings(stored());

  function update(patch: Partial<AdminConfig>): AdminConfig {
    const next = adminConfigSchema.parse({ ...stored(), ...patch });
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

  /** Forgets the cached copy (a reset or a snapshot load replaced the row). */
  const invalidate = (): void => {
    cached = null;
  };

  return { get, stored, update, invalidate };
}
export type SettingsService = ReturnType<typeof settingsService>;
