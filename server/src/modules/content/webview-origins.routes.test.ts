import { api } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runAdmin } from '../../cli/admin-commands.ts';
import { envelopeOf, makeApp } from '../../test/harness.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
beforeEach(async () => {
  t = await makeApp();
});
afterEach(() => t.close());

const admin = (...argv: string[]) => runAdmin(argv, { database: t.deps.database, clock: t.clock.now });
const origins = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/common/base' });
  return api.common.base.data.parse(envelopeOf(res).data).webview_origins;
};

describe('the webview allow-list in common/base', () => {
  it('is derived from the customer-service links by default (the agreement and privacy are the app’s own)', async () => {
    expect(await origins()).toEqual(['https://t.me', 'https://wa.me', 'https://line.me']);
  });

  it('follows the links the administrator configures', async () => {
    const service = {
      channels: [{ key: 'web', name: 'Help', link: 'https://help.example.com/chat?x=1', qrcode: null }],
      qrcode: null,
    };
    await admin('config', 'set', 'customer_service', JSON.stringify(service));
    await admin('config', 'set', 'privacy_url', '"https://legal.example.org/privacy"');
    t.clock.advance(1_001);
    expect(await origins()).toEqual(['https://help.example.com', 'https://legal.example.org']);
  });

  it('is the administrator’s own list when set, as origins, and takes nothing but http(s)', async () => {
    await admin(
      'config',
      'set',
      'webview_origins',
      '["https://news.example.com/a/b", "http://10.0.0.5:8080"]',
    );
    t.clock.advance(1_001);
    expect(await origins()).toEqual(['https://news.example.com', 'http://10.0.0.5:8080']);
    await expect(admin('config', 'set', 'webview_origins', '["javascript:alert(1)"]')).rejects.toThrow(
      'an http(s) origin',
    );
  });
});
