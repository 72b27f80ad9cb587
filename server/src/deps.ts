import { randomBytes } from 'node:crypto';
import type { Language, Messages } from '@app/contracts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';

/** What the app is built from. Clock, randomness and database are injected so tests are deterministic. */
export interface Deps {
  config: Config;
  database: Database;
  catalogues: Record<Language, Messages>;
  clock: () => number;
  random: (bytes: number) => Buffer;
}

export const systemClock = (): number => Date.now();
export const systemRandom = (bytes: number): Buffer => randomBytes(bytes);
