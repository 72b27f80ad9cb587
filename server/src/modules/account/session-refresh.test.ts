import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiCaller, auth, envelopeOf, makeApp, registerUser } from '../../test/harness.ts';

// A session past half its life is renewed once (the new token in the Authorization header), however many
// requests race for it, and whichever process does it first.
let t: Awaited<ReturnType<typeof makeApp>>;
beforeEach(async () => {
  t = await makeApp();
});
afterEach(() => t.close());

const { get } = apiCaller(() => t.app);

describe('sessions', () => {
  const count = async () =>
    (await t.deps.database.db.all<{ n: number }>(sql`SELECT COUNT(*) n FROM sessions`))[0]?.n ?? 0;

  it('parallel requests past half-life refresh the session once', async () => {
    const token = await registerUser(t.app, 'refresh1', 'Zq9-secret');
    t.clock.advance(4 * 24 * 3_600_000);
    const before = await count();
    const answers = await Promise.all(Array.from({ length: 8 }, () => get('user/balance', auth(token))));
    expect(answers.filter((r) => r.headers.authorization).length).toBe(1);
    expect(await count()).toBe(before + 1);
  });

  it('a refresh made elsewhere between this request reading the session and writing mints no second one', async () => {
    const token = await registerUser(t.app, 'refresh2', 'Zq9-secret');
    t.clock.advance(4 * 24 * 3_600_000);
    const before = await count();
    // Another process sharing the database file refreshes the same session first: it moves the expiry
    // and adds its own session, after this request read the old expiry and before it writes.
    const { database } = t.deps;
    const write = database.write.bind(database);
    let raced = false;
    database.write = ((fn: Parameters<typeof write>[0]) => {
      if (!raced) {
        raced = true;
        write((tx) => {
          tx.run(sql`UPDATE sessions SET expires_at = ${t.clock.now() + 60_000} WHERE revoked_at IS NULL`);
          tx.run(
            sql`INSERT INTO sessions (user_id, token_hash, created_at, expires_at) SELECT user_id, 'other-process', ${t.clock.now()}, ${t.clock.now() + 1} FROM sessions LIMIT 1`,
          );
        });
      }
      return write(fn);
    }) as typeof database.write;
    try {
      const answer = await get('user/balance', auth(token));
      expect(envelopeOf(answer)).toMatchObject({ code: 0 });
      expect(answer.headers.authorization).toBeUndefined();
      expect(await count()).toBe(before + 1);
    } finally {
      database.write = write;
    }
  });
});
