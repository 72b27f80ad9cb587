import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { useLogoutFlow } from '../../../features/account/use-logout-flow.ts';
import { nativeNames } from '../../../lib/languages.ts';
import { nav } from '../../../lib/navigation.ts';
import { ExclamationCircleOutline, GlobalOutline, SetOutline, SkinOutlineIcon } from './icons.tsx';

/** The preferences (settings, language, theme) and, apart, logging out. */
export function SettingsMenu() {
  const { t, i18n } = useTranslation();
  const logout = useLogoutFlow();
  return (
    <>
      <List header={t('setting.preferences')} className="menu-list">
        <List.Item prefix={<SetOutline />} onClick={() => nav.navigate(paths.setting)}>
          {t('mine.settings')}
        </List.Item>
        <List.Item
          prefix={<GlobalOutline />}
          extra={nativeNames[i18n.language as keyof typeof nativeNames]}
          onClick={() => nav.navigate(paths.languageDialog)}
        >
          {t('setting.language')}
        </List.Item>
        <List.Item prefix={<SkinOutlineIcon />} onClick={() => nav.navigate(paths.theme)}>
          {t('setting.theme')}
        </List.Item>
      </List>
      <List className="menu-list">
        <List.Item
          prefix={<ExclamationCircleOutline />}
          arrowIcon={false}
          onClick={() => void logout()}
          className="danger-item"
        >
          {t('setting.logout')}
        </List.Item>
      </List>
    </>
  );
}
