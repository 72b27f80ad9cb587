import { useTranslation } from 'react-i18next';
import { setTheme, useTheme } from '../../../lib/theme.ts';

/** Which colour means "up": by the language's custom, green or red. */
export function UpColour() {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <section className="up-color" aria-label={t('updown.title')}>
      <div className="preview-title">{t('updown.title')}</div>
      <div className="up-options">
        {(['auto', 'green', 'red'] as const).map((up) => (
          <button
            key={up}
            type="button"
            data-up={up}
            aria-pressed={theme.up === up}
            className={theme.up === up ? 'up-option active' : 'up-option'}
            onClick={() => setTheme({ up })}
          >
            {t(`updown.${up}`)}
          </button>
        ))}
      </div>
    </section>
  );
}
