import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths.ts';
import { Field, SubmitButton, SubmitForm } from '../../components/field.tsx';
import { GiftIcon } from '../../components/form-icons.tsx';
import { NewPasswordFields, UsernameField } from '../../features/account/components/auth-fields.tsx';
import { AuthLayout } from '../../features/account/components/auth-layout.tsx';
import { useRegisterForm } from '../../features/account/use-register-form.ts';
import { LanguageButton } from '../../features/preferences/components/language-button.tsx';
import { nav } from '../../lib/navigation.ts';
import { AgreementLine, useBrand } from './auth-common.tsx';

export default function RegisterPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { form, set, field, submit, pending } = useRegisterForm(() => nav.switchTab(paths.home));

  return (
    <AuthLayout
      brand={brand}
      title={t('auth.register_title')}
      subtitle={t('auth.register_subtitle')}
      top={<LanguageButton />}
    >
      <SubmitForm onSubmit={() => void submit()}>
        <UsernameField {...field('username')} />
        <NewPasswordFields
          password={field('password')}
          repassword={field('repassword')}
          label={t('auth.password')}
        />
        <Field
          {...field('invite_code')}
          icon={<GiftIcon />}
          placeholder={t('auth.invite_code')}
          maxLength={16}
        />
        <AgreementLine checked={form.agree} onChange={(agree) => set({ agree })} />
        <SubmitButton pending={pending}>{t('auth.register_now')}</SubmitButton>
      </SubmitForm>
      <p className="auth-switch">
        {t('auth.have_account')}{' '}
        <button type="button" className="link" onClick={() => nav.redirect(paths.login)}>
          {t('auth.login_now')}
        </button>
      </p>
    </AuthLayout>
  );
}
