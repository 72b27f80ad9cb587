import { type Asset, exchangePreview } from '@app/contracts';
import { Button, Input } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failedQuery, QueryFailed } from '../../../components/load-failed.tsx';
import { toast, toastError } from '../../../lib/feedback.ts';
import { formatDisplay, formatLimit, formatMoney } from '../../../lib/format.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { useBalance } from '../api.ts';
import { useExchange, useExchangeQuote } from '../money-api.ts';
import { plainAmount } from '../totals.ts';
import { useQuoteCountdown } from '../use-quote-countdown.ts';

const other = (a: Asset): Asset => (a === 'usdt' ? 'money' : 'usdt');

/** From/to with a swap, the quoted rate and its countdown, fee and amount received as the user types. */
export function ExchangeForm() {
  const { t } = useTranslation();
  const quote = useExchangeQuote();
  const balance = useBalance();
  const exchange = useExchange();
  const [from, setFrom] = useState<Asset>('usdt');
  const [amount, setAmount] = useState('');
  const [key, setKey] = useState(newIdempotencyKey);
  const to = other(from);
  const refetchQuote = quote.refetch;
  const lapse = useCallback(() => void refetchQuote(), [refetchQuote]);
  const left = useQuoteCountdown(quote.data, quote.dataUpdatedAt, lapse);
  const pair = quote.data?.rates.find((r) => r.from === from && r.to === to);
  const preview =
    pair && quote.data
      ? exchangePreview({ amount, from, to, rate: pair.rate, fee: quote.data.fee, minFee: pair.min_fee })
      : null;
  const available = balance.data?.[from].available;
  const code = (a: Asset) => t(`money.asset_${a}`);
  // Without a rate or a balance there is nothing to exchange: say why, not "Updating rate…" for good.
  const failed = failedQuery(quote, balance);
  if (failed) return <QueryFailed query={failed} />;

  const submit = async () => {
    if (!quote.data || !preview) return;
    try {
      const record = await exchange.mutateAsync({
        from,
        to,
        amount,
        quote_id: quote.data.quote_id,
        idempotency_key: key,
      });
      setKey(newIdempotencyKey());
      setAmount('');
      void toast(t('money.done', { received: record.received, asset: code(to) }));
    } catch (error) {
      const failure = error as { code?: number };
      // The server answered: nothing was exchanged, so a corrected submit is a new one.
      if (failure.code !== undefined && failure.code < 600000) setKey(newIdempotencyKey());
      toastError(error, t('money.failed'));
    }
  };

  return (
    <section className="exchange-form">
      <div className="exchange-side">
        <label htmlFor="exchange-amount">{t('money.from')}</label>
        <div className="exchange-asset" data-testid="exchange-from">
          {code(from)}
        </div>
        <div className="exchange-input">
          <Input
            id="exchange-amount"
            inputMode="decimal"
            placeholder={t('money.amount_placeholder')}
            value={amount}
            onChange={(v) => setAmount(v.trim())}
            clearable
          />
          <button
            type="button"
            className="link-button"
            disabled={!available}
            onClick={() => available && setAmount(plainAmount(available))}
          >
            {t('money.max')}
          </button>
        </div>
        <small>
          {t('money.balance_line', {
            amount: available ? formatMoney(available, from) : '--',
            asset: code(from),
          })}
        </small>
      </div>
      <button
        type="button"
        className="exchange-swap"
        aria-label={t('money.swap')}
        onClick={() => {
          setFrom(to);
          setAmount('');
        }}
      >
        ⇅
      </button>
      <div className="exchange-side">
        <span className="exchange-label">{t('money.to')}</span>
        <div className="exchange-asset" data-testid="exchange-to">
          {code(to)}
        </div>
        <div className="exchange-received" data-testid="exchange-received">
          {formatMoney(preview?.received ?? '0', to)}
        </div>
      </div>
      <dl className="exchange-terms">
        <dt>{t('money.rate')}</dt>
        <dd data-testid="exchange-rate">
          {pair ? `1 ${code(from)} = ${pair.rate} ${code(to)}` : '--'}
          <small className="quote-countdown" data-testid="quote-countdown">
            {left === null || left <= 0 || quote.isFetching
              ? t('money.quote_refreshing')
              : t('money.quote_in', { seconds: left })}
          </small>
        </dd>
        <dt>{t('money.fee')}</dt>
        <dd data-testid="exchange-fee">
          {/* A fee is rounded to the cent (contracts/src/formulas/exchange.ts), and shown so. */}
          {`${formatDisplay(preview?.fee ?? '0', 'fee', from)} ${code(from)} (${quote.data?.fee ?? '--'}%)`}
        </dd>
        <dt>{t('money.received')}</dt>
        <dd>{`${formatMoney(preview?.received ?? '0', to)} ${code(to)}`}</dd>
      </dl>
      <p className="exchange-note">
        {pair ? t('money.max_single', { max: formatLimit(pair.max, from), asset: code(from) }) : null}
        <br />
        {t('money.fee_note')}
      </p>
      <Button
        block
        color="primary"
        shape="rounded"
        size="large"
        disabled={!preview || /^0(\.0+)?$/.test(preview.received)}
        loading={exchange.isPending}
        onClick={submit}
      >
        {t('money.submit')}
      </Button>
    </section>
  );
}
