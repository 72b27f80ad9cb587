import type { Asset } from '@app/contracts';
import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { QueryFailed } from '../../../components/load-failed.tsx';
import { formatDisplay, formatLimit, formatMoney } from '../../../lib/format.ts';
import { plainAmount } from '../../../lib/totals.ts';
import { useExchangeForm } from '../use-exchange-form.ts';
import { ExchangeConfirm } from './exchange-confirm.tsx';

/** From/to with a swap, the quoted rate and its countdown, fee and amount received as the user types. */
export function ExchangeForm() {
  const { t } = useTranslation();
  const form = useExchangeForm();
  const { from, to, pair, preview, available, quote, left } = form;
  const code = (a: Asset) => t(`money.asset_${a}`);
  // Without a rate or a balance there is nothing to exchange: say why, not "Updating rate…" for good.
  if (form.failed) return <QueryFailed query={form.failed} />;

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
            value={form.amount}
            onChange={(v) => form.setAmount(v.trim())}
            clearable
          />
          <button
            type="button"
            className="link-button"
            disabled={!available}
            onClick={() => available && form.setAmount(plainAmount(available))}
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
      <button type="button" className="exchange-swap" aria-label={t('money.swap')} onClick={form.swap}>
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
        {pair
          ? t('money.confirm_over', { amount: formatLimit(pair.confirm_over, from), asset: code(from) })
          : null}
        <br />
        {t('money.fee_note')}
      </p>
      <Button
        block
        color="primary"
        shape="rounded"
        size="large"
        disabled={!preview || /^0(\.0+)?$/.test(preview.received)}
        loading={form.pending}
        onClick={form.submit}
      >
        {t('money.submit')}
      </Button>
      <ExchangeConfirm form={form} />
    </section>
  );
}
