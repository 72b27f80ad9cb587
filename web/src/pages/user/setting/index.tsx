import { Button, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { Page } from '../../../components/page.tsx';
import { useIsUsedMpwd } from '../../../features/account/api.ts';
import { useLogoutFlow } from '../../../features/account/use-logout-flow.ts';
import { useRealname } from '../../../features/kyc/api.ts';
import { RealnameTag } from '../../../features/kyc/components/realname-tag.tsx';
import { nav } from '../../../lib/navigation.ts';
import { PreferenceItems } from './preference-items.tsx';

export default function SettingPage() {
  const { t } = useTranslation();
  const mpwd = useIsUsedMpwd();
  const realname = useRealname();
  const logout = useLogoutFlow();
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
      <PreferenceItems />
      <div className="page-actions">
        <Button block size="large" className="logout-button" onClick={() => void logout()}>
          {t('setting.logout')}
        </Button>
      </div>
    </Page>
  );
}
