import { api } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { checkHttpAnswer } from '../validator/index.ts';
import { propose } from './proposals.ts';

const json = { 'content-type': 'application/json' };
const ok = (data: unknown) => ({
  status: 200,
  headers: json,
  body: JSON.stringify({ code: 0, msg: '', data }),
});
const holding = { available: '1.000000', locked: '0.000000' };

describe('proposed contract edits', () => {
  it('edit the field inside a one-line object where it is declared', () => {
    const [f] = checkHttpAnswer(
      api.user.balance,
      ok({ usdt: { locked: '0.000000' }, money: holding }),
    ).findings;
    if (!f) throw new Error('no finding');
    expect(propose(f, api.user.balance.path)).toMatchObject({
      file: 'contracts/src/endpoints/wallet.shapes.ts',
      before: 'export const holding = z.object({ available: held, locked: held });',
      after: 'export const holding = z.object({ available: held.optional(), locked: held });',
    });
  });

  it('add a field the contract lacks to a call’s inline data object', () => {
    const [f] = checkHttpAnswer(api.user.isUsedMpwd, ok({ used: true, hint: 'x' })).findings;
    if (!f) throw new Error('no finding');
    expect(propose(f, api.user.isUsedMpwd.path)?.after).toContain(
      'data: z.object({ used: z.boolean(), hint: z.string() }),',
    );
  });
});
