import { useTranslation } from 'react-i18next';
import { storedInvite } from '../../lib/invite.ts';
import { useForm } from '../../lib/use-form.ts';
import { useRegister } from './api.ts';
import { useCheckedSubmit } from './use-checked-submit.ts';
import { validateRegister } from './validate.ts';

/**
 * The register form: its fields (the invite code kept from the link that brought the visitor), the
 * contract's checks before sending, and the server's answer; `onDone` runs once the new user is logged in.
 */
export function useRegisterForm(onDone: () => void) {
  const { t } = useTranslation();
  const register = useRegister();
  const { form, set, field } = useForm(() => ({
    username: '',
    password: '',
    repassword: '',
    invite_code: storedInvite(),
    agree: false,
  }));
  const submit = useCheckedSubmit({
    check: validateRegister,
    send: ({ agree: _agree, invite_code, ...rest }: typeof form) =>
      register.mutateAsync({
        ...rest,
        username: rest.username.trim(),
        invite_code: invite_code.trim() || undefined,
        agree: '1',
      }),
    success: t('auth.register_success'),
    onDone,
  });
  return { form, set, field, submit: () => submit(form), pending: register.isPending };
}
