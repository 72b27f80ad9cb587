import { useTranslation } from 'react-i18next';
import { tabPaths } from '../../../app/paths.ts';
import { TabHeader } from '../../../components/blocks.tsx';
import { useHome } from '../../../features/account/api.ts';
import { ProfileCard } from '../../../features/account/components/profile-card.tsx';
import { useBase } from '../../../features/config/api.ts';
import { useAssetUnit } from '../../../lib/asset-unit.ts';
import { useSession } from '../../../lib/session.ts';
import { scrollToTop, useTabTap } from '../../../lib/tab-events.ts';
import { AssetCard } from './asset-card.tsx';
import { HubMenu } from './menu.tsx';
import { SettingsMenu } from './settings-menu.tsx';

/** Mine, the hub: the profile with the spec's user labels, the balances, and an entry to every part. */
export default function MineTab() {
  const { t } = useTranslation();
  const { user } = useSession();
  const home = useHome();
  const { data: config } = useBase();
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
      <SettingsMenu />
    </div>
  );
}
