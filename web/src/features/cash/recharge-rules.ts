import { type api, type Data, txHashProblem, type UsdtNetwork, usdtNetworks } from '@app/contracts';

type Config = Data<typeof api.user.rechargeConfig>;
export type RechargeMethod = 'usdt' | 'bank';

/** What a recharge form collects; the page adds the method and the idempotency key. */
export interface RechargeFields {
  amount: string;
  transfer_name?: string;
  screenshot?: string;
  usdt_network?: UsdtNetwork;
  tx_hash?: string;
}

/** A shared message key (contracts/messages, or the cash screens'), with the placeholders it names. */
export type RechargeProblem =
  | { key: 'enter_amount' | 'cash.enter_transfer_name' | 'cash.upload_screenshot' }
  | { key: 'please_enter'; params: { name: 'field_tx_hash' } }
  | { key: 'tx_hash_format'; params: { network: UsdtNetwork } };

/** The network the platform's USDT address receives on (the config names it); TRC20 if it names another. */
export const receivingNetwork = (config: Config['usdt']): UsdtNetwork =>
  usdtNetworks.find((n) => n === config.network) ?? 'TRC20';

/**
 * The checks the server makes on presence and format, in the order a user meets them, before anything is
 * sent; the transaction hash by the contract's own rule (contracts/src/endpoints/cash.values.ts), so
 * the form and the server refuse the same hashes. Ranges and the open flag are the server's to answer.
 */
export function rechargeProblem(method: RechargeMethod, fields: RechargeFields): RechargeProblem | null {
  if (!fields.amount) return { key: 'enter_amount' };
  if (method === 'bank') {
    if (!fields.transfer_name) return { key: 'cash.enter_transfer_name' };
    if (!fields.screenshot) return { key: 'cash.upload_screenshot' };
    return null;
  }
  const network = fields.usdt_network ?? 'TRC20';
  const problem = txHashProblem(network, fields.tx_hash ?? '');
  if (problem === 'please_enter') return { key: 'please_enter', params: { name: 'field_tx_hash' } };
  if (problem) return { key: 'tx_hash_format', params: { network } };
  return null;
}

/** What a recharge form gets: its method's part of `user/rechargeConfig`, whether a send is under way, the send. */
export interface RechargeFormProps<M extends RechargeMethod> {
  config: Config[M];
  pending: boolean;
  onSubmit: (f: RechargeFields) => void;
}
