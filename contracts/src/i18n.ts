import { z } from 'zod';

/** The 13 languages of the spec, in its order. */
export const languages = [
  'en-US',
  'zh-Hans',
  'zh-Hant',
  'ru',
  'ja',
  'ko',
  'th',
  'vi',
  'de',
  'fr',
  'it',
  'es',
  'pt',
] as const;
export const language = z.enum(languages);
export type Language = z.infer<typeof language>;
export const defaultLanguage: Language = 'en-US';

/** Header carrying the language on every request; synchronous requests also send `lang` in the query. */
export const languageHeader = 'lang';
