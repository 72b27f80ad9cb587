import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths.ts';
import { Field, PasswordField, SubmitForm } from '../../components/field.tsx';
import { GiftIcon, UserIcon } from '../../components/form-icons.tsx';
import { AuthLayout } from '../../features/account/components/auth-layout.tsx';
import { useRegisterForm } from '../../features/account/use-register-form.ts';
import { nav } from '../../lib/navigation.ts';
import { AgreementLine, LanguageButton, useBrand } from './auth-common.tsx';

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
        <Field
          {...field('username')}
          icon={<UserIcon />}
          placeholder={t('auth.account')}
          autoComplete="username"
        />
        <PasswordField {...field('password')} placeholder={t('auth.password')} autoComplete="new-password" />
        <PasswordField
          {...field('repassword')}
          placeholder={t('auth.repassword')}
          autoComplete="new-password"
        />
        <Field
          {...field('invite_code')}
          icon={<GiftIcon />}
          placeholder={t('auth.invite_code')}
          maxLength={16}
        />
        <AgreementLine checked={form.agree} onChange={(agree) => set({ agree })} />
        <Button block color="primary" size="large" type="submit" loading={pending} className="submit">
          {t('auth.register_now')}
        </Button>
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
