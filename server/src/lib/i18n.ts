import {
  interpolate,
  type Language,
  languageHeader,
  language as languageSchema,
  languages,
  type MessageKey,
  type Messages,
  messageLoaders,
  sentence,
} from '@app/contracts';

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** Every catalogue, loaded once at start so translating never waits. */
export async function loadCatalogues(): Promise<Record<Language, Messages>> {
  const entries = await Promise.all(languages.map(async (l) => [l, await messageLoaders[l]()] as const));
  return Object.fromEntries(entries) as Record<Language, Messages>;
}

/** The request's language: `lang` query, then the `lang` header, then Accept-Language, then the default. */
export function pickLanguage(
  query: unknown,
  headers: Record<string, string | string[] | undefined>,
  fallback: Language,
): Language {
  const fromQuery = (query as { lang?: unknown } | undefined)?.lang;
  const header = headers[languageHeader];
  const accept = headers['accept-language'];
  if (fromQuery === undefined && header === undefined && accept === undefined) return fallback;
  const candidates = [fromQuery, header, ...acceptLanguages(accept)];
  for (const c of candidates) {
    const match = normalize(c);
    if (match) return match;
  }
  return fallback;
}

function acceptLanguages(header: string | string[] | undefined): string[] {
  if (typeof header !== 'string') return [];
  return header.split(',').map((part) => part.split(';')[0]?.trim() ?? '');
}

// A Map, never a plain object: the selector is user input, and `constructor` or `__proto__` must not
// find anything (they once found Object's own members and broke every answer after its write).
const aliases = new Map<string, Language>([
  ['en', 'en-US'],
  ['zh', 'zh-Hans'],
  ['zh-cn', 'zh-Hans'],
  ['zh-sg', 'zh-Hans'],
  ['zh-tw', 'zh-Hant'],
  ['zh-hk', 'zh-Hant'],
  ['zh-mo', 'zh-Hant'],
]);

function normalize(value: unknown): Language | null {
  if (typeof value !== 'string' || value === '') return null;
  const exact = languageSchema.safeParse(value);
  if (exact.success) return exact.data;
  const lower = value.toLowerCase();
  const found = languages.find((l) => l.toLowerCase() === lower);
  return found ?? aliases.get(lower) ?? aliases.get(lower.split('-')[0] ?? '') ?? normalizeBase(lower);
}

function normalizeBase(lower: string): Language | null {
  const base = lower.split('-')[0];
  return languages.find((l) => l === base) ?? null;
}

/** Keys come from code, but a key that is not the catalogue's own (a prototype member) falls back to it. */
export function translator(catalogue: Messages): Translate {
  // Without parameters a key always reads the same: worked out once (every success envelope asks).
  const plain = new Map<MessageKey, string>();
  return (key, params) => {
    if (params === undefined) {
      let text = plain.get(key);
      if (text === undefined) {
        text = translate(catalogue, key, {});
        plain.set(key, text);
      }
      return text;
    }
    return translate(catalogue, key, params);
  };
}

function translate(catalogue: Messages, key: MessageKey, params: Record<string, string | number>): string {
  const named = Object.fromEntries(
    Object.entries(params).map(([k, v]) => [k, k === 'name' ? fieldName(catalogue, String(v)) : v]),
  );
  return sentence(
    interpolate(Object.hasOwn(catalogue, key) ? catalogue[key] : catalogue.unexpected_error, named),
  );
}

/** A field's translated name, or the field itself when it has none. */
function fieldName(catalogue: Messages, field: string): string {
  const key = `field_${field}` as MessageKey;
  return Object.hasOwn(catalogue, key) ? catalogue[key] : field;
}
