import { api } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, envelopeOf, makeApp, registerUser } from '../../test/harness.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
beforeEach(async () => {
  t = await makeApp();
});
afterEach(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });

describe('user/getMyQrcode', () => {
  it('gives the invite code, a register link carrying it, and a QR code of that link', async () => {
    const token = await registerUser(t.app);
    const res = await get('user/getMyQrcode', { ...auth(token), host: 'demo.example.com' });
    const data = api.user.getMyQrcode.data.parse(envelopeOf(res).data);
    expect(data.link).toBe(`http://localhost:8080/#/app/pages/user/register?invite=${data.invite_code}`);
    expect(Buffer.from(data.qrcode.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');
  });
});
