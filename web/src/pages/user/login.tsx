import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths.ts';
import { PasswordField, SubmitButton, SubmitForm } from '../../components/field.tsx';
import { UsernameField } from '../../features/account/components/auth-fields.tsx';
import { AuthLayout } from '../../features/account/components/auth-layout.tsx';
import { useLoginForm } from '../../features/account/use-login-form.ts';
import { LanguageButton } from '../../features/preferences/components/language-button.tsx';
import { useAppLocation } from '../../lib/location.tsx';
import { nav, redirectTarget } from '../../lib/navigation.ts';
import { AgreementLine, useBrand } from './auth-common.tsx';
import { ServiceLink } from './service-link.tsx';

export default function LoginPage() {
  const { t } = useTranslation();
  const { search } = useAppLocation();
  const brand = useBrand();
  const { form, set, field, submit, pending } = useLoginForm(() => {
    const back = redirectTarget(search);
    if (back) nav.navigate(back);
    else nav.switchTab(paths.home);
  });

  return (
    <AuthLayout
      brand={brand}
      title={t('auth.welcome')}
      subtitle={t('auth.login_subtitle')}
      top={<LanguageButton />}
    >
      <SubmitForm onSubmit={() => void submit()}>
        <UsernameField {...field('username')} />
        <PasswordField
          {...field('password')}
          placeholder={t('auth.password')}
          autoComplete="current-password"
        />
        <div className="auth-row end">
          <button type="button" className="link" onClick={() => nav.navigate(paths.findpwd)}>
            {t('auth.forgot')}
          </button>
        </div>
        <AgreementLine checked={form.agree} onChange={(agree) => set({ agree })} />
        <SubmitButton pending={pending}>{t('auth.login_now')}</SubmitButton>
      </SubmitForm>
      <p className="auth-switch">
        {t('auth.no_account')}{' '}
        <button type="button" className="link" onClick={() => nav.navigate(paths.register)}>
          {t('auth.register_now')}
        </button>
      </p>
      <p className="auth-switch">
        <ServiceLink />
      </p>
    </AuthLayout>
  );
}
