import { api, ErrorCode } from '@app/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fingerprint } from '../../test/fingerprint.ts';
import { auth, envelopeOf, makeApp, registerUser } from '../../test/harness.ts';
import { multipartFile as multipart, realImage, uploadFile } from '../../test/images.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
beforeEach(async () => {
  t = await makeApp();
});
afterEach(() => t.close());

let png: Buffer;
beforeAll(async () => {
  png = await realImage(1, 'png');
});

const upload = (token: string, content: Buffer, field = 'file') => uploadFile(t.app, token, content, field);

describe('common/uploader', () => {
  it('stores a real image, readable by its owner only', async () => {
    const owner = await registerUser(t.app, 'owner01');
    const other = await registerUser(t.app, 'other01');
    const data = api.common.uploader.data.parse(envelopeOf(await upload(owner, png)).data);
    expect(data.mime).toBe('image/png');
    const mine = await t.app.inject({ url: data.url, headers: auth(owner) });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.rawPayload.length).toBe(data.size);
    expect(envelopeOf(await t.app.inject({ url: data.url, headers: auth(other) })).code).toBe(
      ErrorCode.notFound,
    );
    expect((await t.app.inject({ url: data.url })).statusCode).toBe(401);
  });

  it('refuses a file that only claims to be an image', async () => {
    const token = await registerUser(t.app);
    const res = await upload(token, Buffer.from('<?php echo "not an image"; ?>'));
    expect(envelopeOf(res)).toMatchObject({ code: ErrorCode.invalidInput, msg: 'Unsupported image files' });
  });

  it('refuses a file over the size cap', async () => {
    const token = await registerUser(t.app);
    const big = Buffer.concat([png, Buffer.alloc(api.common.uploader.multipart.maxBytes + 1)]);
    const res = await upload(token, big);
    expect(envelopeOf(res)).toMatchObject({ code: ErrorCode.invalidInput, msg: 'The file is too large' });
  });

  it('requires a session to upload', async () => {
    const m = multipart(png);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/common/uploader', ...m });
    expect(res.statusCode).toBe(401);
  });

  it('deletes an own upload, but not somebody else’s', async () => {
    const owner = await registerUser(t.app, 'owner01');
    const other = await registerUser(t.app, 'other01');
    const { id, url } = api.common.uploader.data.parse(envelopeOf(await upload(owner, png)).data);
    const del = (token: string) =>
      t.app.inject({ url: `/api/v1/common/deleteUploader?id=${id}`, headers: auth(token) });
    expect(envelopeOf(await del(other)).code).toBe(ErrorCode.notFound);
    expect(envelopeOf(await del(owner)).code).toBe(0);
    expect(envelopeOf(await t.app.inject({ url, headers: auth(owner) })).code).toBe(ErrorCode.notFound);
  });
});

describe('multipart bodies', () => {
  it('are read by the uploader only: another call refuses one as unreadable and changes nothing', async () => {
    const token = await registerUser(t.app, 'mpart01');
    const before = await fingerprint(t.deps.database.db);
    const m = multipart(png);
    for (const url of ['/api/v1/user/recharge', '/api/v1/user/buy', '/api/v1/user/login']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: m.payload,
        headers: { ...m.headers, ...auth(token) },
      });
      expect({ url, status: res.statusCode, code: envelopeOf(res).code }).toEqual({
        url,
        status: 415,
        code: ErrorCode.invalidInput,
      });
    }
    expect(await fingerprint(t.deps.database.db)).toBe(before);
    expect(envelopeOf(await upload(token, png)).code).toBe(0);
  });
});
