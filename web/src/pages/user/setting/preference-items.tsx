import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { useBase } from '../../../features/config/api.ts';
import { nativeNames } from '../../../lib/languages.ts';
import { nav } from '../../../lib/navigation.ts';
import { mainColor, useTheme } from '../../../lib/theme.ts';

/** Language, theme, main colour, version, and the developer panel on a dev build or a demo server. */
export function PreferenceItems() {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const base = useBase();
  const devtools = import.meta.env.DEV || base.data?.demo === true;
  return (
    <List header={t('setting.preferences')} className="menu-list">
      <List.Item
        onClick={() => nav.navigate(paths.languageDialog)}
        extra={nativeNames[i18n.language as keyof typeof nativeNames]}
      >
        {t('setting.language')}
      </List.Item>
      <List.Item onClick={() => nav.navigate(paths.theme)} extra={t(`theme.${theme.mode}`)}>
        {t('setting.theme')}
      </List.Item>
      <List.Item
        onClick={() => nav.navigate(paths.colorPicker)}
        extra={<span className="swatch small" style={{ background: mainColor(theme) }} />}
      >
        {t('setting.main_color')}
      </List.Item>
      <List.Item extra="v1" arrowIcon={false}>
        {t('setting.version')}
      </List.Item>
      {devtools ? (
        <List.Item onClick={() => nav.navigate(paths.devPanel)} className="dev-open">
          {t('dev.open')}
        </List.Item>
      ) : null}
    </List>
  );
}
