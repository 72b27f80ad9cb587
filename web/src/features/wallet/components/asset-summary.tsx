import { type Asset, assets } from '@app/contracts';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { failedQuery, QueryFailed } from '../../../components/load-failed.tsx';
import { useBalance } from '../../../lib/balance.ts';
import { formatDisplay, formatMoney } from '../../../lib/format.ts';
import { assetTotals } from '../../../lib/totals.ts';
import { useExchangeQuote } from '../api.ts';
import { mask } from '../hide-balances.ts';

/**
 * Total assets in USDT and CNY, then each asset's available and frozen; all masked when hidden. When the
 * balance or the rate could not be read, why, with a retry: not amounts that read "--".
 */
export function AssetSummary(props: { hidden: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const query = useBalance();
  const quote = useExchangeQuote();
  const failed = failedQuery(query, quote);
  if (failed) return <QueryFailed query={failed} compact />;
  const balance = query.data;
  const usdCny = quote.data?.usd_cny;
  const totals = balance ? assetTotals(balance, usdCny) : null;
  const show = (v: string | undefined, asset: Asset) =>
    v === undefined ? '--' : mask(formatMoney(v, asset), props.hidden);
  // A total is a valuation at the rate: spec §9's decimals, rounded down (contracts/src/display.ts).
  const showTotal = (v: string | undefined, asset: Asset) =>
    v === undefined ? '--' : mask(formatDisplay(v, 'total', asset), props.hidden);
  return (
    <section className="asset-summary" data-hidden={props.hidden}>
      <div className="asset-total-label">
        <span>{t('money.total_usdt')}</span>
        <button
          type="button"
          className="eye-toggle"
          aria-pressed={props.hidden}
          aria-label={t(props.hidden ? 'money.show' : 'money.hide')}
          onClick={props.onToggle}
        >
          {props.hidden ? <EyeInvisibleOutline /> : <EyeOutline />}
        </button>
      </div>
      <div className="asset-total" data-testid="total-usdt">
        {showTotal(totals?.usdt, 'usdt')}
      </div>
      <div className="asset-total-cny" data-testid="total-cny">
        ≈ {showTotal(totals?.cny, 'money')} {t('money.asset_money')}
      </div>
      {usdCny ? (
        <div className="asset-total-rate" data-testid="total-rate">
          {t('money.total_rate', { rate: usdCny })}
        </div>
      ) : null}
      <div className="asset-holdings">
        {assets.map((asset) => (
          <div key={asset} className="asset-holding" data-asset={asset}>
            <div className="asset-name">{t(`money.asset_${asset}`)}</div>
            <div>
              <small>{t('money.available')}</small>
              <span data-testid={`available-${asset}`}>{show(balance?.[asset].available, asset)}</span>
            </div>
            <div>
              <small>{t('money.frozen')}</small>
              <span>{show(balance?.[asset].locked, asset)}</span>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
