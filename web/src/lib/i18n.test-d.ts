import i18next from 'i18next';
import { describe, expectTypeOf, test } from 'vitest';
import type { TranslationKey } from './i18n.ts';

// Vitest type tests (`*.test-d.ts`, checked by tsc, never run): `t()` is typed from the English source
// (locales/en-US.json plus the shared messages) with its placeholders. An `@ts-expect-error` that stops
// being an error fails its test.
const t = i18next.t;

describe('translation keys', () => {
  test('take web strings, nested, and shared messages, flat', () => {
    expectTypeOf(t('common.confirm')).toBeString();
    expectTypeOf(t('insufficient_balance')).toBeString();
    expectTypeOf(t('quantity_range', { min: '1', max: '9' })).toBeString();
    expectTypeOf<'title.recharge'>().toExtend<TranslationKey>();
  });

  test('refuse a key English lacks or misspells', () => {
    // @ts-expect-error a key missing from English
    t('missing.key');
    // @ts-expect-error a misspelt nested key
    t('common.confrim');
    expectTypeOf<'title.nowhere'>().not.toExtend<TranslationKey>();
  });

  test('refuse a message with placeholders called without them', () => {
    // @ts-expect-error a message with placeholders needs them
    t('quantity_range');
  });
});
