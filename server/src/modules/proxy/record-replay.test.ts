import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, envelopeOf, form, makeApp, registerUser } from '../../test/harness.ts';
import { multipartFile, realImage } from '../../test/images.ts';
import { listeningUpstream } from '../../test/proxy-world.ts';
import { replayedHeader } from './replay.ts';

const password = 'Zq9-secret-rec';
const dir = mkdtempSync(join(tmpdir(), 'coinly-recordings-'));
const world = listeningUpstream('record-test');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** One session as the app makes it: public reads, a sign-up (twice: the second is refused), reads with its token. */
async function session(app: FastifyInstance) {
  const signUp = form({ username: 'recorded01', password, repassword: password, agree: '1' });
  const answers = [
    await app.inject({ method: 'GET', url: '/api/v1/common/base?lang=en' }),
    await app.inject({ method: 'GET', url: '/api/v1/market/list?lang=en' }),
    await app.inject({ method: 'POST', url: '/api/v1/user/register', ...signUp }),
    await app.inject({ method: 'POST', url: '/api/v1/user/register', ...signUp }),
  ];
  const token = (envelopeOf(answers[2] as LightMyRequestResponse).data as { token: string }).token;
  answers.push(
    await app.inject({ method: 'GET', url: '/api/v1/user/balance', headers: auth(token) }),
    await app.inject({ method: 'GET', url: '/api/v1/user/home', headers: auth(token) }),
  );
  return answers;
}

describe('record and replay', () => {
  let recorded: LightMyRequestResponse[] = [];
  let file = '';

  beforeAll(async () => {
    const proxy = await makeApp({ UPSTREAM_URL: world.url(), RECORD: 'first-session', RECORDINGS_DIR: dir });
    recorded = await session(proxy.app);
    await proxy.close();
    file = join(dir, 'first-session.ndjson');
  }, 30_000);

  it('keeps no password and no session token in the recording', () => {
    const text = readFileSync(file, 'utf8');
    const token = (envelopeOf(recorded[2] as LightMyRequestResponse).data as { token: string }).token;
    expect(text).not.toContain(password);
    expect(text).not.toContain(token);
    expect(text).toContain('[redacted:token]');
  });

  it('replays offline: the recorded answers in order, byte for byte where nothing was redacted', async () => {
    const replay = await makeApp({ REPLAY: 'first-session', RECORDINGS_DIR: dir });
    try {
      const answers = await session(replay.app);
      for (const [i, answer] of answers.entries()) {
        expect([i, answer.headers[replayedHeader]]).toEqual([i, 'first-session']);
        expect(answer.statusCode).toBe(recorded[i]?.statusCode);
        if (i !== 2) expect(answer.body).toBe(recorded[i]?.body);
      }
      // The sign-up answered first with a session (its token redacted), then with the refusal.
      expect(envelopeOf(answers[2] as LightMyRequestResponse).data).toMatchObject({
        token: '[redacted:token]',
      });
      expect(envelopeOf(answers[3] as LightMyRequestResponse).code).not.toBe(0);
      expect(envelopeOf(answers[3] as LightMyRequestResponse).code).toBe(
        envelopeOf(recorded[3] as LightMyRequestResponse).code,
      );
    } finally {
      await replay.close();
    }
  });

  it('answers a call the recording does not hold from the reference server itself', async () => {
    const replay = await makeApp({ REPLAY: 'first-session', RECORDINGS_DIR: dir });
    try {
      const res = await replay.app.inject({ method: 'GET', url: '/api/v1/market/list?lang=de' });
      expect(res.headers[replayedHeader]).toBeUndefined();
      expect(envelopeOf(res).code).toBe(0);
    } finally {
      await replay.close();
    }
  });
});

describe('an upload through the recording proxy', () => {
  it('reaches the upstream intact, and the recording keeps none of its bytes', async () => {
    const proxy = await makeApp({ UPSTREAM_URL: world.url(), RECORD: 'upload', RECORDINGS_DIR: dir });
    try {
      const token = await registerUser(world.upstream().app, 'uploader01');
      const png = await realImage(7);
      const res = await proxy.app.inject({
        method: 'POST',
        url: '/api/v1/common/uploader',
        ...multipartFile(png),
        headers: { ...multipartFile(png).headers, ...auth(token) },
      });
      // The upstream decoded it as an image: the bytes arrived as they were sent.
      expect(envelopeOf(res).code).toBe(0);
      const text = readFileSync(join(dir, 'upload.ndjson'), 'utf8');
      expect(text).toContain('[redacted:upload]');
      expect(text).not.toContain(png.subarray(16, 40).toString('latin1'));
      expect(text).not.toContain(png.subarray(16, 40).toString('base64'));
    } finally {
      await proxy.close();
    }
  });
});
