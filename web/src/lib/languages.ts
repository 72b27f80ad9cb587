import type { Language } from '@app/contracts';

/** Each language by its own name: shown as is in every UI language. */
export const nativeNames: Record<Language, string> = {
  'en-US': 'English',
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
  ru: 'Русский',
  ja: '日本語',
  ko: '한국어',
  th: 'ไทย',
  vi: 'Tiếng Việt',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  es: 'Español',
  pt: 'Português',
};
