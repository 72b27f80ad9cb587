import { useTranslation } from 'react-i18next';
import { toast, toastError } from '../../lib/feedback.ts';
import { useShowProblem } from './use-problem.ts';
import type { Problem } from './validate.ts';

/**
 * The way every account form sends: the contract's checks first (a problem is shown and nothing is sent),
 * then the call; its success is announced across the navigation `onDone` makes, a refusal is shown
 * (`failure` when the server gave no message).
 */
export function useCheckedSubmit<V>(form: {
  check: (values: V) => Problem | undefined;
  send: (values: V) => Promise<unknown>;
  success: string;
  failure?: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const showProblem = useShowProblem();
  return async (values: V) => {
    if (showProblem(form.check(values))) return;
    try {
      await form.send(values);
      toast(form.success, undefined, { acrossNavigation: true });
      form.onDone();
    } catch (error) {
      toastError(error, form.failure ?? t('unexpected_error'));
    }
  };
}
