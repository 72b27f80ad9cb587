import { api, ErrorCode } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runAdmin } from '../../cli/admin-commands.ts';
import { openDb } from '../../db/client.ts';
import { apiCaller, auth, envelopeOf, makeApp, registerUser } from '../../test/harness.ts';
import { realImage, uploadFile } from '../../test/images.ts';
import { liveSocket } from '../../test/live-socket.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
let address: string;
const sockets: Array<Awaited<ReturnType<typeof liveSocket>>> = [];
const { post } = apiCaller(() => t.app);

beforeEach(async () => {
  t = await makeApp({ MARKET_SYMBOLS: 'BTC' });
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  for (const s of sockets.splice(0)) s.close();
  await t.close();
});

/** A socket that went `online` (with a token when given) and asked for the `realname` channel. */
async function listener(token?: string) {
  const socket = await liveSocket(address);
  sockets.push(socket);
  await socket.online(token);
  await socket.sub('realname');
  return socket;
}

async function submitWithPhotos(token: string) {
  const ids: string[] = [];
  for (const seed of [1, 2]) {
    const res = await uploadFile(t.app, token, await realImage(seed));
    ids.push(api.common.uploader.data.parse(envelopeOf(res).data).id);
  }
  const fields = { name: 'Alice Martin', idcard: 'X1234567', front: ids[0] ?? '', contrary: ids[1] ?? '' };
  expect(envelopeOf(await post('user/realnameAuth', fields, auth(token))).code).toBe(0);
}

describe('the realname push', () => {
  it('reaches its owner’s subscribed socket, not another user’s, and no anonymous subscriber', async () => {
    const owner = await registerUser(t.app, 'alice01');
    const other = await registerUser(t.app, 'bob0001');
    const mine = await listener(owner);
    const theirs = await listener(other);
    const anonymous = await listener();
    expect((await anonymous.until('error'))[0]).toMatchObject({ data: { code: ErrorCode.unauthorized } });

    await submitWithPhotos(owner);
    // The admin CLI's own connection, as in its process: the decision reaches the app through the outbox.
    const cli = openDb(t.url);
    await runAdmin(['kyc', 'reject', 'alice01', '--reason', 'Blurred'], {
      database: cli,
      clock: t.clock.now,
    });
    cli.close();
    t.app.outbox.drain();
    const pushes = await mine.until('realname');
    expect(pushes.at(-1)).toMatchObject({ ch: 'realname', data: { status: 3, reason: 'Blurred' } });
    expect(theirs.inbox.some((m) => m.ch === 'realname')).toBe(false);
    expect(anonymous.inbox.some((m) => m.ch === 'realname')).toBe(false);
  });
});
