import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, toastError } from '../../lib/feedback.ts';
import { useForm } from '../../lib/use-form.ts';
import { useFindpwd, useFindpwdCode } from './api.ts';
import { useCheckedSubmit } from './use-checked-submit.ts';
import { useShowProblem } from './use-problem.ts';
import { validateFindpwd } from './validate.ts';

const RESEND_SECONDS = 60;

/** Seconds until a new code may be asked for, and a restart of the wait. */
function useResendWait() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, () => setLeft(RESEND_SECONDS)] as const;
}

/**
 * The password reset form: asking for a code (a demo server answers it, and it is filled in), the
 * contract's checks before sending, and the server's answer; `onDone` runs once the password is reset.
 */
export function useFindpwdForm(onDone: () => void) {
  const { t } = useTranslation();
  const sendCode = useFindpwdCode();
  const findpwd = useFindpwd();
  const showProblem = useShowProblem();
  const [left, restart] = useResendWait();
  const { form, set, field } = useForm({ username: '', code: '', password: '', repassword: '' });

  const requestCode = async () => {
    if (!form.username.trim()) return showProblem({ key: 'enter_account' });
    try {
      const result = await sendCode.mutateAsync({ username: form.username.trim() });
      restart();
      if (result.demo_code) {
        set({ code: result.demo_code });
        toast(t('auth.demo_code', { code: result.demo_code }));
      } else toast(t('auth.code_sent'));
    } catch (error) {
      toastError(error, t('unexpected_error'));
    }
  };

  const submit = useCheckedSubmit({
    check: validateFindpwd,
    send: (f: typeof form) => findpwd.mutateAsync({ ...f, username: f.username.trim() }),
    success: t('auth.reset_success'),
    onDone,
  });

  const code = { left, busy: left > 0 || sendCode.isPending, request: () => void requestCode() };
  return { field, submit: () => submit(form), code, pending: findpwd.isPending };
}
