import { type api, type CashInfo, ErrorCode, type ParsedBody } from '@app/contracts';
import type { Database } from '../../db/client.ts';
import { AppError, fail } from '../../lib/errors.ts';
import type { FundPasswordGuard } from '../account/fund-password.ts';
import { cashRepository } from './cash.repository.ts';
import { toCashInfo } from './cash.views.ts';
import { isUsdtAddress } from './usdt-address.ts';

export type BindInput = ParsedBody<typeof api.user.cashBind>;

/** The bank card and USDT address withdrawals go to. A first binding is free; a change needs the fund password. */
export function cardService(database: Database, clock: () => number, fundPassword: FundPasswordGuard) {
  function info(userId: number): CashInfo | null {
    const card = cashRepository.card(database.db, userId);
    return card ? toCashInfo(card) : null;
  }

  async function bind(userId: number, input: BindInput): Promise<CashInfo> {
    const address = input.usdt_address;
    if (address && !isUsdtAddress(input.usdt_network, address)) {
      throw fail.invalid('usdt_address_format', { network: input.usdt_network });
    }
    if (cashRepository.card(database.db, userId)) {
      if (!fundPassword.isSet(userId)) throw new AppError(ErrorCode.forbidden, 'fund_password_not_set');
      if (!input.mpassword) throw fail.invalid('mpassword_to_change_card');
      await fundPassword.verify(userId, input.mpassword);
    }
    const saved = database.write((tx) =>
      cashRepository.saveCard(tx, {
        userId,
        bankName: input.bank_name,
        cardNumber: input.card_number,
        holderName: input.holder_name,
        usdtAddress: address ?? null,
        usdtNetwork: address ? input.usdt_network : null,
        updatedAt: clock(),
      }),
    );
    return toCashInfo(saved);
  }

  return { info, bind };
}
