import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths.ts';
import { Field, SubmitButton, SubmitForm } from '../../components/field.tsx';
import { MailIcon } from '../../components/form-icons.tsx';
import { Page } from '../../components/page.tsx';
import { NewPasswordFields, UsernameField } from '../../features/account/components/auth-fields.tsx';
import { useFindpwdForm } from '../../features/account/use-findpwd-form.ts';
import { nav } from '../../lib/navigation.ts';
import { ServiceLink } from './service-link.tsx';

export default function FindpwdPage() {
  const { t } = useTranslation();
  const { field, submit, code, pending } = useFindpwdForm(() => nav.redirect(paths.login));
  const codeButton = (
    <button type="button" className="field-action" disabled={code.busy} onClick={code.request}>
      {code.left > 0 ? `${code.left}s` : t('auth.send_code')}
    </button>
  );

  return (
    <Page title={t('title.findpwd')}>
      <SubmitForm className="form-card" onSubmit={() => void submit()}>
        <p className="form-hint">{t('auth.findpwd_subtitle')}</p>
        <UsernameField {...field('username')} />
        <Field
          {...field('code')}
          icon={<MailIcon />}
          placeholder={t('auth.code')}
          inputMode="numeric"
          maxLength={6}
          extra={codeButton}
        />
        <NewPasswordFields
          password={field('password')}
          repassword={field('repassword')}
          label={t('auth.new_password')}
        />
        <SubmitButton pending={pending}>{t('auth.reset')}</SubmitButton>
      </SubmitForm>
      <p className="auth-switch">
        <ServiceLink />
      </p>
    </Page>
  );
}
