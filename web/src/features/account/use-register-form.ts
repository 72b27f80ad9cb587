import { useTranslation } from 'react-i18next';
import { toast, toastError } from '../../lib/feedback.ts';
import { storedInvite } from '../../lib/invite.ts';
import { useForm } from '../../lib/use-form.ts';
import { useRegister } from './api.ts';
import { useShowProblem } from './use-problem.ts';
import { validateRegister } from './validate.ts';

/**
 * The register form: its fields (the invite code kept from the link that brought the visitor), the
 * contract's checks before sending, and the server's answer; `onDone` runs once the new user is logged in.
 */
export function useRegisterForm(onDone: () => void) {
  const { t } = useTranslation();
  const register = useRegister();
  const showProblem = useShowProblem();
  const { form, set, field } = useForm(() => ({
    username: '',
    password: '',
    repassword: '',
    invite_code: storedInvite(),
    agree: false,
  }));
  const submit = async () => {
    if (showProblem(validateRegister(form))) return;
    try {
      const { agree: _agree, invite_code, ...rest } = form;
      await register.mutateAsync({
        ...rest,
        username: rest.username.trim(),
        invite_code: invite_code.trim() || undefined,
        agree: '1',
      });
      toast(t('auth.register_success'), undefined, { acrossNavigation: true });
      onDone();
    } catch (error) {
      toastError(error, t('unexpected_error'));
    }
  };
  return { form, set, field, submit, pending: register.isPending };
}
