import { type Language, languages, messageLoaders } from '@app/contracts';
import type { Finding } from '../validator/index.ts';

/** A catalogue text as a test: exact, or with each `{{name}}` standing for any text. */
const matcher = (text: string): ((msg: string) => boolean) => {
  if (!text.includes('{{')) return (msg) => msg === text;
  const parts = text.split(/\{\{\s*\w+\s*\}\}/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const re = new RegExp(`^${parts.join('.+?')}$`, 's');
  return (msg) => re.test(msg);
};

export interface MsgLanguages {
  /** The languages whose message catalogue (contracts/src/messages) holds `msg`; empty when none does. */
  of(msg: string): Language[];
}

/** Loads the 13 message catalogues of the contracts once, for telling which language a `msg` is in. */
export async function loadMsgLanguages(): Promise<MsgLanguages> {
  const tests = new Map<Language, Array<(msg: string) => boolean>>();
  for (const lang of languages) {
    const catalogue = await messageLoaders[lang]();
    tests.set(lang, Object.values(catalogue).map(matcher));
  }
  return {
    of: (msg) => languages.filter((lang) => tests.get(lang)?.some((t) => t(msg))),
  };
}

/**
 * An answer's `msg` when it is a catalogue text of other languages but not of the one asked for (the
 * English text where Thai was asked, say): WARN. A text no catalogue holds says nothing either way.
 */
export function untranslated(msgs: MsgLanguages, body: string, asked: Language): Finding | undefined {
  let msg: unknown;
  try {
    msg = (JSON.parse(body) as { msg?: unknown } | null)?.msg;
  } catch {
    return undefined;
  }
  if (typeof msg !== 'string' || msg === '') return undefined;
  const found = msgs.of(msg);
  if (found.length === 0 || found.includes(asked)) return undefined;
  return {
    grade: 'WARN',
    check: 'envelope',
    kind: 'untranslated',
    path: 'msg',
    detail: asked,
    message: `msg ${JSON.stringify(msg.slice(0, 40))} is ${found.join('/')} text; ${asked} was asked`,
    diagnosis: 'an untranslated msg',
  };
}
