import { Button } from 'antd-mobile';
import { LockOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { Field } from '../../../components/field.tsx';

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
  const [form, setForm] = useState(empty);
  const set = (patch: Partial<PasswordValues>) => setForm((f) => ({ ...f, ...patch }));
  const pin = props.numeric ? { inputMode: 'numeric' as const, maxLength: 6 } : {};
  return (
    <form
      className="form-card"
      onSubmit={(e) => {
        e.preventDefault();
        props.onSubmit(form, () => setForm(empty));
      }}
    >
      {props.withOld ? (
        <Field
          name="oldpassword"
          type="password"
          icon={<LockOutline />}
          value={form.oldpassword}
          onChange={(oldpassword) => set({ oldpassword })}
          placeholder={props.labels.old}
          autoComplete="current-password"
          {...pin}
        />
      ) : null}
      <Field
        name="password"
        type="password"
        icon={<LockOutline />}
        value={form.password}
        onChange={(password) => set({ password })}
        placeholder={props.labels.new}
        autoComplete="new-password"
        {...pin}
      />
      <Field
        name="repassword"
        type="password"
        icon={<LockOutline />}
        value={form.repassword}
        onChange={(repassword) => set({ repassword })}
        placeholder={props.labels.confirm}
        autoComplete="new-password"
        {...pin}
      />
      <p className="form-hint">{props.labels.hint}</p>
      <Button block color="primary" size="large" type="submit" loading={props.pending} className="submit">
        {props.labels.submit}
      </Button>
    </form>
  );
}
