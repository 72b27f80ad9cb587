import { describe, expect, it } from 'vitest';
import { languages } from './i18n.ts';
import { enUS, interpolate, messageLoaders } from './messages.ts';

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each(languages.filter((l) => l !== 'en-US'))('shared messages in %s', (lang) => {
  it('has every English key, with the same placeholders', async () => {
    const messages = await messageLoaders[lang]();
    for (const key of Object.keys(enUS) as Array<keyof typeof enUS>) {
      expect(messages[key], key).toBeTypeOf('string');
      expect(placeholders(messages[key]), key).toEqual(placeholders(enUS[key]));
    }
  });

  it('is really translated, not an English copy', async () => {
    const messages = await messageLoaders[lang]();
    const copies = (Object.keys(enUS) as Array<keyof typeof enUS>).filter(
      (k) => enUS[k].length > 12 && messages[k] === enUS[k],
    );
    expect(copies).toEqual([]);
  });
});

describe('interpolate', () => {
  it('fills named placeholders and leaves unknown ones', () => {
    expect(interpolate('between {{min}}-{{max}}', { min: 1, max: '5' })).toBe('between 1-5');
    expect(interpolate('{{x}}', {})).toBe('{{x}}');
  });
});
