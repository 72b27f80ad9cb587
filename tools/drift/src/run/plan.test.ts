import { allEndpoints } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { plans } from './plan.ts';
import { invalidInput } from './probe.ts';

describe('the call plan', () => {
  it('names every call of the contracts exactly once, and nothing else', () => {
    const names = plans.map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(
      allEndpoints()
        .map((e) => e.name)
        .sort(),
    );
  });

  it('treats every GET except a delete as a read, and gives every skipped call a reason', () => {
    const byName = new Map(allEndpoints().map((e) => [e.name, e.endpoint]));
    for (const [name, plan] of plans) {
      const e = byName.get(name);
      if (plan.kind === 'skip') expect(plan.reason, name).toBeTruthy();
      if (plan.kind === 'read' && e?.method !== 'GET') expect(e?.path, name).toMatch(/List$/);
      if (e?.method === 'GET' && plan.kind !== 'read') expect(e.path, name).toMatch(/delete/i);
    }
  });

  it('makes an invalid-input probe from the contract’s own input schema', () => {
    const ticker = allEndpoints().find((e) => e.name === 'market.ticker')?.endpoint;
    if (!ticker) throw new Error('market.ticker missing');
    const probe = invalidInput(ticker, { query: { symbol: 'BTCUSDT' } });
    expect(ticker.query?.safeParse(probe?.query).success).toBe(false);
  });
});
