import type { LedgerEntry, LedgerMove, LedgerPart } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useAssetUnit } from '../../../lib/asset-unit.ts';
import { formatDate, formatSignedMoney } from '../../../lib/format.ts';
import { mask } from '../hide-balances.ts';

const signOf = (v: string) => (v.startsWith('-') ? -1 : /[1-9]/.test(v) ? 1 : 0);
const tone = (v: string) => ['money-out', 'money-flat', 'money-in'][signOf(v) + 1];
const balanceLabel = (balance: LedgerMove['balance']) =>
  balance === 'locked' ? 'money.frozen' : 'money.available';

/** A part's changes as moves: available and/or locked, whichever it changed. */
const movesOfPart = (p: LedgerPart): LedgerMove[] =>
  [
    { asset: p.asset, balance: 'available' as const, amount: p.amount },
    { asset: p.asset, balance: 'locked' as const, amount: p.locked_amount },
  ].filter((m) => signOf(m.amount) !== 0);

/** "-10.000000 USDT · Available": the signed amount at its asset's scale and the balance it moved. */
function Move({ move, hidden }: { move: LedgerMove; hidden: boolean }) {
  const { t } = useTranslation();
  const unit = useAssetUnit();
  return (
    <span className={`ledger-move ${tone(move.amount)}`} data-balance={move.balance}>
      {mask(formatSignedMoney(move.amount, move.asset), hidden)} {unit(move.asset)}
      <small>{t(balanceLabel(move.balance))}</small>
    </span>
  );
}

/**
 * One record (a business event): its kind, when, every balance it moved (signed, coloured in or out,
 * available or frozen) and, when they are of several kinds, its parts (an exchange: sold, fee, received).
 */
export function LedgerRow({ entry, hidden = false }: { entry: LedgerEntry; hidden?: boolean }) {
  const { t } = useTranslation();
  const exchange = entry.parts.some((p) => p.kind === 'exchange_in');
  return (
    <li className="ledger-row" data-kind={entry.kind}>
      <div className="ledger-head">
        <div className="ledger-main">
          <span className="ledger-kind">
            {t(exchange ? 'money.record_exchange' : `money.kind_${entry.kind}`)}
          </span>
          <time>{formatDate(entry.created_at)}</time>
        </div>
        <div className="ledger-amounts">
          {entry.moves.map((m) => (
            <Move key={`${m.asset}:${m.balance}`} move={m} hidden={hidden} />
          ))}
        </div>
      </div>
      {/* Parts of one kind (the two demo credits) say nothing the moves do not. */}
      {new Set(entry.parts.map((p) => p.kind)).size > 1 ? (
        <ul className="ledger-parts">
          {entry.parts.map((p) => (
            <li key={p.id} data-kind={p.kind}>
              <span>{t(`money.kind_${p.kind}`)}</span>
              <span>
                {movesOfPart(p).map((m) => (
                  <Move key={m.balance} move={m} hidden={hidden} />
                ))}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
