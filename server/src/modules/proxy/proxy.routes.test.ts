import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ErrorCode } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { startMutatingProxy } from '../../../../tools/drift/src/test/mutating-proxy.ts';
import { fingerprint } from '../../test/fingerprint.ts';
import { auth, envelopeOf, registerUser } from '../../test/harness.ts';
import { proxyWorld } from '../../test/proxy-world.ts';
import { freePort } from '../../test/server-process.ts';

const world = proxyWorld();
const { admin, withProxy, report, get, post } = world;

describe('the checking proxy (UPSTREAM_URL)', () => {
  it('answers each call with what the upstream answered, sessions included', async () => {
    await withProxy();
    const direct = await world.upstream().app.inject({ method: 'GET', url: '/api/v1/common/base' });
    const through = await get('common/base');
    expect(through.statusCode).toBe(200);
    expect(through.body).toBe(direct.body);

    const signedUp = await post('user/register', {
      username: 'proxied01',
      password: 'Zq9-secret',
      repassword: 'Zq9-secret',
      agree: '1',
    });
    const session = envelopeOf(signedUp).data as { token: string };
    const balance = envelopeOf(await get('user/balance', auth(session.token)));
    expect(balance.code).toBe(0);
    // The account lives upstream: the upstream itself knows the token the proxy handed out.
    const upstreamBalance = await world.upstream().app.inject({
      method: 'GET',
      url: '/api/v1/user/balance',
      headers: auth(session.token),
    });
    expect(envelopeOf(upstreamBalance).data).toEqual(balance.data);
  });

  it('grades every answer against the contracts, in the journal and in the report', async () => {
    await withProxy();
    await get('common/base');
    await get('market/list');
    const journal = (
      await world.proxy().app.inject({ method: 'GET', url: '/__admin/journal', headers: admin })
    ).json();
    const calls = journal.requests.map((r: { call: string; verdict: { grade: string } }) => [
      r.call,
      r.verdict.grade,
    ]);
    expect(calls).toEqual([
      ['common.base', 'ok'],
      ['market.list', 'ok'],
    ]);
    const found = await report();
    expect(found.upstream).toBe(world.upstreamUrl());
    expect(found.grades.ok).toBe(2);
    expect(found.checked.map((c) => c.name).sort()).toEqual(['common.base', 'market.list']);
  });

  it('reports an upstream that drifts from the contract, with the field and the grade', async () => {
    const drifting = await startMutatingProxy(world.upstreamUrl());
    try {
      drifting.mutations.http.set('market/list', (answer) => {
        const body = answer.body as { data: Array<Record<string, unknown>> };
        for (const item of body.data) delete item.symbol;
      });
      const log: string[] = [];
      const file = join(mkdtempSync(join(tmpdir(), 'coinly-proxy-')), 'report.json');
      await withProxy(drifting.url, { LOG_LEVEL: 'warn', PROXY_REPORT: file }, log);
      const res = await get('market/list');
      expect(envelopeOf(res).code).toBe(0);
      const [entry] = (await report()).checked;
      expect(entry).toMatchObject({ name: 'market.list', worst: 'err' });
      expect(entry?.issues.join('\n')).toContain('symbol');
      // On the console as it passes, and in the report file when the server stops.
      const warned = log
        .map((line) => JSON.parse(line))
        .find((l) => l.msg === 'upstream breaks the contract');
      expect(warned).toMatchObject({ call: 'market.list', grade: 'err' });
      await world.closeProxy();
      expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ checked: [entry] });
      rmSync(dirname(file), { recursive: true, force: true });
    } finally {
      await drifting.stop();
    }
  });

  it('answers a translated error when the upstream cannot be reached, and reports the call as failed', async () => {
    await withProxy(`http://127.0.0.1:${await freePort()}`);
    const res = await get('common/base', { lang: 'de' });
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    const body = envelopeOf(res);
    expect(body.data).toBeNull();
    const english = envelopeOf(await get('common/base'));
    expect(english.msg).not.toBe('');
    expect(body.msg).not.toBe(english.msg);
    const [entry] = (await report()).checked;
    expect(entry).toMatchObject({ name: 'common.base', worst: 'err', count: 2 });
    expect(entry?.issues[0]).toMatch(/^no answer from the upstream/);
  });

  it('forwards API paths only: a dot segment out of /api/v1 is not found and never forwarded', async () => {
    await withProxy();
    const address = new URL(await world.proxy().app.listen({ port: 0, host: '127.0.0.1' }));
    // Sent as written (fetch and inject would resolve the dots first).
    const answer = await new Promise<string>((resolve, reject) => {
      const path = '/api/v1/%2e%2e/%2e%2e/__admin/state';
      request({ host: address.hostname, port: address.port, path }, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve(text));
      })
        .on('error', reject)
        .end();
    });
    expect(JSON.parse(answer)).toMatchObject({ code: ErrorCode.notFound, data: null });
    expect((await report()).checked).toEqual([]);
  });

  it("keeps the app's socket on the proxy when the upstream names its own absolute websocket address", async () => {
    const elsewhere = await startMutatingProxy(world.upstreamUrl());
    try {
      elsewhere.mutations.http.set('common/base', (answer) => {
        (answer.body as { data: { wss: string } }).data.wss = 'wss://upstream.example.com/ws';
      });
      await withProxy(elsewhere.url);
      expect(envelopeOf(await get('common/base')).data).toMatchObject({ wss: '/ws' });
      // What was checked is what the upstream said.
      expect((await report()).checked).toEqual([
        expect.objectContaining({ name: 'common.base', worst: 'ok' }),
      ]);
    } finally {
      await elsewhere.stop();
    }
  });

  it('applies scenarios on top: maintenance answers 503 and the upstream is not called', async () => {
    await withProxy();
    const before = await fingerprint(world.upstream().deps.database.db);
    const res = await post(
      'user/register',
      { username: 'neverhere1', password: 'Zq9-secret', repassword: 'Zq9-secret', agree: '1' },
      { ...admin, 'x-scenario': 'maintenance' },
    );
    expect(res.statusCode).toBe(503);
    expect(envelopeOf(res).msg).not.toBe('');
    expect(await fingerprint(world.upstream().deps.database.db)).toBe(before);
  });

  it('expires the session on demand: a call with a token answers 401 and never reaches the upstream', async () => {
    await withProxy();
    const userToken = await registerUser(world.upstream().app, 'proxied03');
    const res = await get('user/balance', { ...admin, ...auth(userToken), 'x-scenario': 'session-expired' });
    expect(res.statusCode).toBe(401);
    expect((await report()).checked).toEqual([]);
    expect(envelopeOf(await get('user/balance', auth(userToken))).code).toBe(0);
  });

  it('forces a refusal: a restricted user cannot withdraw, in its language, and the upstream is unchanged', async () => {
    await withProxy();
    const userToken = await registerUser(world.upstream().app, 'proxied02');
    const before = await fingerprint(world.upstream().deps.database.db);
    const res = await post(
      'user/withdraw',
      { asset: 'usdt', amount: '10', mpassword: '123456', idempotency_key: 'k-proxy-1' },
      { ...admin, ...auth(userToken), 'x-scenario': 'restricted-user', lang: 'de' },
    );
    const body = envelopeOf(res);
    expect(body.code).toBe(ErrorCode.restricted);
    const english = envelopeOf(
      await post(
        'user/withdraw',
        { asset: 'usdt', amount: '10', mpassword: '123456', idempotency_key: 'k-proxy-2' },
        { ...admin, ...auth(userToken), 'x-scenario': 'restricted-user' },
      ),
    );
    expect(body.msg).not.toBe(english.msg);
    expect(await fingerprint(world.upstream().deps.database.db)).toBe(before);
  });

  it('answers a forced refusal the call declares before forwarding, and the upstream is unchanged', async () => {
    await withProxy();
    const userToken = await registerUser(world.upstream().app, 'proxied04');
    const before = await fingerprint(world.upstream().deps.database.db);
    const buy = { product_id: 1, direction: 'up', seconds: 60, amount: '10', idempotency_key: 'k-proxy-3' };
    const forced = await post('user/buy', buy, {
      ...admin,
      ...auth(userToken),
      'x-force-refusal': 'insufficientBalance',
    });
    expect(envelopeOf(forced).code).toBe(ErrorCode.insufficientBalance);
    expect(await fingerprint(world.upstream().deps.database.db)).toBe(before);
    expect((await report()).checked).toEqual([]);
  });
});
