import { Button, Skeleton, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { Page } from '../../../components/page.tsx';
import { useRechargeConfig } from '../../../features/cash/api.ts';
import { BankRechargeForm } from '../../../features/cash/components/bank-recharge-form.tsx';
import { ClosedNotice } from '../../../features/cash/components/closed-notice.tsx';
import { UsdtRechargeForm } from '../../../features/cash/components/usdt-recharge-form.tsx';
import '../../../features/cash/cash.css';
import { RecordsButton } from '../../../features/cash/components/records-button.tsx';
import { useRechargeSubmit } from '../../../features/cash/use-recharge-submit.ts';
import { nav } from '../../../lib/navigation.ts';

/** Recharge by USDT (credited at its confirmations) or bank card (credited when a review approves it). */
export default function RechargePage() {
  const { t } = useTranslation();
  const config = useRechargeConfig();
  const { send, pending } = useRechargeSubmit(() => nav.redirect(paths.rechargeList));
  const [method, setMethod] = useState<'usdt' | 'bank'>('usdt');

  const records = <RecordsButton onClick={() => nav.navigate(paths.rechargeList)} />;
  return (
    <Page title={t('title.recharge')} right={records} className="cash-page">
      {config.isPending ? (
        <Skeleton.Paragraph lineCount={6} animated />
      ) : !config.data ? (
        <Button onClick={() => void config.refetch()}>{t('loading_failed')}</Button>
      ) : !config.data.open ? (
        <ClosedNotice tip="recharge_closed" onContact={() => nav.navigate(paths.customerService)} />
      ) : (
        <Tabs activeKey={method} onChange={(key) => setMethod(key === 'bank' ? 'bank' : 'usdt')}>
          <Tabs.Tab title={'USDT'} key="usdt">
            <UsdtRechargeForm
              config={config.data.usdt}
              pending={pending}
              onSubmit={(f) => void send('usdt', f)}
            />
          </Tabs.Tab>
          <Tabs.Tab title={t('cash.tab_bank')} key="bank">
            <BankRechargeForm
              config={config.data.bank}
              pending={pending}
              onSubmit={(f) => void send('bank', f)}
            />
          </Tabs.Tab>
        </Tabs>
      )}
    </Page>
  );
}
