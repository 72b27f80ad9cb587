import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, form, makeApp } from '../test/harness.ts';
import { loadCatalogues, pickLanguage, translator } from './i18n.ts';

describe('server messages', () => {
  let t: Awaited<ReturnType<typeof makeApp>>;
  beforeAll(async () => {
    t = await makeApp();
  });
  afterAll(() => t.close());

  const loginWrong = (query: string, headers: Record<string, string>) => {
    const f = form({ username: 'nobody01', password: 'wrongpass' });
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/user/login${query}`,
      payload: f.payload,
      headers: { ...f.headers, ...headers },
    });
  };

  it('speak the language of the lang header', async () => {
    expect(envelopeOf(await loginWrong('', { lang: 'zh-Hans' })).msg).toBe('账号或密码错误');
  });

  it('prefer the lang query over the header', async () => {
    const res = await loginWrong('?lang=ja', { lang: 'zh-Hans' });
    expect(envelopeOf(res).msg).not.toBe(envelopeOf(await loginWrong('', { lang: 'zh-Hans' })).msg);
    expect(envelopeOf(res).msg).toMatch(/[ぁ-んァ-ン一-龯]/);
  });

  it('translate field names inside validation messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { lang: 'de' },
      payload: {},
    });
    expect(envelopeOf(res).msg).toContain('Konto');
  });
});

describe('pickLanguage', () => {
  it('maps browser tags onto the 13 languages and falls back to the default', () => {
    expect(pickLanguage({}, { 'accept-language': 'zh-TW,zh;q=0.9' }, 'en-US')).toBe('zh-Hant');
    expect(pickLanguage({}, { 'accept-language': 'pt-BR' }, 'en-US')).toBe('pt');
    expect(pickLanguage({ lang: 'xx' }, { lang: 'zh-CN' }, 'en-US')).toBe('zh-Hans');
    expect(pickLanguage({}, {}, 'ko')).toBe('ko');
  });

  it('finds nothing for object keys such as constructor or __proto__, with or without a region', () => {
    for (const key of [
      'constructor',
      '__proto__',
      'toString',
      'hasOwnProperty',
      'constructor-US',
      '__proto__-x',
    ]) {
      expect(pickLanguage({ lang: key }, { lang: key, 'accept-language': key }, 'ko'), key).toBe('ko');
    }
  });

  it('reads a key without parameters the same each time, and still fills parameters when given', async () => {
    const { de } = await loadCatalogues();
    const t = translator(de);
    expect(t('success')).toBe(de.success);
    expect(t('success')).toBe(de.success);
    expect(t('quantity_range')).toBe(de.quantity_range);
    expect(t('quantity_range', { min: 1, max: 9 })).not.toContain('{{');
    expect(t('quantity_range', { min: 1, max: 9 })).toContain('9');
    expect(t('quantity_range')).toBe(de.quantity_range);
  });
});
