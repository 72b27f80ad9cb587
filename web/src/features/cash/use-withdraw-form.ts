import { type Asset, type WithdrawRefusal, withdrawQuoteOf, withdrawRefusal } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failedQuery } from '../../components/load-failed.tsx';
import { useBalance } from '../../lib/balance.ts';
import { toast, toastError } from '../../lib/feedback.ts';
import { useOnceSubmit } from '../../lib/use-once-submit.ts';
import { useCashInfo, useFundPasswordSet, useWithdraw, useWithdrawConfig } from './api.ts';

/** What has to come first, with its way there: a bound card (or address) and a fund password. */
export type Missing = 'card' | 'address' | 'mpwd';

const missingOf: Partial<Record<WithdrawRefusal['key'], Missing>> = {
  bind_card_first: 'card',
  bind_address_first: 'address',
  fund_password_not_set: 'mpwd',
};

/**
 * The withdraw form's state. Every check the server makes (contracts' `withdrawRefusal`, on the rules
 * `user/withdrawConfig` sent, the bound card and the balance) runs before the PIN pad opens, and a
 * refusal is told in the server's own words; only the fund password is left for the server to check.
 */
export function useWithdrawForm(onSubmitted: () => void) {
  const { t } = useTranslation();
  const config = useWithdrawConfig();
  const card = useCashInfo();
  const mpwd = useFundPasswordSet();
  const balance = useBalance();
  const withdraw = useWithdraw();
  const { submit, pending } = useOnceSubmit(withdraw.mutateAsync);
  const [asset, setAssetState] = useState<Asset>('usdt');
  const [amount, setAmount] = useState('');
  const [pinOpen, setPinOpen] = useState(false);
  const [pinError, setPinError] = useState<string>();
  const [tried, setTried] = useState(false);

  const rules = config.data;
  const available = balance.data?.[asset].available;
  const situation = rules && {
    rules,
    asset,
    card: card.data ?? null,
    fundPasswordSet: mpwd.data?.used === true,
    ...(available === undefined ? {} : { available }),
  };
  // What no amount can get past (closed, bindings, window, today's count, a balance below the minimum):
  // shown at once; the bindings are shown as the way to them.
  const first = situation ? withdrawRefusal({ ...situation, amount: situation.rules.min }) : null;
  // With no card at all the way to an address is binding a card too (the card comes with it).
  const missing = first ? (card.data === null ? 'card' : missingOf[first.key]) : undefined;
  const refusal = situation ? withdrawRefusal({ ...situation, amount }) : null;

  const setAsset = (next: Asset) => {
    setAssetState(next);
    setAmount('');
    setTried(false);
  };
  const open = () => {
    // A refusal is on screen already (WithdrawChecks' alert, now shown even for an empty amount).
    setTried(true);
    if (refusal) return;
    setPinError(undefined);
    setPinOpen(true);
  };
  const confirm = async (mpassword: string) => {
    if (pending) return;
    try {
      if (!(await submit({ asset, amount, mpassword }))) return;
      setPinOpen(false);
      void toast(t('cash.withdraw_submitted'), undefined, { acrossNavigation: true });
      onSubmitted();
    } catch (error) {
      setPinError((error as Error).message || t('withdraw_failed'));
      toastError(error, t('withdraw_failed'));
    }
  };

  return {
    loading: config.isPending || card.isPending || mpwd.isPending,
    failed: failedQuery(config, card, mpwd),
    rules,
    card: card.data ?? null,
    missing,
    asset,
    setAsset,
    amount,
    setAmount: (value: string) => {
      setAmount(value);
      setTried(false);
    },
    available,
    quote: rules ? withdrawQuoteOf(amount, rules, asset) : null,
    left: rules ? Math.max(0, rules.day_limit - rules.used_today) : 0,
    /** The check the withdrawal fails now, in the server's words: the amount's once one is typed. */
    refusal: amount || tried ? refusal : first,
    open,
    pin: { open: pinOpen, error: pinError, close: () => setPinOpen(false), fill: confirm },
  };
}
export type WithdrawForm = ReturnType<typeof useWithdrawForm>;
