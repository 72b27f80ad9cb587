import { type UsdtNetwork, usdtNetworks } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, toastError } from '../../lib/feedback.ts';
import { translate } from '../../lib/i18n.ts';
import { nav } from '../../lib/navigation.ts';
import { useCashBind, useCashInfo, useFundPasswordSet } from './api.ts';
import { bodyProblem } from './body-problem.ts';

export interface CardFields {
  bank_name: string;
  card_number: string;
  holder_name: string;
  usdt_address: string;
  usdt_network: UsdtNetwork;
}
const blank: CardFields = {
  bank_name: '',
  card_number: '',
  holder_name: '',
  usdt_address: '',
  usdt_network: usdtNetworks[0],
};

/** The body schema loads with its own chunk when the user saves: zod stays out of the page's first load. */
const cashBindBody = () => import('@app/contracts/schemas').then((m) => m.api.user.cashBind.body);

/**
 * The bind-card form: the values are checked with `user/cashBind`'s body schema before anything is sent
 * or the fund password is asked (a change of a binding needs it); a refusal is told as the server tells it.
 */
export function useBindCardForm() {
  const { t } = useTranslation();
  const info = useCashInfo();
  const mpwd = useFundPasswordSet();
  const bind = useCashBind();
  const [fields, setFields] = useState<CardFields>(blank);
  const [pinOpen, setPinOpen] = useState(false);
  const [pinError, setPinError] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const bound = info.data ?? null;
  const { usdt_address, ...card } = fields;
  const body = { ...card, ...(usdt_address.trim() ? { usdt_address: usdt_address.trim() } : {}) };

  const send = async (mpassword?: string) => {
    try {
      await bind.mutateAsync({ ...body, ...(mpassword ? { mpassword } : {}) });
      setPinOpen(false);
      void toast(t('cash.card_saved'), undefined, { acrossNavigation: true });
      nav.back();
    } catch (error) {
      setPinError((error as Error).message);
      toastError(error, t('unexpected_error'));
    }
  };
  const save = async () => {
    const found = bodyProblem(await cashBindBody(), body);
    const refusal = found
      ? translate(found.key, { name: translate(`field_${found.field}`) })
      : bound && !mpwd.data?.used
        ? t('fund_password_not_set')
        : undefined;
    // Shown under the form (an alert), where the user fixes it.
    setProblem(refusal);
    if (refusal) return;
    if (!bound) return void send();
    setPinError(undefined);
    setPinOpen(true);
  };

  return {
    loading: info.isPending,
    bound,
    fields,
    set:
      <K extends keyof CardFields>(name: K) =>
      (value: CardFields[K]) => {
        setFields((f) => ({ ...f, [name]: value }));
        setProblem(undefined);
      },
    /** Why the last save was refused before anything was sent, in the server's words. */
    problem,
    saving: bind.isPending,
    save: () => void save(),
    pin: { open: pinOpen, error: pinError, close: () => setPinOpen(false), fill: send },
  };
}
export type BindCardForm = ReturnType<typeof useBindCardForm>;
