import { type FaultConfig, faultConfig, type ScenarioName, scenarioName } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { settings } from '../settings/settings.schema.ts';

const key = 'devtools';
const persisted = z.object({
  global: z.array(scenarioName).default([]),
  users: z
    .array(z.object({ id: z.number().int(), username: z.string(), scenarios: z.array(scenarioName) }))
    .default([]),
  faults: faultConfig.default({ seed: 1, routes: [] }),
});
type Persisted = z.infer<typeof persisted>;

/**
 * Which scenarios are on (for everybody, or for one user) and the hand-set faults. Kept in memory for the
 * per-request check and written to the settings table, so they last until turned off, across restarts.
 */
export function scenarioStore(database: Database) {
  const row = database.db.select().from(settings).where(eq(settings.key, key)).get();
  const parsed = persisted.safeParse(row?.value ?? {});
  let state: Persisted = parsed.success ? parsed.data : persisted.parse({});
  const listeners = new Set<() => void>();

  function save(next: Persisted): void {
    state = next;
    database.write((tx) =>
      tx
        .insert(settings)
        .values({ key, value: next })
        .onConflictDoUpdate({ target: settings.key, set: { value: next } })
        .run(),
    );
    for (const l of listeners) l();
  }

  const toggled = (list: ScenarioName[], name: ScenarioName, on: boolean) =>
    on ? [...new Set([...list, name])] : list.filter((n) => n !== name);

  return {
    /** Nothing on and no hand-set fault: requests skip every devtools hook at the cost of one check. */
    idle: (): boolean =>
      state.global.length === 0 &&
      state.users.length === 0 &&
      state.faults.routes.length === 0 &&
      !state.faults.socket,
    global: (): readonly ScenarioName[] => state.global,
    forUser: (id: number): readonly ScenarioName[] => state.users.find((u) => u.id === id)?.scenarios ?? [],
    faults: (): FaultConfig => state.faults,
    users: () => state.users,
    set(name: ScenarioName, on: boolean, user?: { id: number; username: string }): void {
      if (!user) {
        save({ ...state, global: toggled(state.global, name, on) });
        return;
      }
      const others = state.users.filter((u) => u.id !== user.id);
      const scenarios = toggled(state.users.find((u) => u.id === user.id)?.scenarios ?? [], name, on);
      save({ ...state, users: scenarios.length ? [...others, { ...user, scenarios }] : others });
    },
    setFaults(faults: FaultConfig): void {
      save({ ...state, faults });
    },
    /** Everything off (after a reset, or a snapshot load: the rows are gone or replaced). */
    clear(): void {
      save(persisted.parse({}));
    },
    /** Re-reads the saved state (a snapshot load replaced the settings table). */
    reload(): void {
      const again = database.db.select().from(settings).where(eq(settings.key, key)).get();
      const p = persisted.safeParse(again?.value ?? {});
      state = p.success ? p.data : persisted.parse({});
      for (const l of listeners) l();
    },
    onChange(listener: () => void): void {
      listeners.add(listener);
    },
  };
}
export type ScenarioStore = ReturnType<typeof scenarioStore>;
