import { consoleText as de } from './console-text/de.ts';
import { type ConsoleText, consoleEnUS } from './console-text/en-US.ts';
import { consoleText as es } from './console-text/es.ts';
import { consoleText as fr } from './console-text/fr.ts';
import { consoleText as it } from './console-text/it.ts';
import { consoleText as ja } from './console-text/ja.ts';
import { consoleText as ko } from './console-text/ko.ts';
import { consoleText as pt } from './console-text/pt.ts';
import { consoleText as ru } from './console-text/ru.ts';
import { consoleText as th } from './console-text/th.ts';
import { consoleText as vi } from './console-text/vi.ts';
import { consoleText as zhHans } from './console-text/zh-Hans.ts';
import { consoleText as zhHant } from './console-text/zh-Hant.ts';
import type { Language } from './i18n.ts';

export type { ConsoleText };

/**
 * The developer console's words in the 13 languages (`/__admin/`; the server serves one language as
 * `/__admin/console-text.json`). Its own entry point (`@app/contracts/console-text`): neither the app
 * nor the contracts' main entry loads it.
 */
export const consoleTexts: Record<Language, ConsoleText> = {
  'en-US': consoleEnUS,
  'zh-Hans': zhHans,
  'zh-Hant': zhHant,
  ru,
  ja,
  ko,
  th,
  vi,
  de,
  fr,
  it,
  es,
  pt,
};
