import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { paths, tabPaths } from '../../../app/paths.ts';
import { TabHeader } from '../../../components/blocks.tsx';
import { useHome } from '../../../features/account/api.ts';
import { useLogoutFlow } from '../../../features/account/use-logout-flow.ts';
import { useBase } from '../../../features/config/api.ts';
import { useAssetUnit } from '../../../features/wallet/asset-unit.ts';
import { nativeNames } from '../../../lib/languages.ts';
import { nav } from '../../../lib/navigation.ts';
import { useSession } from '../../../lib/session.ts';
import { scrollToTop, useTabTap } from '../../../lib/tab-events.ts';
import { AssetCard } from './asset-card.tsx';
import { ExclamationCircleOutline, GlobalOutline, SetOutline, SkinOutlineIcon } from './icons.tsx';
import { HubMenu } from './menu.tsx';
import { ProfileCard } from './profile-card.tsx';

/** Mine, the hub: the profile with the spec's user labels, the balances, and an entry to every part. */
export default function MineTab() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const home = useHome();
  const { data: config } = useBase();
  const logout = useLogoutFlow();
  useTabTap(tabPaths.mine, () => {
    scrollToTop();
    void home.refetch();
  });
  const unit = useAssetUnit();
  const units = { usdt: unit('usdt', config?.units.usdt), money: unit('money', config?.units.money) };
  return (
    <div className="tab-page" data-page="mine">
      <TabHeader title={t('tab.mine')} />
      <ProfileCard user={home.data?.user ?? user} />
      <AssetCard balance={home.data?.balance} units={units} />
      <HubMenu realname={home.data?.realname_status} mpwdSet={home.data?.mpwd_set} />
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
    </div>
  );
}
