import { useTranslation } from 'react-i18next';
import { PasswordField, SubmitButton, SubmitForm } from '../../../components/field.tsx';
import { useForm } from '../../../lib/use-form.ts';

export interface PasswordValues {
  oldpassword: string;
  password: string;
  repassword: string;
}

/** Current, new and repeated password: shared by the login and the fund password screens. */
export function PasswordForm(props: {
  /** Whose texts: the login password's (`pwd.*`) or the fund password's (`mpwd.*`). */
  texts: 'pwd' | 'mpwd';
  submit: string;
  withOld: boolean;
  numeric?: boolean;
  pending: boolean;
  onSubmit: (values: PasswordValues, reset: () => void) => void;
}) {
  const { t } = useTranslation();
  const empty = { oldpassword: '', password: '', repassword: '' };
  const { form, setForm, field } = useForm<PasswordValues>(empty);
  const pin = props.numeric ? { inputMode: 'numeric' as const, maxLength: 6 } : {};
  return (
    <SubmitForm className="form-card" onSubmit={() => props.onSubmit(form, () => setForm(empty))}>
      {props.withOld ? (
        <PasswordField
          {...field('oldpassword')}
          label={t(`${props.texts}.old`)}
          placeholder=""
          autoComplete="current-password"
          {...pin}
        />
      ) : null}
      <PasswordField
        {...field('password')}
        label={t(`${props.texts}.new`)}
        placeholder=""
        autoComplete="new-password"
        {...pin}
      />
      <PasswordField
        {...field('repassword')}
        label={t(`${props.texts}.confirm`)}
        placeholder=""
        autoComplete="new-password"
        {...pin}
      />
      <p className="form-hint">{t(`${props.texts}.hint`)}</p>
      <SubmitButton pending={props.pending}>{props.submit}</SubmitButton>
    </SubmitForm>
  );
}
