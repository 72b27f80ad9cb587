import { describe, expect, it } from 'vitest';
import { startupLanguage } from './i18n.ts';
import { setItem, storageKeys } from './storage.ts';

describe('start-up language', () => {
  it('is the saved language first', () => {
    setItem(storageKeys.language, 'ja');
    expect(startupLanguage('de')).toBe('ja');
  });
  it("is the server's default when none is saved", () => {
    expect(startupLanguage('de')).toBe('de');
  });
  it('is en-US when neither is usable', () => {
    setItem(storageKeys.language, 'xx');
    expect(startupLanguage('yy')).toBe('en-US');
  });
});
