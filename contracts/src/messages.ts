import type { Language } from './i18n.ts';
import { enUS, type MessageKey, type Messages } from './messages/en-US.ts';

export { enUS, type MessageKey, type Messages };

/** English as the one synchronous catalogue; other languages load on demand. */
export const messageLoaders: Record<Language, () => Promise<Messages>> = {
  'en-US': async () => enUS,
  'zh-Hans': async () => (await import('./messages/zh-Hans.ts')).messages,
  'zh-Hant': async () => (await import('./messages/zh-Hant.ts')).messages,
  ru: async () => (await import('./messages/ru.ts')).messages,
  ja: async () => (await import('./messages/ja.ts')).messages,
  ko: async () => (await import('./messages/ko.ts')).messages,
  th: async () => (await import('./messages/th.ts')).messages,
  vi: async () => (await import('./messages/vi.ts')).messages,
  de: async () => (await import('./messages/de.ts')).messages,
  fr: async () => (await import('./messages/fr.ts')).messages,
  it: async () => (await import('./messages/it.ts')).messages,
  es: async () => (await import('./messages/es.ts')).messages,
  pt: async () => (await import('./messages/pt.ts')).messages,
};

/**
 * A message as a sentence: its first letter capitalised, for messages that open with a placeholder
 * ("{{name}} is invalid" with "invite code" reads "Invite code is invalid"). Scripts without case are
 * unchanged.
 */
export const sentence = (text: string): string => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** Fills `{{name}}` placeholders. */
export function interpolate(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) =>
    Object.hasOwn(params, key) ? String(params[key]) : whole,
  );
}
