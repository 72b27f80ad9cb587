import { Button, Input } from 'antd-mobile';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { EyeIcon, EyeOffIcon, LockIcon } from './form-icons.tsx';

interface FieldProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** Shown above the row, for a field whose name is too long for its box in some languages. */
  label?: string;
  icon?: ReactNode;
  type?: 'text' | 'password';
  inputMode?: 'numeric' | 'text';
  maxLength?: number;
  extra?: ReactNode;
  autoComplete?: string;
}

/** A rounded input row; password fields get a show/hide toggle. */
export function Field({ type = 'text', ...props }: FieldProps) {
  const [visible, setVisible] = useState(false);
  const secret = type === 'password' && !visible;
  const id = useId();
  const row = (
    <div className="field">
      {props.icon ? <span className="field-icon">{props.icon}</span> : null}
      <Input
        className="field-input"
        id={id}
        name={props.name}
        value={props.value}
        onChange={props.onChange}
        placeholder={props.placeholder}
        type={secret ? 'password' : 'text'}
        inputMode={props.inputMode}
        maxLength={props.maxLength}
        autoComplete={props.autoComplete}
        clearable
      />
      {type === 'password' ? (
        <button type="button" className="field-eye" aria-label="toggle" onClick={() => setVisible((v) => !v)}>
          {visible ? <EyeIcon /> : <EyeOffIcon />}
        </button>
      ) : null}
      {props.extra}
    </div>
  );
  if (!props.label) return row;
  return (
    <>
      <label className="field-label" htmlFor={id}>
        {props.label}
      </label>
      {row}
    </>
  );
}

/** A password field: the lock icon and the show/hide toggle. */
export function PasswordField(props: Omit<FieldProps, 'type' | 'icon'>) {
  return <Field type="password" icon={<LockIcon />} {...props} />;
}

/** A form that submits through `onSubmit` without a page load. */
export function SubmitForm(props: { onSubmit: () => void; className?: string; children: ReactNode }) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmit();
  };
  return (
    <form className={props.className} onSubmit={submit}>
      {props.children}
    </form>
  );
}

/** The full-width primary button that submits a form, spinning while the answer is awaited. */
export function SubmitButton(props: { pending: boolean; children: ReactNode }) {
  return (
    <Button block color="primary" size="large" type="submit" loading={props.pending} className="submit">
      {props.children}
    </Button>
  );
}
