import { useTranslation } from 'react-i18next';
import { useForm } from '../../lib/use-form.ts';
import { useLogin } from './api.ts';
import { useCheckedSubmit } from './use-checked-submit.ts';
import { validateLogin } from './validate.ts';

/**
 * The login form: its fields, the contract's checks before sending, and the server's answer; `onDone`
 * runs once the user is logged in (the page decides where to go).
 */
export function useLoginForm(onDone: () => void) {
  const { t } = useTranslation();
  const login = useLogin();
  const { form, set, field } = useForm({ username: '', password: '', agree: false });
  const submit = useCheckedSubmit({
    check: validateLogin,
    send: (f: typeof form) => login.mutateAsync({ username: f.username.trim(), password: f.password }),
    success: t('auth.login_success'),
    failure: t('login_failed'),
    onDone,
  });
  return { form, set, field, submit: () => submit(form), pending: login.isPending };
}
