import { type Balance, fromMinor, toMinor } from '@app/contracts';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';

const SCALE = 6;
const sum = (a: string, b: string) => fromMinor(toMinor(a, SCALE) + toMinor(b, SCALE), SCALE);

/** Total USDT and the available / frozen split of each asset. */
export function AssetCard({
  balance,
  units,
}: {
  balance: Balance | undefined;
  units: { usdt: string; money: string };
}) {
  const { t } = useTranslation();
  if (!balance) return <Skeleton.Paragraph lineCount={3} animated className="asset-card" />;
  const total = sum(balance.usdt.available, balance.usdt.locked);
  return (
    <section className="asset-card" data-testid="balance">
      <div className="asset-label">
        {t('mine.total_assets')} ({units.usdt})
      </div>
      <div className="asset-total">{formatNumber(total)}</div>
      <div className="asset-grid">
        {(['usdt', 'money'] as const).map((key) => (
          <div key={key} className="asset-cell">
            <div className="asset-unit">{units[key]}</div>
            <div className="asset-row">
              <span>{t('mine.available')}</span>
              <strong>{formatNumber(balance[key].available)}</strong>
            </div>
            <div className="asset-row">
              <span>{t('mine.locked')}</span>
              <strong>{formatNumber(balance[key].locked)}</strong>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
