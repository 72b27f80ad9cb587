import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { page, pageQuery } from '../envelope.ts';
import { ErrorCode } from '../errors.ts';
import { amount, asset, decimal, epochMs } from '../money.ts';
import { txHashProblem, usdtChain, usdtNetworks } from './cash.values.ts';
import { reviewStatus } from './wallet.shapes.ts';
import { idempotencyKey } from './wallet.ts';

export const rechargeMethods = ['bank', 'usdt'] as const;
const rechargeMethod = z.enum(rechargeMethods);

export { txHashFormat, txHashPatterns, txHashProblem, usdtChain, usdtNetworks } from './cash.values.ts';
export const usdtNetwork = z.enum(usdtNetworks);
export type UsdtNetwork = z.infer<typeof usdtNetwork>;
const reviewReason = z.string().nullable().meta({ description: 'Why it was declined (rejected only)' });

export const cashInfo = z.object({
  bank_name: z.string(),
  card_number: z.string().meta({ description: 'Masked except the last 4 digits' }),
  holder_name: z.string(),
  usdt_address: z.string().nullable().meta({ description: 'Masked except the first 4 and last 4' }),
  usdt_network: usdtNetwork.nullable(),
});

export const rechargeRecord = z.object({
  id: z.number().int(),
  method: rechargeMethod,
  asset,
  amount: decimal,
  transfer_name: z.string().nullable(),
  screenshot: z.string().nullable().meta({ description: 'Upload id of the transfer screenshot' }),
  usdt_network: usdtNetwork.nullable().meta({ description: 'The network the USDT was sent on (usdt only)' }),
  tx_hash: z.string().nullable().meta({ description: 'The transaction hash the user gave (usdt only)' }),
  confirmations: z
    .number()
    .int()
    .min(0)
    .max(usdtChain.final)
    .nullable()
    .meta({ description: `Network confirmations so far, 0 to ${usdtChain.final} (usdt only)` }),
  confirmations_required: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'The confirmation count it is credited at (usdt only)' }),
  status: reviewStatus,
  reason: reviewReason,
  created_at: epochMs,
  decided_at: epochMs.nullable(),
});
export const withdrawRecord = z.object({
  id: z.number().int(),
  asset,
  amount: decimal,
  fee: decimal,
  actual: decimal.meta({ description: 'Actual arrival: amount - fee' }),
  destination: z.string().meta({ description: 'The card or address it goes to, masked' }),
  status: reviewStatus,
  reason: reviewReason,
  created_at: epochMs,
  decided_at: epochMs.nullable(),
  tx_hash: z.string().nullable().meta({
    description:
      "The transfer's transaction hash on the USDT network, set when approved (TRC20: 64 hex; ERC20: 0x + 64 hex); null for a card withdrawal or before approval. The reference server's is simulated",
  }),
});

export type CashInfo = z.infer<typeof cashInfo>;
export type RechargeRecord = z.infer<typeof rechargeRecord>;
export type WithdrawRecord = z.infer<typeof withdrawRecord>;
const range = { min: decimal, max: decimal };

/** The bank card, recharge and withdraw calls, with their review (spec section 2's `user/recharge`, `user/withdraw`, `user/setting/bindCards`). */
export const cash = {
  cashBind: endpoint({
    method: 'POST',
    path: 'user/cashBind',
    summary:
      'Bind the bank card (and optionally a USDT address) withdrawals go to; changing a binding needs the fund password',
    auth: true,
    upstream: true,
    body: z.object({
      bank_name: z.string().trim().min(1).max(64),
      card_number: z
        .string()
        .trim()
        .regex(/^\d{12,19}$/, { error: 'card_number_format' }),
      holder_name: z.string().trim().min(1).max(64),
      usdt_address: z.string().trim().min(20).max(128).optional(),
      usdt_network: usdtNetwork.default('TRC20').meta({
        description:
          'TRC20: base58check, starts with T, 34 characters; ERC20: 0x + 40 hex (EIP-55 if mixed case)',
      }),
      mpassword: z
        .string()
        .max(64)
        .optional()
        .meta({ description: 'Fund password, needed to change a binding' }),
    }),
    data: cashInfo,
    errors: [ErrorCode.invalidInput, ErrorCode.wrongPassword, ErrorCode.rateLimited, ErrorCode.forbidden],
  }),
  cashInfo: endpoint({
    method: 'GET',
    path: 'user/cashInfo',
    summary: 'The bound card, or null',
    auth: true,
    upstream: true,
    data: cashInfo.nullable(),
    errors: [],
  }),
  rechargeConfig: endpoint({
    method: 'GET',
    path: 'user/recharge',
    summary: 'Recharge config: open flag, USDT address and bank account with their limits',
    auth: true,
    upstream: true,
    data: z.object({
      open: z.boolean(),
      usdt: z.object({
        address: z.string(),
        network: z.string(),
        confirmations: z.string().meta({ example: '3-6' }),
        confirmations_required: z
          .number()
          .int()
          .meta({
            description: `A USDT recharge is credited at this many confirmations (of ${usdtChain.final})`,
          }),
        qrcode: z.string().meta({ description: 'The address as a QR code image (SVG data URL)' }),
        ...range,
      }),
      bank: z.object({ bank_name: z.string(), card_number: z.string(), holder_name: z.string(), ...range }),
    }),
    errors: [],
  }),
  recharge: endpoint({
    method: 'POST',
    path: 'user/recharge',
    movesMoney: true,
    summary:
      'Submit a recharge. bank: money, transfer_name and screenshot required, credited when a review approves it; usdt: usdt, tx_hash required, screenshot optional, credited when the transaction reaches the configured confirmations',
    auth: true,
    upstream: true,
    body: z
      .object({
        method: rechargeMethod,
        amount,
        transfer_name: z.string().trim().max(64).optional(),
        screenshot: z
          .string()
          .max(64)
          .optional()
          .meta({ description: 'Upload id (common/uploader) of the transfer screenshot, owned by the user' }),
        usdt_network: usdtNetwork.optional().meta({
          description: "usdt: the network it was sent on (default TRC20); must be the receiving address's",
        }),
        tx_hash: z.string().trim().max(66).optional().meta({
          description:
            'usdt (required): the transaction hash. TRC20: 64 hex digits; ERC20: 0x + 64 hex digits',
        }),
        idempotency_key: idempotencyKey,
      })
      .superRefine((body, ctx) => {
        if (body.method !== 'usdt') return;
        const problem = txHashProblem(body.usdt_network ?? 'TRC20', body.tx_hash ?? '');
        if (problem) {
          const params = { network: body.usdt_network ?? 'TRC20' };
          ctx.addIssue({ code: 'custom', path: ['tx_hash'], message: problem, params });
        }
      }),
    data: rechargeRecord,
    errors: [
      ErrorCode.restricted,
      ErrorCode.invalidInput,
      ErrorCode.closed,
      ErrorCode.outOfRange,
      ErrorCode.conflict,
    ],
  }),
  rechargeList: endpoint({
    method: 'GET',
    path: 'user/rechargeList',
    summary: 'Recharge records',
    auth: true,
    upstream: true,
    query: pageQuery,
    data: page(rechargeRecord),
    errors: [ErrorCode.invalidInput],
  }),
  withdrawConfig: endpoint({
    method: 'GET',
    path: 'user/withdrawConfig',
    summary: 'Withdraw rules: open flag, limits, fee %, daily count, time window (not in the upstream table)',
    auth: true,
    upstream: false,
    data: z.object({
      open: z.boolean(),
      ...range,
      fee: decimal.meta({ description: 'Percent of the amount, rounded half up, at least min_fee' }),
      min_fee: decimal.meta({ description: 'Minimum fee of one withdrawal, in the withdrawn asset' }),
      day_limit: z.number().int(),
      used_today: z
        .number()
        .int()
        .meta({ description: 'Withdrawals submitted today (UTC day), declined ones excepted' }),
      start_time: z.string().meta({ example: '09:00' }),
      end_time: z.string().meta({ example: '21:00' }),
      time_zone: z.literal('UTC').meta({ description: 'The time zone of start_time, end_time and the day' }),
      in_window: z.boolean().meta({ description: 'Whether now is inside the time window' }),
    }),
    errors: [],
  }),
  withdraw: endpoint({
    method: 'POST',
    path: 'user/withdraw',
    movesMoney: true,
    summary: 'Withdraw to the bound card (money) or address (usdt); funds are locked until reviewed',
    auth: true,
    upstream: true,
    body: z.object({ asset, amount, mpassword: z.string().min(1).max(64), idempotency_key: idempotencyKey }),
    data: withdrawRecord,
    errors: [
      ErrorCode.restricted,
      ErrorCode.invalidInput,
      ErrorCode.closed,
      ErrorCode.outOfRange,
      ErrorCode.insufficientBalance,
      ErrorCode.wrongPassword,
      ErrorCode.notAllowedNow,
      ErrorCode.forbidden,
      ErrorCode.rateLimited,
    ],
  }),
  withdrawList: endpoint({
    method: 'GET',
    path: 'user/withdrawList',
    summary: 'Withdraw records',
    auth: true,
    upstream: true,
    query: pageQuery,
    data: page(withdrawRecord),
    errors: [ErrorCode.invalidInput],
  }),
};
