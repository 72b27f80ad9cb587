import { api, ErrorCode } from '@app/contracts';
import { getTableColumns, is } from 'drizzle-orm';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runAdmin } from '../../cli/admin-commands.ts';
import * as schema from '../../db/schema.ts';
import { realImage, uploadFile } from '../../test/images.ts';
import { cashApp } from '../cash/cash-test.ts';
import { citations } from './citations.ts';

let c: Awaited<ReturnType<typeof cashApp>>;
beforeEach(async () => {
  c = await cashApp();
});
afterEach(() => c.t.close());

const admin = (...argv: string[]) => runAdmin(argv, { database: c.t.deps.database, clock: c.t.clock.now });
const remove = (id: string, lang = 'en-US') => c.get(`common/deleteUploader?id=${id}&lang=${lang}`);

/** A bank recharge citing a transfer screenshot sent through the uploader; its upload id and record id. */
async function bankRecharge() {
  const sent = envelopeData(await uploadFile(c.t.app, c.token, await realImage(7, 'jpeg')));
  const shot = api.common.uploader.data.parse(sent).id;
  const fields = { method: 'bank', amount: '500', transfer_name: 'Pat Payer', screenshot: shot };
  const record = await c.post('user/recharge', fields);
  expect(record.code).toBe(0);
  return { shot, id: (record.data as { id: number }).id };
}
const envelopeData = (res: { json: () => unknown }) => (res.json() as { data: unknown }).data;

describe('common/deleteUploader keeps what a record cites', () => {
  it('refuses to delete the transfer screenshot of a pending recharge, translated, and changes nothing', async () => {
    const { shot } = await bankRecharge();
    const before = await c.print();
    expect(await remove(shot)).toMatchObject({
      code: ErrorCode.invalidInput,
      msg: 'This screenshot is part of a recharge and cannot be deleted',
    });
    expect((await remove(shot, 'zh-Hans')).msg).toBe('该截图属于一笔充值记录，无法删除');
    expect(await c.print()).toBe(before);
  });

  it('still refuses once the recharge is approved or declined', async () => {
    const approved = await bankRecharge();
    const declined = await bankRecharge();
    await admin('recharge', 'approve', String(approved.id));
    await admin('recharge', 'reject', String(declined.id), '--reason', 'No transfer found');
    const before = await c.print();
    for (const { shot } of [approved, declined])
      expect((await remove(shot)).code).toBe(ErrorCode.invalidInput);
    expect(await c.print()).toBe(before);
  });

  it('deletes an upload no record cites', async () => {
    const sent = envelopeData(await uploadFile(c.t.app, c.token, await realImage(8, 'png')));
    expect((await remove(api.common.uploader.data.parse(sent).id)).code).toBe(0);
  });

  it('lists every column that holds upload ids among the citations', () => {
    const cited = new Set(
      citations.flatMap((x) => x.files.map((f) => `${getTableConfig(x.table).name}.${f.name}`)),
    );
    const holding = (Object.values(schema) as unknown[])
      .filter((v): v is SQLiteTable => is(v, SQLiteTable))
      .flatMap((table) =>
        Object.values(getTableColumns(table))
          .filter((col) => /screenshot|photo|image|upload|front|contrary|file/i.test(col.name))
          .map((col) => `${getTableConfig(table).name}.${col.name}`),
      )
      .filter((name) => !name.startsWith('uploads.'));
    expect(holding.sort()).toEqual([...cited].sort());
  });
});
