import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { TranslationKey } from './i18n.ts';

/**
 * Type-level tests: `pnpm typecheck` fails if any `@ts-expect-error` below stops being an error, that is if
 * `t()` ever accepts a key the English source (locales/en-US.json plus the shared messages) lacks, or a
 * keyed message without its placeholders. The calls are never run.
 */
const cases = () => {
  const t = i18next.t;
  // Web strings (nested) and shared messages (flat) compile.
  void t('common.confirm');
  void t('insufficient_balance');
  void t('quantity_range', { min: '1', max: '9' });
  const key: TranslationKey = 'title.recharge';
  void t(key);

  // @ts-expect-error a key missing from English
  void t('missing.key');
  // @ts-expect-error a misspelt nested key
  void t('common.confrim');
  // @ts-expect-error a message with placeholders needs them
  void t('quantity_range');
  // @ts-expect-error a translation key is a known key, not any string
  const loose: TranslationKey = 'title.nowhere';
  return loose;
};

describe('translation key types', () => {
  it('are checked by the compiler (this file is type-checked, the cases are never run)', () => {
    expect(typeof cases).toBe('function');
  });
});
