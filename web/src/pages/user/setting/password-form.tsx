import { PasswordField, SubmitButton, SubmitForm } from '../../../components/field.tsx';
import { useForm } from '../../../lib/use-form.ts';

export interface PasswordValues {
  oldpassword: string;
  password: string;
  repassword: string;
}

/** Current, new and repeated password: shared by the login and the fund password screens. */
export function PasswordForm(props: {
  labels: { old: string; new: string; confirm: string; hint: string; submit: string };
  withOld: boolean;
  numeric?: boolean;
  pending: boolean;
  onSubmit: (values: PasswordValues, reset: () => void) => void;
}) {
  const empty = { oldpassword: '', password: '', repassword: '' };
  const { form, setForm, field } = useForm<PasswordValues>(empty);
  const pin = props.numeric ? { inputMode: 'numeric' as const, maxLength: 6 } : {};
  return (
    <SubmitForm className="form-card" onSubmit={() => props.onSubmit(form, () => setForm(empty))}>
      {props.withOld ? (
        <PasswordField
          {...field('oldpassword')}
          placeholder={props.labels.old}
          autoComplete="current-password"
          {...pin}
        />
      ) : null}
      <PasswordField
        {...field('password')}
        placeholder={props.labels.new}
        autoComplete="new-password"
        {...pin}
      />
      <PasswordField
        {...field('repassword')}
        placeholder={props.labels.confirm}
        autoComplete="new-password"
        {...pin}
      />
      <p className="form-hint">{props.labels.hint}</p>
      <SubmitButton pending={props.pending}>{props.labels.submit}</SubmitButton>
    </SubmitForm>
  );
}
