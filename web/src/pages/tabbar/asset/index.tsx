import { useTranslation } from 'react-i18next';
import { paths, tabPaths } from '../../../app/paths.ts';
import { TabHeader } from '../../../components/blocks.tsx';
import { useAssetsRecent } from '../../../features/wallet/api.ts';
import { AssetSummary } from '../../../features/wallet/components/asset-summary.tsx';
import { LedgerRow } from '../../../features/wallet/components/ledger-row.tsx';
import { MoneyRecords } from '../../../features/wallet/components/money-records.tsx';
import { useHideBalances } from '../../../features/wallet/hide-balances.ts';
import { useBalance } from '../../../lib/balance.ts';
import '../../../features/wallet/money.css';
import { nav } from '../../../lib/navigation.ts';
import { scrollToTop, useTabTap } from '../../../lib/tab-events.ts';
import { MoneyActions } from './money-actions.tsx';

/** Asset tab: totals, each asset's available and frozen, the money actions and the recent details. */
export default function AssetTab() {
  const { t } = useTranslation();
  const balance = useBalance();
  const recent = useAssetsRecent();
  const [hidden, toggle] = useHideBalances();
  const refresh = async () => {
    await Promise.all([balance.refetch(), recent.refetch()]);
  };
  useTabTap(tabPaths.asset, () => {
    scrollToTop();
    void refresh();
  });
  return (
    <div className="tab-page money-page" data-page="asset">
      <TabHeader title={t('tab.asset')} />
      <AssetSummary hidden={hidden} onToggle={toggle} />
      <MoneyActions />
      <h2 className="money-section-title">
        <span>{t('money.recent')}</span>
        <button type="button" className="link-button" onClick={() => nav.navigate(paths.mark)}>
          {t('money.all_records')}
        </button>
      </h2>
      <MoneyRecords
        list={{ ...recent, refetch: refresh }}
        empty={{
          title: t('money.empty_title'),
          body: t('money.empty_body'),
          action: t('money.empty_action'),
          onAction: () => nav.navigate(paths.recharge),
        }}
        row={(e) => <LedgerRow key={e.id} entry={e} hidden={hidden} />}
      />
    </div>
  );
}
