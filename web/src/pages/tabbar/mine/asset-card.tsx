import { assets, type Balance } from '@app/contracts';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useExchangeQuote } from '../../../features/wallet/api.ts';
import { formatDisplay, formatMoney } from '../../../lib/format.ts';
import { assetTotals } from '../../../lib/totals.ts';

/**
 * Total assets in USDT (both assets, available and frozen, at the quote's rate: the same total as the
 * Asset tab) and the available / frozen split of each asset.
 */
export function AssetCard({
  balance,
  units,
}: {
  balance: Balance | undefined;
  units: { usdt: string; money: string };
}) {
  const { t } = useTranslation();
  const quote = useExchangeQuote();
  if (!balance) return <Skeleton.Paragraph lineCount={3} animated className="asset-card" />;
  const total = assetTotals(balance, quote.data?.usd_cny)?.usdt;
  return (
    <section className="asset-card" data-testid="balance">
      <div className="asset-label">
        {t('mine.total_assets')} ({units.usdt})
      </div>
      <div className="asset-total" data-testid="total-usdt">
        {total === undefined ? '--' : formatDisplay(total, 'total', 'usdt')}
      </div>
      <div className="asset-grid">
        {assets.map((key) => (
          <div key={key} className="asset-cell">
            <div className="asset-unit">{units[key]}</div>
            <div className="asset-row">
              <span>{t('mine.available')}</span>
              <strong>{formatMoney(balance[key].available, key)}</strong>
            </div>
            <div className="asset-row">
              <span>{t('mine.locked')}</span>
              <strong>{formatMoney(balance[key].locked, key)}</strong>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
