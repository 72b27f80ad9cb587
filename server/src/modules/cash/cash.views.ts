import {
  assetScale,
  type CashInfo,
  fromMinor,
  type RechargeRecord,
  type WithdrawRecord,
} from '@app/contracts';
import type { CardRow } from './cash.repository.ts';
import type { RechargeRow, WithdrawalRow } from './cash.schema.ts';
import { maskAddress, maskCard } from './usdt-address.ts';

export function toCashInfo(card: CardRow): CashInfo {
  return {
    bank_name: card.bankName,
    card_number: maskCard(card.cardNumber),
    holder_name: card.holderName,
    usdt_address: card.usdtAddress ? maskAddress(card.usdtAddress) : null,
    usdt_network: card.usdtAddress ? card.usdtNetwork : null,
  };
}

const status = (s: number) => s as 0 | 1 | 2;

export function toRecharge(row: RechargeRow): RechargeRecord {
  return {
    id: row.id,
    method: row.method,
    asset: row.asset,
    amount: fromMinor(row.amount, assetScale[row.asset]),
    transfer_name: row.transferName,
    screenshot: row.screenshot,
    usdt_network: row.usdtNetwork,
    tx_hash: row.txHash,
    confirmations: row.confirmations,
    confirmations_required: row.confirmationsRequired,
    status: status(row.status),
    reason: row.reason,
    created_at: row.createdAt,
    decided_at: row.decidedAt,
  };
}

export function toWithdraw(row: WithdrawalRow): WithdrawRecord {
  const scale = assetScale[row.asset];
  return {
    id: row.id,
    asset: row.asset,
    amount: fromMinor(row.amount, scale),
    fee: fromMinor(row.fee, scale),
    actual: fromMinor(row.amount - row.fee, scale),
    destination: row.destination,
    status: status(row.status),
    reason: row.reason,
    created_at: row.createdAt,
    decided_at: row.decidedAt,
    tx_hash: row.txHash,
  };
}
