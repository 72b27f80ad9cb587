import { api, ErrorCode } from '@app/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fingerprint } from '../../test/fingerprint.ts';
import { auth, envelopeOf, makeApp, registerUser } from '../../test/harness.ts';
import { realImage, uploadFile } from '../../test/images.ts';
import { uploads } from './upload.schema.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
let token: string;
let image: Buffer;
beforeAll(async () => {
  image = await realImage(5, 'png');
});
async function start(overrides: Parameters<typeof makeApp>[0] = {}) {
  t = await makeApp(overrides);
  token = await registerUser(t.app, 'quota001');
}
afterEach(() => t.close());

const print = () => fingerprint(t.deps.database.db);
const send = (as = token, lang = 'en-US') => uploadFile(t.app, as, image, 'file', lang);
const upload = async (as = token, lang = 'en-US') => envelopeOf(await send(as, lang));
const idOf = (res: { data: unknown }) => api.common.uploader.data.parse(res.data).id;
const remove = async (id: string) =>
  envelopeOf(await t.app.inject({ url: `/api/v1/common/deleteUploader?id=${id}`, headers: auth(token) }));

describe('common/uploader pace, per account', () => {
  it('refuses the 11th upload within a minute with a translated 429, changing nothing, until the minute has passed', async () => {
    await start();
    for (let i = 0; i < 10; i++) expect((await upload()).code).toBe(0);
    const before = await print();
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(envelopeOf(refused)).toMatchObject({
      code: ErrorCode.rateLimited,
      msg: 'Too many uploads, please try again in 60 s',
    });
    expect((await upload(token, 'zh-Hans')).msg).toBe('上传过于频繁，请 60 秒后再试');
    expect(await print()).toBe(before);
    // Another account has its own allowance; this one gets its back as the minute passes.
    expect((await upload(await registerUser(t.app, 'quota002'))).code).toBe(0);
    t.clock.advance(60_000);
    expect((await upload()).code).toBe(0);
  });

  it('lets a burst of 101 parallel uploads store no more than the 10 allowed', async () => {
    await start();
    const answers = await Promise.all(Array.from({ length: 101 }, () => upload()));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(10);
    expect(answers.filter((a) => a.code === ErrorCode.rateLimited)).toHaveLength(91);
    expect(await t.deps.database.db.$count(uploads)).toBe(10);
  });
});

describe('common/uploader quota, per account', () => {
  it('refuses an upload past the files an account may keep, translated, changing nothing; deleting one makes room', async () => {
    await start({ UPLOAD_MAX_FILES: 3, UPLOAD_RATE: 100 });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(idOf(await upload()));
    const before = await print();
    expect(await upload()).toMatchObject({
      code: ErrorCode.outOfRange,
      msg: 'You can keep at most 3 uploaded files; delete some and try again',
    });
    expect((await upload(token, 'de')).msg).toBe(
      'Sie können höchstens 3 hochgeladene Dateien behalten; löschen Sie einige und versuchen Sie es erneut',
    );
    expect(await print()).toBe(before);
    expect((await remove(ids[0] ?? '')).code).toBe(0);
    expect((await upload()).code).toBe(0);
  });

  it('refuses an upload past the bytes an account may keep, translated, changing nothing', async () => {
    await start();
    const size = api.common.uploader.data.parse((await upload()).data).size;
    await t.close();
    await start({ UPLOAD_MAX_BYTES: 2 * size + Math.floor(size / 2) });
    for (let i = 0; i < 2; i++) expect((await upload()).code).toBe(0);
    const before = await print();
    expect(await upload()).toMatchObject({
      code: ErrorCode.outOfRange,
      msg: 'Your uploaded files use all the space allowed; delete some and try again',
    });
    expect(await print()).toBe(before);
  });
});
