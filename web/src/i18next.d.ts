import type { englishResources } from './lib/i18n.ts';

/**
 * Types `t()` keys from the English source (the web's en-US.json plus the shared contract messages), so a
 * key missing from English fails typecheck, and so does a message called without its `{{placeholders}}`.
 * Type-only: nothing is added to the bundle.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    strictInterpolationChecks: true;
    resources: { translation: typeof englishResources };
  }
}
