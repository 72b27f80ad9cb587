import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { overlaySettings } from '../devtools/overlay.ts';
import { type AdminConfig, adminConfigSchema, readAdminConfig } from './admin-config.ts';
import { settings } from './settings.schema.ts';

const key = 'admin';

/** The admin CLI writes from another process; a running server sees its change within this time. */
const freshForMs = 1_000;

/**
 * Reads the administrator configuration, kept for a second; `update` writes through. A stored key that
 * breaks the rules reads as its default (see `readAdminConfig`); `invalid` names such keys.
 */
export function settingsService(database: Database, clock: () => number = Date.now) {
  let cached: { value: AdminConfig; invalid: string[]; at: number } | null = null;

  function load() {
    if (cached && clock() - cached.at < freshForMs) return cached;
    const row = database.db.select().from(settings).where(eq(settings.key, key)).get();
    const { config, invalid } = readAdminConfig(row?.value);
    cached = { value: config, invalid, at: clock() };
    return cached;
  }

  /** As stored (keys that break the rules replaced by their defaults). */
  const stored = (): AdminConfig => load().value;
  /** The stored keys that break the rules and read as their defaults. */
  const invalid = (): readonly string[] => load().invalid;

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
    cached = { value: next, invalid: [], at: clock() };
    return next;
  }

  /** Forgets the cached copy (a reset or a snapshot load replaced the row). */
  const invalidate = (): void => {
    cached = null;
  };

  return { get, stored, invalid, update, invalidate };
}
export type SettingsService = ReturnType<typeof settingsService>;
