import type { api, Data } from '@app/contracts';
import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../features/wallet/components/amount-input.tsx';
import { CopyRow } from '../../../features/wallet/components/copy-row.tsx';
import { ScreenshotUploader } from '../../../features/wallet/components/screenshot-uploader.tsx';

type Config = Data<typeof api.user.rechargeConfig>['usdt'];
export interface RechargeFields {
  amount: string;
  transfer_name?: string;
  screenshot?: string;
}

/** USDT: the platform's address with its QR and network, the confirmations note, then the form. */
export function UsdtPanel(props: {
  config: Config;
  pending: boolean;
  onSubmit: (f: RechargeFields) => void;
}) {
  const { t } = useTranslation();
  const { config } = props;
  const [amount, setAmount] = useState('');
  const [screenshot, setScreenshot] = useState<string>();
  return (
    <div className="cash-panel">
      <section className="cash-card cash-qr">
        <img src={config.qrcode} alt={t('cash.qr_alt')} width={168} height={168} />
        <span className="cash-network">{t('cash.network', { network: config.network })}</span>
      </section>
      <section className="cash-card">
        <CopyRow label={t('cash.usdt_address')} value={config.address} testId="usdt-address" />
        <p className="cash-note">
          {t('cash.confirmations', { confirmations: config.confirmations, min: config.min, max: config.max })}
        </p>
      </section>
      <List className="cash-form">
        <List.Item
          title={t('cash.amount')}
          description={t('cash.range', { min: config.min, max: config.max })}
        >
          <AmountInput
            value={amount}
            onChange={setAmount}
            decimals={6}
            placeholder={t('enter_amount')}
            testId="recharge-amount"
          />
        </List.Item>
        <List.Item title={t('cash.screenshot_optional')}>
          <ScreenshotUploader onChange={setScreenshot} />
        </List.Item>
      </List>
      <Button
        block
        color="primary"
        size="large"
        loading={props.pending}
        onClick={() => props.onSubmit({ amount, screenshot })}
      >
        {t('common.submit')}
      </Button>
    </div>
  );
}
