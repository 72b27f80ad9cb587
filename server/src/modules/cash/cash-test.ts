import type { ServerMessage } from '@app/contracts';
import type { Config } from '../../config.ts';
import { fingerprint } from '../../test/fingerprint.ts';
import { apiCaller, auth, envelopeOf, makeApp, registerUser } from '../../test/harness.ts';
import { tinyPng } from '../../test/tiny-png.ts';
import { uploads } from '../upload/upload.schema.ts';

export type TestApp = Awaited<ReturnType<typeof makeApp>>;

/** An app with one registered user, its pushes recorded, and callers for the money calls. */
export async function cashApp(overrides: Partial<Config> = {}) {
  const pushed: Array<{ uid: number; message: ServerMessage }> = [];
  const t = await makeApp(overrides, { notify: (uid, message) => pushed.push({ uid, message }) });
  const token = await registerUser(t.app, 'payer01', 'Zq9-secret-42');
  // Registering credits the demo funds, a balance change of its own: each test counts from here.
  pushed.length = 0;
  const caller = apiCaller(() => t.app);
  const post = async (url: string, fields: Record<string, string | number>) =>
    envelopeOf(await caller.post(url, fields, auth(token)));
  const get = async (url: string) => envelopeOf(await caller.get(url, auth(token)));
  const balance = async () => (await get('user/balance')).data as Record<string, Record<string, string>>;
  const print = () => fingerprint(t.deps.database.db);
  /** Stores an image upload owned by `userId` (1: the registered user) and returns its id. */
  const upload = (id = 'shot-0001', userId = 1) => {
    t.deps.database.write((tx) =>
      tx
        .insert(uploads)
        .values({
          id,
          userId,
          mime: 'image/png',
          size: tinyPng.length,
          content: tinyPng,
          createdAt: t.clock.now(),
        })
        .run(),
    );
    return id;
  };
  const setFundPassword = () => post('user/mpassword', { password: '246813', repassword: '246813' });
  const bindCard = (extra: Record<string, string> = {}) =>
    post('user/cashBind', {
      bank_name: 'Demo Bank',
      card_number: '6222020000001234567',
      holder_name: 'Pat Payer',
      ...extra,
    });
  return { t, token, pushed, post, get, balance, print, upload, setFundPassword, bindCard };
}

/** A valid TRC20 address (base58check of 0x41 + 20 bytes). */
export const tronAddress = 'TAnyuZwQdnuFeTeMPikrgLBfrz1raq19iW';

/** A well-formed TRC20 transaction hash (64 hex digits), one per `n`. */
export const tronTx = (n: number) => n.toString(16).padStart(64, 'a');
