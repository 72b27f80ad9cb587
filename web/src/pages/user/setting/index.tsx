import { Button, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { Page } from '../../../components/page.tsx';
import { useIsUsedMpwd } from '../../../features/account/api.ts';
import { useLogoutFlow } from '../../../features/account/use-logout-flow.ts';
import { useBase } from '../../../features/config/api.ts';
import { useRealname } from '../../../features/kyc/api.ts';
import { RealnameTag } from '../../../features/kyc/components/realname-tag.tsx';
import { nativeNames } from '../../../lib/languages.ts';
import { nav } from '../../../lib/navigation.ts';
import { mainColor, useTheme } from '../../../lib/theme.ts';

export default function SettingPage() {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const mpwd = useIsUsedMpwd();
  const realname = useRealname();
  const logout = useLogoutFlow();
  // The developer panel: on a dev build, or against a server in demo mode.
  const base = useBase();
  const devtools = import.meta.env.DEV || base.data?.demo === true;
  return (
    <Page title={t('title.setting')}>
      <List header={t('setting.security')} className="menu-list">
        <List.Item onClick={() => nav.navigate(paths.pwd)}>{t('setting.login_password')}</List.Item>
        <List.Item
          onClick={() => nav.navigate(paths.realnameAuth)}
          extra={<RealnameTag status={realname.data?.status} />}
        >
          {t('hub.realname')}
        </List.Item>
        <List.Item
          onClick={() => nav.navigate(paths.mpwd)}
          extra={mpwd.data ? t(mpwd.data.used ? 'setting.set' : 'setting.not_set') : null}
        >
          {t('setting.fund_password')}
        </List.Item>
      </List>
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
      <div className="page-actions">
        <Button block size="large" className="logout-button" onClick={() => void logout()}>
          {t('setting.logout')}
        </Button>
      </div>
    </Page>
  );
}
