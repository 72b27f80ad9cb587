import { type Asset, withdrawQuoteOf } from '@app/contracts';
import { Button, List, Selector, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { Page } from '../../../components/page.tsx';
import { useBalance } from '../../../features/wallet/api.ts';
import {
  useCashInfo,
  useFundPasswordSet,
  useWithdraw,
  useWithdrawConfig,
} from '../../../features/wallet/cash-api.ts';
import { AmountInput } from '../../../features/wallet/components/amount-input.tsx';
import { ClosedNotice } from '../../../features/wallet/components/closed-notice.tsx';
import { PinPad } from '../../../features/wallet/components/pin-pad.tsx';
import '../../../features/wallet/cash.css';
import { toast, toastError } from '../../../lib/feedback.ts';
import { formatMoney } from '../../../lib/format.ts';
import { nav } from '../../../lib/navigation.ts';
import { useOnceSubmit } from '../../../lib/use-once-submit.ts';
import { type Missing, Requirement } from './requirements.tsx';

const unit = (asset: Asset) => (asset === 'usdt' ? 'USDT' : 'CNY');

/** Withdraw to the bound card (CNY) or address (USDT): fee and actual arrival as the user types. */
export default function WithdrawPage() {
  const { t } = useTranslation();
  const config = useWithdrawConfig();
  const card = useCashInfo();
  const mpwd = useFundPasswordSet();
  const balance = useBalance();
  const withdraw = useWithdraw();
  const { submit, pending } = useOnceSubmit(withdraw.mutateAsync);
  const [asset, setAsset] = useState<Asset>('usdt');
  const [amount, setAmount] = useState('');
  const [pinOpen, setPinOpen] = useState(false);
  const [pinError, setPinError] = useState<string>();

  if (config.isPending || card.isPending || mpwd.isPending) {
    return (
      <Page title={t('title.withdraw')}>
        <Skeleton.Paragraph lineCount={6} animated />
      </Page>
    );
  }
  const rules = config.data;
  const missing: Missing | null = !card.data
    ? 'card'
    : asset === 'usdt' && !card.data.usdt_address
      ? 'address'
      : !mpwd.data?.used
        ? 'mpwd'
        : null;
  const available = balance.data?.[asset].available ?? '0';
  const quote = rules ? withdrawQuoteOf(amount, rules, asset) : null;
  const left = rules ? Math.max(0, rules.day_limit - rules.used_today) : 0;

  const confirm = async (pin: string) => {
    try {
      const done = await submit({ asset, amount, mpassword: pin });
      if (!done) return;
      setPinOpen(false);
      void toast(t('cash.withdraw_submitted'), undefined, { acrossNavigation: true });
      nav.redirect(paths.withdrawList);
    } catch (error) {
      setPinError((error as Error).message || t('withdraw_failed'));
      toastError(error, t('withdraw_failed'));
    }
  };
  const open = () => {
    if (!quote) return void toast(t('valid_amount'));
    setPinError(undefined);
    setPinOpen(true);
  };

  const records = (
    <Button size="small" fill="none" onClick={() => nav.navigate(paths.withdrawList)}>
      {t('cash.records')}
    </Button>
  );
  return (
    <Page title={t('title.withdraw')} right={records} className="cash-page">
      {!rules ? (
        <Button onClick={() => void config.refetch()}>{t('loading_failed')}</Button>
      ) : !rules.open ? (
        <ClosedNotice tip="withdraw_closed" onContact={() => nav.navigate(paths.customerService)} />
      ) : (
        <div className="cash-panel">
          <Selector
            className="cash-asset"
            columns={2}
            value={[asset]}
            onChange={(v) => {
              if (!v[0]) return;
              setAsset(v[0]);
              setAmount('');
            }}
            options={[
              { label: 'USDT', value: 'usdt' as Asset },
              { label: 'CNY', value: 'money' as Asset },
            ]}
          />
          {missing ? (
            <Requirement missing={missing} />
          ) : (
            <>
              <section className="cash-card">
                <span className="cash-label">{t('cash.to')}</span>
                <span className="cash-value" data-testid="withdraw-destination">
                  {asset === 'usdt'
                    ? `${card.data?.usdt_network ?? ''} ${card.data?.usdt_address ?? ''}`
                    : `${card.data?.bank_name ?? ''} ${card.data?.card_number ?? ''}`}
                </span>
              </section>
              <List className="cash-form">
                <List.Item
                  title={t('cash.amount')}
                  description={t('cash.available', {
                    amount: formatMoney(available, asset),
                    unit: unit(asset),
                  })}
                  extra={
                    <Button
                      size="mini"
                      color="primary"
                      fill="none"
                      onClick={() => setAmount(trimZeros(available))}
                    >
                      {t('cash.max')}
                    </Button>
                  }
                >
                  <AmountInput
                    value={amount}
                    onChange={setAmount}
                    decimals={asset === 'usdt' ? 6 : 2}
                    placeholder={t('cash.range', { min: rules.min, max: rules.max })}
                    testId="withdraw-amount"
                  />
                </List.Item>
                <List.Item
                  extra={
                    <span data-testid="withdraw-fee">
                      {quote ? `${formatMoney(quote.fee, asset)} ${unit(asset)}` : '--'}
                    </span>
                  }
                >
                  {t('cash.fee_rate', { fee: rules.fee })}
                </List.Item>
                <List.Item
                  extra={
                    <strong data-testid="withdraw-actual">
                      {quote ? `${formatMoney(quote.actual, asset)} ${unit(asset)}` : '--'}
                    </strong>
                  }
                >
                  {t('cash.actual')}
                </List.Item>
              </List>
              <ul className="cash-rules">
                <li>{t('cash.range', { min: rules.min, max: rules.max })}</li>
                <li data-testid="withdraw-left">{t('cash.left_today', { left, limit: rules.day_limit })}</li>
                <li>
                  {t('cash.window', { start: rules.start_time, end: rules.end_time, zone: rules.time_zone })}
                  {rules.in_window ? null : ` · ${t('cash.outside_window')}`}
                </li>
              </ul>
              <Button block color="primary" size="large" disabled={left === 0} onClick={open}>
                {t('title.withdraw')}
              </Button>
              <PinPad
                visible={pinOpen}
                title={t('cash.pay_password')}
                summary={
                  quote ? (
                    <p className="cash-pin-summary">
                      {t('cash.pin_summary', {
                        amount,
                        fee: formatMoney(quote.fee, asset),
                        actual: formatMoney(quote.actual, asset),
                        unit: unit(asset),
                      })}
                    </p>
                  ) : null
                }
                error={pinError}
                onClose={() => setPinOpen(false)}
                onFill={(pin) => void (pending ? undefined : confirm(pin))}
              />
            </>
          )}
        </div>
      )}
    </Page>
  );
}

/** "1234.500000" → "1234.5": the Max button fills what the input accepts. */
const trimZeros = (value: string) => value.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
