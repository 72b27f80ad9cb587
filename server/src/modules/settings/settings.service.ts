import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type AdminConfig, adminConfigSchema } from './admin-config.ts';
import { settings } from './settings.schema.ts';

const key = 'admin';

/** Reads the administrator configuration once and keeps it; `update` writes through. */
export function settingsService(database: Database) {
  let cached: AdminConfig | null = null;

  async function get(): Promise<AdminConfig> {
    if (cached) return cached;
    const [row] = await database.db.select().from(settings).where(eq(settings.key, key)).limit(1);
    cached = adminConfigSchema.parse(row?.value ?? {});
    return cached;
  }

  async function update(patch: Partial<AdminConfig>): Promise<AdminConfig> {
    const next = adminConfigSchema.parse({ ...(await get()), ...patch });
    await database.write((tx) =>
      tx
        .insert(settings)
        .values({ key, value: next })
        .onConflictDoUpdate({ target: settings.key, set: { value: next } }),
    );
    cached = next;
    return next;
  }

  return { get, update };
}
export type SettingsService = ReturnType<typeof settingsService>;
