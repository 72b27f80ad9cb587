import type { Language } from '@app/contracts';
import { messageLoaders } from '@app/contracts/messages';
import { describe, expect, it } from 'vitest';
import english from './en-US.json';

const catalogues = import.meta.glob<{ default: Record<string, Record<string, string>> }>('./*.json', {
  eager: true,
});
const languages = Object.keys(messageLoaders) as Language[];
const others = languages.filter((l) => l !== 'en-US');

const flatten = (tree: Record<string, Record<string, string>>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([s, vals]) => Object.entries(vals).map(([k, v]) => [`${s}.${k}`, v])),
  );
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const englishFlat = flatten(english);

/** Words that really are the same as in English in that language. */
const sameAsEnglish: Partial<Record<Language, string[]>> & { all: string[] } = {
  all: ['mine.uid', 'money.asset_usdt', 'money.asset_money', 'cash.confirmations_progress'],
  de: [
    'setting.version',
    'level.Junior',
    'level.Premium',
    'live.connected',
    'live.error',
    'market.high_short',
    'market.name',
  ],
  fr: ['setting.version', 'level.Junior', 'level.Premium', 'market.high_short', 'cash.confirmations_label'],
  es: ['level.Junior', 'level.Premium'],
  it: ['tab.home', 'auth.account', 'auth.password', 'level.Junior', 'level.Premium', 'live.error'],
  pt: ['level.Premium'],
};

/**
 * One term per concept: keys with the same English text read the same in every language, unless they
 * name a different thing or play a different grammatical role (a screen's title is a noun, its button a
 * verb). Those keys are named here with their role; keys of the same role must still agree.
 */
const roles: Record<string, string> = {
  'auth.login_now': 'action',
  'home.recharge': 'action',
  'money.recharge': 'action',
  'home.withdraw': 'action',
  'money.withdraw': 'action',
  'money.exchange': 'action',
  'cash.go_bind': 'action',
  'money.submit': 'the form’s submit button',
  'money.kind_recharge': 'kind of record',
  'money.kind_withdraw': 'kind of record',
  'support.kind_notice': 'kind of notice, beside announcements',
  'earn.products': 'Earn products, not trading pairs',
  'auth.account': 'the login name',
  'live.closed': 'the live connection',
  'earn.closed': 'a product not taking subscriptions',
  'earn.redeemed': 'the message after redeeming',
};

describe('UI catalogues', () => {
  it('exist for all 13 languages', () => {
    expect(Object.keys(catalogues).sort()).toEqual(languages.map((l) => `./${l}.json`).sort());
  });

  it.each(others)('%s has every key English has, with the same placeholders', (lang) => {
    const flat = flatten(catalogues[`./${lang}.json`]?.default ?? {});
    for (const [key, text] of Object.entries(englishFlat)) {
      expect(flat[key], `${lang} lacks ${key}`).toBeTruthy();
      expect(placeholders(flat[key] ?? ''), `${lang} ${key}`).toEqual(placeholders(text));
    }
    expect(Object.keys(flat).sort()).toEqual(Object.keys(englishFlat).sort());
  });

  it.each(others)('%s is really translated, not an English copy', (lang) => {
    const flat = flatten(catalogues[`./${lang}.json`]?.default ?? {});
    const allowed = new Set([...sameAsEnglish.all, ...(sameAsEnglish[lang] ?? [])]);
    const copies = Object.keys(englishFlat).filter((k) => flat[k] === englishFlat[k] && !allowed.has(k));
    expect(copies).toEqual([]);
  });
});

describe('one term per concept', () => {
  const groups = new Map<string, string[]>();
  for (const [key, text] of Object.entries(englishFlat)) {
    const group = `${text}\u0000${roles[key] ?? ''}`;
    groups.set(group, [...(groups.get(group) ?? []), key]);
  }
  const concepts = [...groups.values()].filter((keys) => keys.length > 1);

  it.each(others)('%s words each concept the same on every screen', (lang) => {
    const flat = flatten(catalogues[`./${lang}.json`]?.default ?? {});
    const split = concepts
      .filter((keys) => new Set(keys.map((k) => flat[k])).size > 1)
      .map((keys) => keys.map((k) => `${k}=${flat[k]}`).join(' | '));
    expect(split).toEqual([]);
  });
});

describe('the direction of an order', () => {
  it.each(languages)('%s names buy more and buy less in the rules with the words of the buttons', (lang) => {
    const trade = catalogues[`./${lang}.json`]?.default?.trade ?? {};
    expect(trade.rule_up?.toLowerCase()).toContain(trade.buy_more?.toLowerCase());
    expect(trade.rule_down?.toLowerCase()).toContain(trade.buy_less?.toLowerCase());
  });
});

describe('shared messages of spec sections 5 and 8', () => {
  it.each(others)('%s has every shared message with its placeholders', async (lang) => {
    const [en, messages] = await Promise.all([messageLoaders['en-US'](), messageLoaders[lang]()]);
    for (const [key, text] of Object.entries(en)) {
      const translated = messages[key as keyof typeof messages];
      expect(translated, `${lang} lacks ${key}`).toBeTruthy();
      expect(placeholders(translated), `${lang} ${key}`).toEqual(placeholders(text));
    }
  });
});
