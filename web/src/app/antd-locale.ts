import enUS from 'antd-mobile/es/locales/en-US';

type Locale = typeof enUS;
const load = (m: Promise<{ default: Locale }>) => m.then((x) => x.default);

const loaders: Record<string, () => Promise<Locale>> = {
  'en-US': async () => enUS,
  'zh-Hans': () => load(import('antd-mobile/es/locales/zh-CN')),
  'zh-Hant': () => load(import('antd-mobile/es/locales/zh-TW')),
  ru: () => load(import('antd-mobile/es/locales/ru-RU')),
  ja: () => load(import('antd-mobile/es/locales/ja-JP')),
  ko: () => load(import('antd-mobile/es/locales/ko-KR')),
  th: () => load(import('antd-mobile/es/locales/th-TH')),
  vi: () => load(import('antd-mobile/es/locales/vi-VN')),
  de: () => load(import('antd-mobile/es/locales/de-DE')),
  fr: () => load(import('antd-mobile/es/locales/fr-FR')),
  it: () => load(import('antd-mobile/es/locales/it-IT')),
  es: () => load(import('antd-mobile/es/locales/es-ES')),
  pt: () => load(import('antd-mobile/es/locales/pt-BR')),
};

/** English is built in; the other locales of antd-mobile's own texts load on demand. */
export { enUS as antdEnglish };
export const antdLocale = (lang: string): Promise<Locale> =>
  (loaders[lang] ?? loaders['en-US'] ?? (() => Promise.reject()))();
