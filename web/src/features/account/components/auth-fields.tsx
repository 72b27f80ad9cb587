import { useTranslation } from 'react-i18next';
import { Field, PasswordField } from '../../../components/field.tsx';
import { UserIcon } from '../../../components/form-icons.tsx';

interface Binding {
  name: string;
  value: string;
  onChange: (value: string) => void;
}

/** The account name, as login, register and find password ask for it. */
export function UsernameField(props: Binding) {
  const { t } = useTranslation();
  return <Field {...props} icon={<UserIcon />} placeholder={t('auth.account')} autoComplete="username" />;
}

/** A new password and its repetition (register, find password). */
export function NewPasswordFields(props: { password: Binding; repassword: Binding; label: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField {...props.password} placeholder={props.label} autoComplete="new-password" />
      <PasswordField {...props.repassword} placeholder={t('auth.repassword')} autoComplete="new-password" />
    </>
  );
}
