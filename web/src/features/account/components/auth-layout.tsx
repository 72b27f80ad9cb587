import type { ReactNode } from 'react';
import { BrandMark } from '../../../components/brand-mark.tsx';

/** The frame of login, register and find password: brand mark, heading, then the form. */
export function AuthLayout(props: {
  brand: string;
  title: ReactNode;
  subtitle: ReactNode;
  top?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="auth">
      <div className="auth-top">{props.top}</div>
      <div className="auth-brand">
        <BrandMark />
        <span className="brand-name">{props.brand}</span>
      </div>
      <h1 className="auth-title">{props.title}</h1>
      <p className="auth-subtitle">{props.subtitle}</p>
      <div className="auth-form">{props.children}</div>
    </div>
  );
}

/** Agreement to the user agreement and privacy policy, required to log in or register. */
export function Agreement(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  labels: { prefix: string; agreement: string; and: string; privacy: string };
  onOpenAgreement: () => void;
  onOpenPrivacy: () => void;
}) {
  return (
    <div className="agreement">
      <label>
        <input
          type="checkbox"
          name="agree"
          checked={props.checked}
          onChange={(e) => props.onChange(e.currentTarget.checked)}
        />
        <span>{props.labels.prefix} </span>
      </label>
      <button type="button" className="link" onClick={props.onOpenAgreement}>
        {props.labels.agreement}
      </button>
      <span> {props.labels.and} </span>
      <button type="button" className="link" onClick={props.onOpenPrivacy}>
        {props.labels.privacy}
      </button>
    </div>
  );
}
