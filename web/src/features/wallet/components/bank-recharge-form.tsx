import type { api, Data } from '@app/contracts';
import { Button, Input, List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RechargeFields } from '../recharge-rules.ts';
import { CopyRow } from './copy-row.tsx';
import { RechargeAmount } from './recharge-amount.tsx';
import { ScreenshotUploader } from './screenshot-uploader.tsx';

type Config = Data<typeof api.user.rechargeConfig>['bank'];

/** Bank card: the platform's receiving account (a copy button per field), then amount, name, screenshot. */
export function BankRechargeForm(props: {
  config: Config;
  pending: boolean;
  onSubmit: (f: RechargeFields) => void;
}) {
  const { t } = useTranslation();
  const { config } = props;
  const [amount, setAmount] = useState('');
  const [name, setName] = useState('');
  const [screenshot, setScreenshot] = useState<string>();
  return (
    <section className="cash-panel" aria-label={t('cash.tab_bank')}>
      <section className="cash-card">
        <h3 className="cash-card-title">{t('cash.receiving_account')}</h3>
        <CopyRow label={t('cash.account_bank')} value={config.bank_name} />
        <CopyRow label={t('cash.card_number')} value={config.card_number} />
        <CopyRow label={t('cash.holder_name')} value={config.holder_name} />
      </section>
      <List className="cash-form">
        <RechargeAmount asset="money" range={config} value={amount} onChange={setAmount} />
        <List.Item title={t('cash.transfer_name')}>
          <Input
            value={name}
            onChange={setName}
            maxLength={64}
            placeholder={t('cash.transfer_name_hint')}
            aria-label={t('cash.transfer_name')}
            clearable
          />
        </List.Item>
        <List.Item title={t('cash.screenshot')}>
          <ScreenshotUploader onChange={setScreenshot} />
        </List.Item>
      </List>
      <Button
        block
        color="primary"
        size="large"
        loading={props.pending}
        onClick={() => props.onSubmit({ amount, transfer_name: name.trim(), screenshot })}
      >
        {t('common.submit')}
      </Button>
    </section>
  );
}
