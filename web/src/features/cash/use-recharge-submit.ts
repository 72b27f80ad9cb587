import { useTranslation } from 'react-i18next';
import { toast, toastError } from '../../lib/feedback.ts';
import { useOnceSubmit } from '../../lib/use-once-submit.ts';
import { useRecharge } from './api.ts';
import { type RechargeFields, type RechargeMethod, rechargeProblem } from './recharge-rules.ts';

/**
 * Sends a recharge once per intent after the form's checks: a problem is toasted and nothing is sent;
 * a success says what happens next (a review for a bank transfer, the confirmations for USDT).
 */
export function useRechargeSubmit(onDone: () => void) {
  const { t } = useTranslation();
  const recharge = useRecharge();
  const { submit, pending } = useOnceSubmit(recharge.mutateAsync);

  const send = async (method: RechargeMethod, fields: RechargeFields) => {
    const problem = rechargeProblem(method, fields);
    if (problem) {
      const params = 'params' in problem ? problem.params : undefined;
      const name = params && 'name' in params ? t(params.name) : undefined;
      return void toast(t(problem.key, { ...params, ...(name ? { name } : {}) }));
    }
    try {
      const record = await submit({ method, ...fields });
      if (!record) return;
      const said =
        record.confirmations_required === null
          ? t('cash.recharge_submitted')
          : t('cash.usdt_submitted', { count: record.confirmations_required });
      void toast(said, undefined, { acrossNavigation: true });
      onDone();
    } catch (error) {
      toastError(error, t('recharge_failed'));
    }
  };
  return { send, pending };
}
