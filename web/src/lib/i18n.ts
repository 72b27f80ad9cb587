import type { Language } from '@app/contracts';
import { messageLoaders, enUS as sharedEnglish } from '@app/contracts/messages';
import i18next, { type ParseKeys } from 'i18next';
import { initReactI18next } from 'react-i18next';
import english from '../locales/en-US.json';
import { getItem, setItem, storageKeys } from './storage.ts';

/** The 13 languages in the spec's order (the keys of the shared message loaders). */
export const languages = Object.keys(messageLoaders) as Language[];
export const defaultLanguage: Language = 'en-US';

/** One namespace: the web's own strings (nested) plus the shared messages of spec sections 5 and 8 (flat). */
export const englishResources = { ...english, ...sharedEnglish };

/** Any key `t()` takes: typed from the English source (see src/i18next.d.ts). */
export type TranslationKey = ParseKeys;

const uiLoaders = import.meta.glob<{ default: typeof english }>([
  '../locales/*.json',
  '!../locales/en-US.json',
]);

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/** Spec section 1: the saved language, else the server's default, else en-US. */
export function startupLanguage(serverDefault?: string): Language {
  const saved = getItem<string>(storageKeys.language);
  if (isLanguage(saved)) return saved;
  if (isLanguage(serverDefault)) return serverDefault;
  return defaultLanguage;
}

async function loadResources(lang: Language) {
  if (lang === 'en-US') return englishResources;
  const ui = uiLoaders[`../locales/${lang}.json`];
  const [own, shared] = await Promise.all([
    ui ? ui().then((m) => m.default) : english,
    messageLoaders[lang](),
  ]);
  return { ...own, ...shared };
}

export async function initI18n(lang: Language): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: 'en-US',
    fallbackLng: 'en-US',
    resources: { 'en-US': { translation: englishResources } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (lang !== 'en-US') await changeLanguage(lang, false);
  document.documentElement.lang = lang;
}

/** Loads the language's catalogue on demand, switches, and (by default) saves it as the UI language. */
export async function changeLanguage(lang: Language, save = true): Promise<void> {
  if (!i18next.hasResourceBundle(lang, 'translation')) {
    i18next.addResourceBundle(lang, 'translation', await loadResources(lang), true, true);
  }
  await i18next.changeLanguage(lang);
  document.documentElement.lang = lang;
  if (save) setItem(storageKeys.language, lang);
}

export const currentLanguage = (): Language =>
  isLanguage(i18next.language) ? i18next.language : defaultLanguage;

export const translate = (key: string, params?: Record<string, unknown>): string =>
  String(i18next.t(key, params as never));

export { i18next };
