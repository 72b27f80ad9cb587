import { usdtChain } from '@app/contracts';
import { Input, List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RechargeFormProps, receivingNetwork } from '../recharge-rules.ts';
import { CopyRow } from './copy-row.tsx';
import { RechargeAmount, RechargeSubmit, ScreenshotItem } from './recharge-amount.tsx';

/**
 * USDT: the platform's address with its QR and network, when it is credited, then the form: amount, the
 * transfer's hash (its confirmations are then shown on the record) and an optional screenshot.
 */
export function UsdtRechargeForm(props: RechargeFormProps<'usdt'>) {
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
        <ScreenshotItem label={t('cash.screenshot_optional')} onChange={setScreenshot} />
      </List>
      <RechargeSubmit
        pending={props.pending}
        onClick={() => props.onSubmit({ amount, usdt_network: network, tx_hash: hash.trim(), screenshot })}
      />
    </section>
  );
}
