import { Input, List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RechargeFormProps } from '../recharge-rules.ts';
import { CopyRow } from './copy-row.tsx';
import { RechargeAmount, RechargeSubmit, ScreenshotItem } from './recharge-amount.tsx';

/** Bank card: the platform's receiving account (a copy button per field), then amount, name, screenshot. */
export function BankRechargeForm(props: RechargeFormProps<'bank'>) {
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
        <ScreenshotItem label={t('cash.screenshot')} onChange={setScreenshot} />
      </List>
      <RechargeSubmit
        pending={props.pending}
        onClick={() => props.onSubmit({ amount, transfer_name: name.trim(), screenshot })}
      />
    </section>
  );
}
