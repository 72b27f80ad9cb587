import {
  type Asset,
  type api,
  assetScale,
  type Data,
  ErrorCode,
  type ParsedBody,
  type RechargeRecord,
  toMinor,
  txHashProblem,
  type UsdtNetwork,
} from '@app/contracts';
import type { Database, Reader } from '../../db/client.ts';
import { AppError, fail } from '../../lib/errors.ts';
import { rangeParams } from '../../lib/shown.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { uploadRepository } from '../upload/upload.repository.ts';
import { once } from '../wallet/idempotency.ts';
import { cashRepository } from './cash.repository.ts';
import { toRecharge } from './cash.views.ts';

export type RechargeInput = ParsedBody<typeof api.user.recharge>;
type RechargeConfig = Data<typeof api.user.rechargeConfig>;

/** An amount at the asset's scale; more decimals than the asset keeps is refused, never rounded. */
export function parseAmount(value: string, asset: Asset): bigint {
  try {
    return toMinor(value, assetScale[asset]);
  } catch {
    throw fail.invalid('invalid_amount', { name: 'amount' });
  }
}

export function inRange(amount: bigint, asset: Asset, min: string, max: string): void {
  const scale = assetScale[asset];
  if (amount < toMinor(min, scale) || amount > toMinor(max, scale)) {
    throw new AppError(ErrorCode.outOfRange, 'amount_range', rangeParams(min, max, asset));
  }
}

function refuseUsed(db: Reader, network: UsdtNetwork, txHash: string): void {
  if (cashRepository.byTxHash(db, network, txHash)) throw new AppError(ErrorCode.conflict, 'tx_hash_used');
}

const noTransfer = { usdtNetwork: null, txHash: null, confirmations: null, confirmationsRequired: null };

/**
 * Recharges: the platform's receiving accounts (settings) and submissions, which wait Pending and credit
 * nothing until a review approves them (bank, review.service.ts) or their USDT transaction reaches the
 * configured confirmations (usdt, usdt-chain.ts).
 */
export function rechargeService(deps: {
  database: Database;
  clock: () => number;
  settings: SettingsService;
}) {
  const { database, clock, settings } = deps;
  const qrCache = new Map<string, Promise<string>>();
  const qrOf = (address: string) => {
    let svg = qrCache.get(address);
    if (!svg) {
      // qrcode is loaded at the first code, not at start-up.
      svg = import('qrcode')
        .then(({ default: QRCode }) =>
          QRCode.toString(address, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
        )
        .then((text) => `data:image/svg+xml;base64,${Buffer.from(text).toString('base64')}`);
      if (qrCache.size > 16) qrCache.clear();
      qrCache.set(address, svg);
    }
    return svg;
  };

  async function config(): Promise<RechargeConfig> {
    const { recharge_open, recharge: r } = settings.get();
    return {
      open: recharge_open,
      usdt: {
        address: r.usdt_address,
        network: r.usdt_network,
        confirmations: r.confirmations,
        confirmations_required: r.confirmations_required,
        qrcode: await qrOf(r.usdt_address),
        min: r.usdt_min,
        max: r.usdt_max,
      },
      bank: {
        bank_name: r.bank_name,
        card_number: r.bank_card,
        holder_name: r.bank_holder,
        min: r.money_min,
        max: r.money_max,
      },
    };
  }

  /** Everything checked before the write; a refusal changes nothing. */
  function check(userId: number, input: RechargeInput) {
    const { recharge_open, recharge: r } = settings.get();
    if (!recharge_open) throw new AppError(ErrorCode.closed, 'recharge_closed');
    const asset: Asset = input.method === 'bank' ? 'money' : 'usdt';
    const amount = parseAmount(input.amount, asset);
    if (asset === 'money') inRange(amount, asset, r.money_min, r.money_max);
    else inRange(amount, asset, r.usdt_min, r.usdt_max);
    if (input.method === 'bank' && !input.transfer_name) {
      throw fail.invalid('please_enter', { name: 'transfer_name' });
    }
    if (input.method === 'bank' && !input.screenshot)
      throw fail.invalid('please_enter', { name: 'screenshot' });
    if (input.screenshot && !uploadRepository.ownsUpload(database.db, userId, input.screenshot)) {
      throw fail.invalid('invalid_field', { name: 'screenshot' });
    }
    return { asset, amount, ...(input.method === 'usdt' ? transfer(input) : noTransfer) };
  }

  /** A USDT transfer: on the receiving address's network, its hash (checked by the contract) taken once. */
  function transfer(input: RechargeInput) {
    const { recharge: r } = settings.get();
    const network = input.usdt_network ?? 'TRC20';
    if (network !== r.usdt_network) {
      throw fail.invalid('recharge_network_only', { network: r.usdt_network });
    }
    const txHash = (input.tx_hash ?? '').trim().toLowerCase();
    // The contract's body schema has checked it at the route; a caller inside the server gets the same rule.
    const problem = txHashProblem(network, txHash);
    if (problem) throw fail.invalid(problem, { name: 'tx_hash', network });
    refuseUsed(database.db, network, txHash);
    return {
      usdtNetwork: network,
      txHash,
      confirmations: 0,
      confirmationsRequired: r.confirmations_required,
    };
  }

  async function submit(userId: number, input: RechargeInput): Promise<RechargeRecord> {
    const now = clock();
    const { value } = await once(
      database,
      { userId, call: 'user.recharge', key: input.idempotency_key, now },
      async () => check(userId, input),
      (tx, { asset, amount, ...chain }) => {
        // Checked again inside the write: two requests with one hash may both pass the check before it.
        if (chain.usdtNetwork && chain.txHash) refuseUsed(tx, chain.usdtNetwork, chain.txHash);
        return toRecharge(
          cashRepository.insertRecharge(tx, {
            userId,
            method: input.method,
            asset,
            amount,
            transferName: input.transfer_name || null,
            screenshot: input.screenshot || null,
            ...chain,
            createdAt: now,
          }),
        );
      },
    );
    return value;
  }

  function list(userId: number, q: { page: number; limit: number }) {
    const { list, total } = cashRepository.page(database.db, 'recharge', userId, q.page, q.limit);
    return { list: list.map(toRecharge), page: q.page, limit: q.limit, total };
  }

  return { config, submit, list };
}
