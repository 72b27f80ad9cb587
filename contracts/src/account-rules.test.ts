import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { accountLimits, accountRules } from './account-rules.ts';
import { fundPassword, inviteCode, password, recoveryCode, username } from './endpoints/account.ts';

/** The message of the schema's first issue (what the server answers with), undefined when it accepts. */
const schemaSays = (schema: z.ZodType, value: string) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

/** Strings around every limit, from an alphabet of allowed, refused, blank and non-ASCII characters. */
function samples(): string[] {
  const alphabet = ['a', 'Z', '7', '_', '@', '.', '+', '-', ' ', '\t', '!', 'é', '中', '😀', '0'];
  const fixed = ['', ' ', '   abcd   ', 'abc', 'abcd', ' abc ', '123456', '12345', '1234567', '12a456'];
  const lengths = [0, 1, 3, 4, 5, 6, 7, 15, 16, 17, 31, 32, 33, 63, 64, 65, 70];
  // A fixed seed: the same values on every run (a linear congruential generator).
  let seed = 29;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed;
  };
  const random = lengths.flatMap((n) =>
    Array.from({ length: 12 }, () =>
      Array.from({ length: n }, () => alphabet[next() % alphabet.length]).join(''),
    ),
  );
  const digits = lengths.map((n) => '9'.repeat(n));
  return [...fixed, ...random, ...digits];
}

const pairs: Array<[name: keyof typeof accountRules, schema: z.ZodType]> = [
  ['username', username],
  ['password', password],
  ['fundPassword', fundPassword],
  ['recoveryCode', recoveryCode],
  ['inviteCode', inviteCode],
];

describe('the zod-free account rules', () => {
  for (const [name, schema] of pairs) {
    it(`${name}: gives the message its schema gives, for every sample`, () => {
      const values = samples();
      const disagreeing = values.filter((v) => accountRules[name](v) !== schemaSays(schema, v));
      expect(disagreeing).toEqual([]);
      // Each rule both accepts and refuses some of the samples.
      expect(values.some((v) => accountRules[name](v) === undefined)).toBe(true);
      expect(values.some((v) => accountRules[name](v) !== undefined)).toBe(true);
    });
  }

  it('are the limits the messages state', () => {
    expect(accountLimits.username).toMatchObject({ min: 4, max: 32 });
    expect(accountLimits.password).toEqual({ min: 6, max: 64 });
    expect(accountRules.username('  ab_c  ')).toBeUndefined();
    expect(accountRules.username('ab c')).toBe('username_chars');
    expect(accountRules.recoveryCode('')).toBe('please_enter');
  });
});
