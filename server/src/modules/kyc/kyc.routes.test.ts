import { api, ErrorCode, type RealnameView, type ServerMessage } from '@app/contracts';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runAdmin } from '../../cli/admin-commands.ts';
import { fingerprint } from '../../test/fingerprint.ts';
import { apiCaller, auth, envelopeOf, makeApp, registerUser } from '../../test/harness.ts';
import { realImage, uploadFile } from '../../test/images.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
let pushes: Array<{ userId: number; message: ServerMessage }>;
const { post, get } = apiCaller(() => t.app);

async function start(overrides: Parameters<typeof makeApp>[0] = {}) {
  pushes = [];
  t = await makeApp(overrides, { notify: (userId, message) => pushes.push({ userId, message }) });
}
beforeEach(() => start());
afterEach(() => t.close());

async function upload(token: string, seed = 1): Promise<string> {
  const res = await uploadFile(t.app, token, await realImage(seed));
  return api.common.uploader.data.parse(envelopeOf(res).data).id;
}

const view = async (token: string): Promise<RealnameView> =>
  api.user.getRealnameAuth.data.parse(envelopeOf(await get('user/getRealnameAuth', auth(token))).data);
const submit = (token: string, fields: Record<string, string>) =>
  post('user/realnameAuth', fields, auth(token));
const admin = (...argv: string[]) => runAdmin(argv, { database: t.deps.database, clock: t.clock.now });

/** A user with two photos uploaded, and a complete submission of them. */
async function userWithPhotos(name = 'alice01') {
  const token = await registerUser(t.app, name);
  const front = await upload(token, 1);
  const contrary = await upload(token, 2);
  return { token, front, contrary, fields: { name: 'Alice Martin', idcard: 'X1234567', front, contrary } };
}

describe('user/realnameAuth and user/getRealnameAuth', () => {
  it('starts Uncertified with nothing submitted', async () => {
    const token = await registerUser(t.app);
    expect(await view(token)).toMatchObject({
      status: 0,
      name: null,
      idcard: null,
      front: null,
      reason: null,
    });
  });

  it('puts a complete submission under review, shows the ID number masked, and Mine sees the state', async () => {
    const u = await userWithPhotos();
    const res = envelopeOf(await submit(u.token, u.fields));
    expect(res.code).toBe(0);
    const mine = await view(u.token);
    expect(mine).toMatchObject({ status: 1, name: 'Alice Martin', idcard: 'X1****67', reason: null });
    expect(mine.front?.id).toBe(u.front);
    expect(mine.contrary?.id).toBe(u.contrary);
    expect(res.data).toEqual(mine);
    const home = envelopeOf(await get('user/home', auth(u.token))).data as { realname_status: number };
    expect(home.realname_status).toBe(1);
  });

  it('lets only the owner read the submitted photos', async () => {
    const u = await userWithPhotos();
    const other = await registerUser(t.app, 'bob0001');
    await submit(u.token, u.fields);
    const { front } = await view(u.token);
    const url = front?.url ?? '';
    const mine = await t.app.inject({ url, headers: auth(u.token) });
    expect(mine.headers['content-type']).toBe('image/png');
    expect((await sharp(mine.rawPayload).metadata()).width).toBe(8);
    expect(envelopeOf(await t.app.inject({ url, headers: auth(other) })).code).toBe(ErrorCode.notFound);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });

  it('refuses each missing or wrong part with the spec’s message, and changes nothing', async () => {
    const u = await userWithPhotos();
    const stranger = await registerUser(t.app, 'bob0001');
    const theirs = await upload(stranger, 3);
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...u.fields, name: '  ' }, 'Please enter your real name'],
      [{ ...u.fields, idcard: '' }, 'Please enter your ID number'],
      [{ ...u.fields, front: '' }, 'Please upload a photo of your ID'],
      [{ ...u.fields, contrary: '' }, 'Please upload the back of the photo of your ID'],
      [{ ...u.fields, front: theirs }, 'Please upload a valid certificate'],
      [{ ...u.fields, contrary: 'no-such-upload' }, 'Please upload a valid certificate'],
      [{ ...u.fields, contrary: u.front }, 'Please upload a valid certificate'],
      [{ ...u.fields, idcard: 'X12<script>' }, 'ID number is invalid'],
      [{ ...u.fields, name: 'x'.repeat(65) }, 'Real name is invalid'],
    ];
    for (const [fields, msg] of cases) {
      const before = await fingerprint(t.deps.database.db);
      expect(envelopeOf(await submit(u.token, fields)), msg).toMatchObject({
        code: ErrorCode.invalidInput,
        msg,
      });
      expect(await fingerprint(t.deps.database.db), msg).toBe(before);
    }
    expect((await view(u.token)).status).toBe(0);
  });

  it('refuses a second submission while under review or once approved, and changes nothing', async () => {
    const u = await userWithPhotos();
    await submit(u.token, u.fields);
    const fresh = await upload(u.token, 9);
    for (const step of ['review', 'approved']) {
      const before = await fingerprint(t.deps.database.db);
      const res = envelopeOf(await submit(u.token, { ...u.fields, front: fresh }));
      expect(res, step).toMatchObject({
        code: ErrorCode.conflict,
        msg: 'Your verification is already under review or approved',
      });
      expect(await fingerprint(t.deps.database.db), step).toBe(before);
      if (step === 'review') await admin('kyc', 'approve', 'alice01');
    }
    expect((await view(u.token)).status).toBe(2);
  });

  it('keeps submitted photos from being deleted, and changes nothing', async () => {
    const u = await userWithPhotos();
    await submit(u.token, u.fields);
    const before = await fingerprint(t.deps.database.db);
    const res = envelopeOf(await get(`common/deleteUploader?id=${u.front}`, auth(u.token)));
    expect(res).toMatchObject({
      code: ErrorCode.invalidInput,
      msg: 'This photo is part of your real-name verification and cannot be deleted',
    });
    expect(await fingerprint(t.deps.database.db)).toBe(before);
  });

  it('needs a session', async () => {
    expect((await get('user/getRealnameAuth')).statusCode).toBe(401);
    expect((await post('user/realnameAuth', { name: 'x' })).statusCode).toBe(401);
  });
});

describe('review', () => {
  it('declined by the administrator with a reason, the user retakes one side and keeps the rest', async () => {
    const u = await userWithPhotos();
    await submit(u.token, u.fields);
    expect(await admin('kyc', 'list')).toContain('alice01');
    await admin('kyc', 'reject', 'alice01', '--reason', 'The back photo is blurred');
    expect(await view(u.token)).toMatchObject({ status: 3, reason: 'The back photo is blurred' });
    const retaken = await upload(u.token, 4);
    const res = envelopeOf(await submit(u.token, { contrary: retaken }));
    expect(res.code).toBe(0);
    expect(await view(u.token)).toMatchObject({
      status: 1,
      name: 'Alice Martin',
      idcard: 'X1****67',
      reason: null,
      front: { id: u.front },
      contrary: { id: retaken },
    });
  });

  it('refuses a decline without a reason, or a decision with nothing under review, changing nothing', async () => {
    const u = await userWithPhotos();
    await expect(admin('kyc', 'approve', 'alice01')).rejects.toThrow(/nothing changed/);
    await submit(u.token, u.fields);
    const before = await fingerprint(t.deps.database.db);
    await expect(admin('kyc', 'reject', 'alice01')).rejects.toThrow(/--reason/);
    await expect(admin('kyc', 'approve', 'nobody00')).rejects.toThrow(/No user/);
    expect(await fingerprint(t.deps.database.db)).toBe(before);
  });

  it('in demo mode approves a submission auto_review_seconds after it arrived, once', async () => {
    const u = await userWithPhotos();
    await submit(u.token, u.fields);
    const seconds: number = JSON.parse(await admin('config')).auto_review_seconds;
    t.clock.advance(seconds * 1_000 - 1);
    expect(t.app.kycReviewer.runOnce()).toBe(0);
    expect((await view(u.token)).status).toBe(1);
    t.clock.advance(1);
    expect(t.app.kycReviewer.runOnce()).toBe(1);
    expect(t.app.kycReviewer.runOnce()).toBe(0);
    expect((await view(u.token)).status).toBe(2);
  });

  it('decides at start what fell due while the server was down', async () => {
    const u = await userWithPhotos();
    await submit(u.token, u.fields);
    t.clock.advance(3_600_000);
    expect(t.app.kycReviewer.runOnce()).toBe(1);
    expect((await view(u.token)).status).toBe(2);
  });

  it('leaves submissions to the administrator outside demo mode', async () => {
    await t.close();
    await start({ DEMO_MODE: false });
    const u = await userWithPhotos();
    await submit(u.token, u.fields);
    t.clock.advance(3_600_000);
    expect(t.app.kycReviewer.runOnce()).toBe(0);
    expect((await view(u.token)).status).toBe(1);
  });

  it('pushes each change of state to its owner once, also when the CLI decided it', async () => {
    const u = await userWithPhotos();
    await submit(u.token, u.fields);
    t.app.kycReviewer.runOnce(t.clock.now());
    await admin('kyc', 'reject', 'alice01', '--reason', 'Overexposed');
    t.app.kycReviewer.runOnce(t.clock.now());
    t.app.kycReviewer.runOnce(t.clock.now());
    const states = pushes.flatMap((p) =>
      p.message.ch === 'realname' ? [[p.message.data.status, p.message.data.reason]] : [],
    );
    expect(states).toEqual([
      [1, null],
      [3, 'Overexposed'],
    ]);
  });
});
