import { Button, List } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { Page } from '../../../components/page.tsx';
import { UpColour } from '../../../features/preferences/components/up-colour.tsx';
import { nav } from '../../../lib/navigation.ts';
import { mainColor, setTheme, type ThemeMode, useTheme } from '../../../lib/theme.ts';

const modes: ThemeMode[] = ['light', 'dark'];

export default function ThemePage() {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <Page title={t('title.theme')}>
      <div className="theme-options">
        {modes.map((mode) => (
          <button
            key={mode}
            type="button"
            data-mode={mode}
            className={theme.mode === mode ? 'theme-option active' : 'theme-option'}
            onClick={() => setTheme({ mode })}
          >
            <span className={`theme-thumb ${mode}`}>
              <i />
              <i />
              <i />
            </span>
            <span className="theme-name">
              {theme.mode === mode ? <CheckOutline /> : null} {t(`theme.${mode}`)}
            </span>
          </button>
        ))}
      </div>
      <List className="menu-list">
        <List.Item
          onClick={() => nav.navigate(paths.colorPicker)}
          extra={<span className="swatch small" style={{ background: mainColor(theme) }} />}
        >
          {t('theme.main_color')}
        </List.Item>
      </List>
      <UpColour />
      <section className="preview-card">
        <div className="preview-title">{t('theme.preview')}</div>
        <p>{t('theme.preview_text')}</p>
        <Button color="primary" size="small">
          {t('common.confirm')}
        </Button>
      </section>
    </Page>
  );
}
