import { useTranslation } from 'react-i18next';
import { toast, toastError } from '../../lib/feedback.ts';
import { useForm } from '../../lib/use-form.ts';
import { useLogin } from './api.ts';
import { useShowProblem } from './use-problem.ts';
import { validateLogin } from './validate.ts';

/**
 * The login form: its fields, the contract's checks before sending, and the server's answer; `onDone`
 * runs once the user is logged in (the page decides where to go).
 */
export function useLoginForm(onDone: () => void) {
  const { t } = useTranslation();
  const login = useLogin();
  const showProblem = useShowProblem();
  const { form, set, field } = useForm({ username: '', password: '', agree: false });
  const submit = async () => {
    if (showProblem(validateLogin(form))) return;
    try {
      await login.mutateAsync({ username: form.username.trim(), password: form.password });
      toast(t('auth.login_success'), undefined, { acrossNavigation: true });
      onDone();
    } catch (error) {
      toastError(error, t('login_failed'));
    }
  };
  return { form, set, field, submit, pending: login.isPending };
}
