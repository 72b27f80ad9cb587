import type { EarnOrderStatus } from '@app/contracts';
import { Tabs } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { Page } from '../../../components/page.tsx';
import { EarnOrderPages } from '../../../features/earn/components/order-pages.tsx';
import '../../../features/earn/earn.css';
import { nav } from '../../../lib/navigation.ts';
import { usePageOptions } from '../../../lib/page-options.ts';

const tabs: Array<[EarnOrderStatus, 'earn.tab_hosting' | 'earn.tab_settled' | 'earn.tab_redeemed']> = [
  ['hosting', 'earn.tab_hosting'],
  ['settled', 'earn.tab_settled'],
  ['cancelled', 'earn.tab_redeemed'],
];

/** My Earn orders in three tabs: Hosting, Settled and Redeemed. */
export default function EarnListPage() {
  const { t } = useTranslation();
  const options = usePageOptions();
  const asked = tabs.find(([s]) => s === options.status)?.[0];
  const [tab, setTab] = useState(asked ?? 'hosting');
  // Opened again with another `status` (same page, new options): show that tab.
  useEffect(() => {
    if (asked) setTab(asked);
  }, [asked]);
  return (
    <Page title={t('earn.my_orders')} className="earn-page earn-list-page">
      <Tabs activeKey={tab} onChange={(k) => setTab(k as EarnOrderStatus)}>
        {tabs.map(([status, label]) => (
          <Tabs.Tab title={t(label)} key={status}>
            <EarnOrderPages status={status} onOpen={(o) => nav.navigate(`${paths.earnOrder}?id=${o.id}`)} />
          </Tabs.Tab>
        ))}
      </Tabs>
    </Page>
  );
}
