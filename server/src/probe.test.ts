import { it } from 'vitest';
import { auth, makeApp, registerUser } from './test/harness.ts';

it('probe', async () => {
  const t = await makeApp();
  const token = await registerUser(t.app, 'probe001', 'Zq9-secret');
  for (const q of ['common/file?id=a&id=b', 'user/balance?lang=__proto__', 'user/balance?lang=constructor']) {
    const r = await t.app.inject({ method: 'GET', url: `/api/v1/${q}`, headers: auth(token) });
    console.log(q, r.statusCode, r.headers['content-type'], r.body.slice(0, 200));
  }
  for (const ct of ['multipart/form-data', 'multipart/form-data; boundary=abc']) {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/v1/common/uploader',
      headers: { ...auth(token), 'content-type': ct },
      payload: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nxx',
    });
    console.log(ct, r.statusCode, r.headers['content-type'], r.body.slice(0, 200));
  }
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    payload: 'username=a&password=b',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  console.log('biz', r.statusCode, r.headers, r.body);
  const r2 = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    payload: '{bad',
    headers: { 'content-type': 'application/json' },
  });
  console.log('badjson', r2.statusCode, r2.headers['content-type'], r2.body);
  await t.close();
});
