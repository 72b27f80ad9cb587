import { Button, Skeleton, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { Page } from '../../../components/page.tsx';
import { useRecharge, useRechargeConfig } from '../../../features/wallet/cash-api.ts';
import { ClosedNotice } from '../../../features/wallet/components/closed-notice.tsx';
import '../../../features/wallet/cash.css';
import { toast, toastError } from '../../../lib/feedback.ts';
import { nav } from '../../../lib/navigation.ts';
import { useOnceSubmit } from '../../../lib/use-once-submit.ts';
import { BankPanel } from './bank-panel.tsx';
import { type RechargeFields, UsdtPanel } from './usdt-panel.tsx';

/** Recharge by USDT or bank card; a submission waits for review and credits nothing until approved. */
export default function RechargePage() {
  const { t } = useTranslation();
  const config = useRechargeConfig();
  const recharge = useRecharge();
  const { submit, pending } = useOnceSubmit(recharge.mutateAsync);
  const [method, setMethod] = useState<'usdt' | 'bank'>('usdt');

  const send = async (fields: RechargeFields) => {
    if (!fields.amount) return void toast(t('enter_amount'));
    if (method === 'bank' && !fields.transfer_name) return void toast(t('cash.enter_transfer_name'));
    if (method === 'bank' && !fields.screenshot) return void toast(t('cash.upload_screenshot'));
    try {
      const done = await submit({ method, ...fields });
      if (!done) return;
      void toast(t('cash.recharge_submitted'), undefined, { acrossNavigation: true });
      nav.redirect(paths.rechargeList);
    } catch (error) {
      toastError(error, t('recharge_failed'));
    }
  };

  const records = (
    <Button size="small" fill="none" onClick={() => nav.navigate(paths.rechargeList)}>
      {t('cash.records')}
    </Button>
  );
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
            <UsdtPanel config={config.data.usdt} pending={pending} onSubmit={(f) => void send(f)} />
          </Tabs.Tab>
          <Tabs.Tab title={t('cash.tab_bank')} key="bank">
            <BankPanel config={config.data.bank} pending={pending} onSubmit={(f) => void send(f)} />
          </Tabs.Tab>
        </Tabs>
      )}
    </Page>
  );
}
