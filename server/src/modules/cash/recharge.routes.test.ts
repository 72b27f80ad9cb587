import { ErrorCode } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runAdmin } from '../../cli/admin-commands.ts';
import { fingerprint } from '../../test/fingerprint.ts';
import { audit, cleanBooks } from '../../test/trading.ts';
import { accountRepository } from '../account/account.repository.ts';
import { cashApp, tronTx } from './cash-test.ts';

let c: Awaited<ReturnType<typeof cashApp>>;
beforeEach(async () => {
  c = await cashApp();
});
afterEach(() => c.t.close());

const admin = (...argv: string[]) => runAdmin(argv, { database: c.t.deps.database, clock: c.t.clock.now });
let sent = 0;
const usdt = (amount = '100', extra: Record<string, string> = {}) =>
  c.post('user/recharge', { method: 'usdt', amount, tx_hash: tronTx(++sent), ...extra });

describe('user/recharge', () => {
  it('gives the receiving accounts, the USDT address as a QR image, confirmations and limits', async () => {
    const config = (await c.get('user/recharge')).data as Record<string, Record<string, string>>;
    expect(config.open).toBe(true);
    expect(config.usdt).toMatchObject({ network: 'TRC20', confirmations: '3-6', min: '10', max: '100000' });
    expect(config.usdt?.qrcode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(config.bank).toMatchObject({ bank_name: 'Demo Bank', min: '100' });
  });

  it('keeps a submission pending and credits nothing until it is approved', async () => {
    const before = await c.balance();
    const sent = await usdt('250', { screenshot: c.upload() });
    expect(sent.data).toMatchObject({ method: 'usdt', asset: 'usdt', amount: '250.000000', status: 0 });
    expect(await c.balance()).toEqual(before);
    const id = (sent.data as { id: number }).id;
    expect(await admin('recharge', 'list')).toContain(`#${id} user 1 250.000000 usdt by usdt`);
    expect(await admin('recharge', 'approve', String(id))).toBe(`recharge ${id}: approved`);
    expect((await c.balance()).usdt?.available).toBe('10250.000000');
    // Deciding again changes money once.
    expect(await admin('recharge', 'approve', String(id))).toContain('already approved: nothing changed');
    await expect(admin('recharge', 'reject', String(id), '--reason', 'late')).resolves.toContain(
      'nothing changed',
    );
    expect((await c.balance()).usdt?.available).toBe('10250.000000');
    expect(await audit(c.t.deps.database.db)).toMatchObject({ drift: [], negative: 0 });
  });

  it('refuses a decline without a reason or with one over 200 characters, and changes nothing', async () => {
    const id = ((await usdt('70')).data as { id: number }).id;
    const before = await fingerprint(c.t.deps.database.db);
    await expect(admin('recharge', 'reject', String(id))).rejects.toThrow(/--reason/);
    await expect(admin('recharge', 'reject', String(id), '--reason', 'x'.repeat(201))).rejects.toThrow(
      /at most 200/,
    );
    expect(await fingerprint(c.t.deps.database.db)).toBe(before);
  });

  it('tells the owner over the socket: the record once, then the balance when it moved', async () => {
    const sent = await usdt('50');
    const id = (sent.data as { id: number }).id;
    await admin('recharge', 'reject', String(id), '--reason', 'No transfer found');
    c.t.app.reviewer.runOnce();
    expect(c.pushed.map((p) => p.message.ch)).toEqual(['recharge']);
    expect(c.pushed[0]?.message.data).toMatchObject({ id, status: 2, reason: 'No transfer found' });
    const paid = ((await usdt('60')).data as { id: number }).id;
    await admin('recharge', 'approve', String(paid));
    c.t.app.reviewer.runOnce();
    expect(c.pushed.map((p) => p.message.ch)).toEqual(['recharge', 'recharge', 'balance']);
    expect(c.pushed[2]?.message.data).toMatchObject({ usdt: { available: '10060.000000' } });
    const list = (await c.get('user/rechargeList')).data as { list: unknown[]; total: number };
    expect(list.total).toBe(2);
    expect(list.list[1]).toMatchObject({ status: 2, reason: 'No transfer found' });
  });

  it('approves a bank recharge by the auto review once auto_review_seconds have passed, also at start', async () => {
    await admin('config', 'set', 'auto_review_seconds', '20');
    await c.post('user/recharge', {
      method: 'bank',
      amount: '100',
      transfer_name: 'Pat',
      screenshot: c.upload(),
    });
    c.t.clock.advance(19_000);
    expect(c.t.app.reviewer.runOnce()).toBe(0);
    c.t.clock.advance(1_000);
    // start() decides what fell due at once (as after downtime), then keeps a timer.
    c.t.app.reviewer.job.start();
    c.t.app.reviewer.job.stop();
    expect((await c.balance()).money?.available).toBe('50100.00');
    expect(c.pushed[0]?.message).toMatchObject({ ch: 'recharge', data: { status: 1 } });
  });

  it('needs transfer name and a screenshot the user owns for a bank transfer', async () => {
    const before = await c.print();
    const noName = await c.post('user/recharge', { method: 'bank', amount: '500', screenshot: c.upload() });
    expect(noName.msg).toBe('Please enter transfer name');
    const afterUpload = await c.print();
    const notMine = await c.post('user/recharge', {
      method: 'bank',
      amount: '500',
      transfer_name: 'Pat',
      screenshot: 'someone-elses',
    });
    expect(notMine.code).toBe(ErrorCode.invalidInput);
    expect(notMine.msg).toBe('Transfer screenshot is invalid');
    expect(await c.print()).toBe(afterUpload);
    expect(before).not.toBe(afterUpload);
    const ok = await c.post('user/recharge', {
      method: 'bank',
      amount: '500',
      transfer_name: 'Pat',
      screenshot: 'shot-0001',
    });
    expect(ok.data).toMatchObject({ asset: 'money', amount: '500.00', transfer_name: 'Pat', status: 0 });
  });

  it('refuses amounts out of range and answers closed with the close tip, changing nothing', async () => {
    const before = await c.print();
    const low = await usdt('5');
    expect(low.code).toBe(ErrorCode.outOfRange);
    expect(low.msg).toBe('The amount needs to be between 10-100000 USDT');
    expect((await usdt('10.1234567')).code).toBe(ErrorCode.invalidInput);
    expect(await c.print()).toBe(before);
    await admin('config', 'set', 'recharge_open', 'false');
    c.t.clock.advance(1_000);
    const closed = await usdt('100');
    expect(closed.code).toBe(ErrorCode.closed);
    expect(closed.msg).toBe('Recharge is closed, please contact customer service');
    expect((await c.get('user/recharge')).data).toMatchObject({ open: false });
  });

  it('returns the first result for a repeated idempotency key', async () => {
    const first = await usdt('100', { idempotency_key: 'recharge-key-1' });
    const again = await usdt('100', { idempotency_key: 'recharge-key-1' });
    expect(again.data).toEqual(first.data);
    expect(((await c.get('user/rechargeList')).data as { total: number }).total).toBe(1);
    expect(await audit(c.t.deps.database.db)).toEqual(cleanBooks);
  });

  it('refuses a restricted account a recharge and a withdrawal, changing nothing', async () => {
    await c.bindCard();
    await c.setFundPassword();
    c.t.deps.database.write((tx) => accountRepository.update(tx, 1, { status: 0 }));
    const before = await c.print();
    expect((await usdt('100')).code).toBe(ErrorCode.restricted);
    const out = await c.post('user/withdraw', { asset: 'money', amount: '100', mpassword: '246813' });
    expect(out.code).toBe(ErrorCode.restricted);
    expect(await c.print()).toBe(before);
  });
});
