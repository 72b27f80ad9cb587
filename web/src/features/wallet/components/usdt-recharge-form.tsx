import { type api, type Data, usdtChain } from '@app/contracts';
import { Button, Input, List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RechargeFields, receivingNetwork } from '../recharge-rules.ts';
import { CopyRow } from './copy-row.tsx';
import { RechargeAmount } from './recharge-amount.tsx';
import { ScreenshotUploader } from './screenshot-uploader.tsx';

type Config = Data<typeof api.user.rechargeConfig>['usdt'];

/**
 * USDT: the platform's address with its QR and network, when it is credited, then the form: amount, the
 * transfer's hash (its confirmations are then shown on the record) and an optional screenshot.
 */
export function UsdtRechargeForm(props: {
  config: Config;
  pending: boolean;
  onSubmit: (f: RechargeFields) => void;
}) {
  const { t } = useTranslation();
  const { config } = props;
  const network = receivingNetwork(config);
  const [amount, setAmount] = useState('');
  const [hash, setHash] = useState('');
  const [screenshot, setScreenshot] = useState<string>();
  const counts = { count: config.confirmations_required, final: usdtChain.final };
  return (
    <section className="cash-panel" aria-label="USDT">
      <section className="cash-card cash-qr">
        <img src={config.qrcode} alt={t('cash.qr_alt')} width={168} height={168} />
        <span className="cash-network">{t('cash.network', { network })}</span>
      </section>
      <section className="cash-card">
        <CopyRow label={t('cash.usdt_address')} value={config.address} testId="usdt-address" />
        <p className="cash-note">
          {t('cash.confirmations', { confirmations: config.confirmations, min: config.min, max: config.max })}{' '}
          {t('cash.credit_at', counts)}
        </p>
      </section>
      <List className="cash-form">
        <RechargeAmount
          asset="usdt"
          range={config}
          value={amount}
          onChange={setAmount}
          testId="recharge-amount"
        />
        <List.Item title={t('cash.tx_hash')}>
          <Input
            value={hash}
            onChange={setHash}
            maxLength={66}
            placeholder={t('cash.tx_hash_hint', { network })}
            aria-label={t('cash.tx_hash')}
            autoComplete="off"
            clearable
            data-testid="recharge-tx-hash"
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
        onClick={() => props.onSubmit({ amount, usdt_network: network, tx_hash: hash.trim(), screenshot })}
      >
        {t('common.submit')}
      </Button>
    </section>
  );
}
