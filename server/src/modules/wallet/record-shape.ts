import { type Asset, assetScale, fromMinor, type LedgerEntry, type LedgerMove } from '@app/contracts';
import type { LedgerKind } from './ledger.ts';
import type { ledger } from './wallet.schema.ts';

type Row = typeof ledger.$inferSelect;

/** Net changes per asset and balance, in the order the entries first moved them; zeros left out. */
function movesOf(rows: readonly Row[]): LedgerMove[] {
  const net = new Map<string, { asset: Asset; balance: LedgerMove['balance']; minor: bigint }>();
  const add = (asset: Asset, balance: LedgerMove['balance'], minor: bigint) => {
    if (minor === 0n && !net.has(`${asset}:${balance}`)) return;
    const key = `${asset}:${balance}`;
    const move = net.get(key) ?? { asset, balance, minor: 0n };
    move.minor += minor;
    net.set(key, move);
  };
  for (const row of rows) {
    add(row.asset, 'available', row.amount);
    add(row.asset, 'locked', row.lockedAmount);
  }
  return [...net.values()]
    .filter((m) => m.minor !== 0n)
    .map((m) => ({ asset: m.asset, balance: m.balance, amount: fromMinor(m.minor, assetScale[m.asset]) }));
}

/**
 * One business event as one record: the entries one write booked together (oldest first). The head
 * entry names it; its amounts are the event's net changes in the head's asset, so an approved
 * withdrawal reads as its frozen amount leaving, not as "0" of available.
 */
export function toRecord(rows: readonly Row[]): LedgerEntry {
  const head = rows[0];
  if (!head) throw new Error('a record has at least one entry');
  const scale = assetScale[head.asset];
  const same = rows.filter((r) => r.asset === head.asset);
  const sum = (pick: (r: Row) => bigint) => same.reduce((total, r) => total + pick(r), 0n);
  return {
    id: head.id,
    asset: head.asset,
    amount: fromMinor(
      sum((r) => r.amount),
      scale,
    ),
    locked_amount: fromMinor(
      sum((r) => r.lockedAmount),
      scale,
    ),
    kind: head.kind as LedgerKind,
    ref: head.ref,
    created_at: head.createdAt,
    moves: movesOf(rows),
    parts: rows.map((r) => ({
      id: r.id,
      kind: r.kind as LedgerKind,
      asset: r.asset,
      amount: fromMinor(r.amount, assetScale[r.asset]),
      locked_amount: fromMinor(r.lockedAmount, assetScale[r.asset]),
    })),
  };
}
