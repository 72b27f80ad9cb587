import type { LedgerEntry } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate, formatSigned } from '../../../lib/format.ts';
import { mask } from '../hide-balances.ts';

const signOf = (v: string) => (v.startsWith('-') ? -1 : /[1-9]/.test(v) ? 1 : 0);
/** Spec §9's format, signed. */
const signed = (v: string) => formatSigned(v);

/** One balance change: its kind, when, and the signed amount coloured in (credit) or out (debit). */
export function LedgerRow({ entry, hidden = false }: { entry: LedgerEntry; hidden?: boolean }) {
  const { t } = useTranslation();
  const sign = signOf(entry.amount);
  const lockedMoves = signOf(entry.locked_amount) !== 0;
  return (
    <li className="ledger-row" data-kind={entry.kind}>
      <div className="ledger-main">
        <span className="ledger-kind">{t(`money.kind_${entry.kind}`)}</span>
        <time>{formatDate(entry.created_at)}</time>
      </div>
      <div className="ledger-amounts">
        <span className={sign > 0 ? 'money-in' : sign < 0 ? 'money-out' : 'money-flat'}>
          {mask(signed(entry.amount), hidden)} {t(`money.asset_${entry.asset}`)}
        </span>
        {lockedMoves ? (
          <small>{t('money.frozen_change', { amount: mask(signed(entry.locked_amount), hidden) })}</small>
        ) : null}
      </div>
    </li>
  );
}
