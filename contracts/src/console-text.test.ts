import { describe, expect, it } from 'vitest';
import { consoleEnUS } from './console-text/en-US.ts';
import { consoleTexts } from './console-text.ts';
import { languages } from './i18n.ts';

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const keys = Object.keys(consoleEnUS) as Array<keyof typeof consoleEnUS>;
/** Where the English word is the usual term (German, Spanish and Portuguese developers say "Sandboxes"). */
const loanwords = new Set<string>(['sandboxes']);

describe.each(languages.filter((l) => l !== 'en-US'))("the developer console's words in %s", (lang) => {
  it('has every English key, with the same placeholders', () => {
    for (const key of keys) {
      expect(consoleTexts[lang][key], key).toBeTypeOf('string');
      expect(placeholders(consoleTexts[lang][key]), key).toEqual(placeholders(consoleEnUS[key]));
    }
    expect(Object.keys(consoleTexts[lang]).sort()).toEqual([...keys].sort());
  });

  it('is really translated, not an English copy', () => {
    const copies = keys.filter(
      (k) => !loanwords.has(k) && consoleEnUS[k].length > 8 && consoleTexts[lang][k] === consoleEnUS[k],
    );
    expect(copies).toEqual([]);
  });
});
