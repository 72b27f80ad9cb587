import { randomBytes } from 'node:crypto';
import type { Language, Messages } from '@app/contracts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Notify } from './lib/notify.ts';
import type { SessionsEnded } from './modules/account/sessions-ended.ts';
import type { AdminGate } from './modules/devtools/admin-gate.ts';
import type { SandboxClock } from './modules/sandbox/sandbox-clock.ts';
import type { ProductCatalog } from './modules/trade/product-catalog.ts';

/** What the app is built from. Clock, randomness and database are injected so tests are deterministic. */
export interface Deps {
  config: Config;
  database: Database;
  catalogues: Record<Language, Messages>;
  clock: () => number;
  random: (bytes: number) => Buffer;
  /** Optional seams; buildApp falls back to the products table and to no live pushes. */
  products?: ProductCatalog;
  notify?: Notify;
  /** Logout, password change and reset tell it which sessions they ended (buildApp: the websocket hub). */
  sessionsEnded?: SessionsEnded;
  /** Where the log goes (tests read it); standard output when absent. */
  logStream?: { write(line: string): void };
  /** In a sandbox (modules/sandbox): its movable clock (`clock` reads it) and the server's developer gate. */
  sandbox?: { name: string; clock: SandboxClock; gate: AdminGate | null };
}

export const systemClock = (): number => Date.now();
export const systemRandom = (bytes: number): Buffer => randomBytes(bytes);
