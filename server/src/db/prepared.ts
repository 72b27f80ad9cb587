import { type SQL, sql } from 'drizzle-orm';

/** A named value of a prepared query, usable wherever a value goes (`.set`, `.values`, `sql`). */
export const param = (name: string): SQL => sql`${sql.placeholder(name)}`;
/** `{ key: param(key) }` for each key: the values of a prepared insert or update. */
export const params = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, param(k)])) as Record<K, SQL>;

/** A query built and prepared once per handle (`Reader` or `Tx`), then run with placeholder values. */
export function prepared<H extends object, Q>(build: (db: H) => Q): (db: H) => Q {
  const built = new WeakMap<H, Q>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
