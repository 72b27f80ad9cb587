import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Bytes of the files directly in `dir` (0 when it does not exist). */
export function directoryBytes(dir: string): number {
  try {
    return readdirSync(dir).reduce((sum, f) => sum + statSync(join(dir, f)).size, 0);
  } catch {
    return 0;
  }
}
