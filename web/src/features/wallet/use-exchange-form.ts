import { type Asset, assetScale, exchangePreview, fitsScale, toMinor } from '@app/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failedQuery } from '../../components/load-failed.tsx';
import { useBalance } from '../../lib/balance.ts';
import { toast, toastError } from '../../lib/feedback.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { useExchange, useExchangeQuote } from './api.ts';
import { useQuoteCountdown } from './use-quote-countdown.ts';

const other = (a: Asset): Asset => (a === 'usdt' ? 'money' : 'usdt');

/** Whether `amount` reaches the pair's `confirm_over` (both in the sold asset): then the quote is confirmed first. */
const reaches = (amount: string, threshold: string, asset: Asset) =>
  fitsScale(amount, assetScale[asset]) &&
  toMinor(amount, assetScale[asset]) >= toMinor(threshold, assetScale[asset]);

/**
 * The exchange form's state: the quoted pair, the split as the user types (contracts' `exchangePreview`),
 * and the placing. From the administrator's threshold (`confirm_over`, served with the quote) the user
 * confirms the quote's numbers (sold, fee, received, rate) before it is placed.
 */
export function useExchangeForm() {
  const { t } = useTranslation();
  const quote = useExchangeQuote();
  const balance = useBalance();
  const exchange = useExchange();
  const [from, setFrom] = useState<Asset>('usdt');
  const [amount, setAmount] = useState('');
  const [key, setKey] = useState(newIdempotencyKey);
  const [confirming, setConfirming] = useState(false);
  const to = other(from);
  const refetchQuote = quote.refetch;
  const lapse = useCallback(() => void refetchQuote(), [refetchQuote]);
  const left = useQuoteCountdown(quote.data, quote.dataUpdatedAt, lapse);
  const pair = quote.data?.rates.find((r) => r.from === from && r.to === to);
  const preview =
    pair && quote.data
      ? exchangePreview({ amount, from, to, rate: pair.rate, fee: quote.data.fee, minFee: pair.min_fee })
      : null;

  const place = async () => {
    setConfirming(false);
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
      void toast(t('money.done', { received: record.received, asset: t(`money.asset_${to}`) }));
    } catch (error) {
      const failure = error as { code?: number };
      // The server answered: nothing was exchanged, so a corrected submit is a new one.
      if (failure.code !== undefined && failure.code < 600000) setKey(newIdempotencyKey());
      toastError(error, t('money.failed'));
    }
  };
  const submit = () => {
    if (!preview || !pair) return;
    if (reaches(amount, pair.confirm_over, from)) setConfirming(true);
    else void place();
  };

  return {
    failed: failedQuery(quote, balance),
    quote,
    from,
    to,
    swap: () => {
      setFrom(to);
      setAmount('');
    },
    amount,
    setAmount,
    available: balance.data?.[from].available,
    pair,
    preview,
    left,
    pending: exchange.isPending,
    submit,
    confirm: { open: confirming, place: () => void place(), cancel: () => setConfirming(false) },
  };
}
export type ExchangeFormState = ReturnType<typeof useExchangeForm>;
