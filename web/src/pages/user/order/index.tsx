import type { Order } from '@app/contracts';
import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page.tsx';
import { OrderPages } from '../../../features/trade/components/order-pages.tsx';
import { TradeSheets } from '../../../features/trade/components/trade-sheets.tsx';
import '../../../features/trade/trade.css';
import { usePageOptions } from '../../../lib/page-options.ts';

/** Order records: open positions (Trading) and history (Closed), each with its detail sheet. */
export default function OrderRecordsPage() {
  const { t } = useTranslation();
  const options = usePageOptions();
  const [tab, setTab] = useState(options.status === 'closed' ? 'closed' : 'trading');
  const [detail, setDetail] = useState<Order>();
  return (
    <Page title={t('title.orders')} className="orders-page">
      <Tabs activeKey={tab} onChange={setTab} className="orders-tabs">
        <Tabs.Tab title={t('trade.tab_trading')} key="trading">
          <OrderPages status="trading" onOpen={setDetail} />
        </Tabs.Tab>
        <Tabs.Tab title={t('trade.tab_closed')} key="closed">
          <OrderPages status="closed" onOpen={setDetail} />
        </Tabs.Tab>
      </Tabs>
      <TradeSheets detail={detail} onClose={() => setDetail(undefined)} />
    </Page>
  );
}
