import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths.ts';
import { Field, PasswordField, SubmitForm } from '../../components/field.tsx';
import { UserIcon } from '../../components/form-icons.tsx';
import { useLogin } from '../../features/account/api.ts';
import { AuthLayout } from '../../features/account/components/auth-layout.tsx';
import { useShowProblem } from '../../features/account/use-problem.ts';
import { validateLogin } from '../../features/account/validate.ts';
import { toast, toastError } from '../../lib/feedback.ts';
import { useAppLocation } from '../../lib/location.tsx';
import { nav, redirectTarget } from '../../lib/navigation.ts';
import { useForm } from '../../lib/use-form.ts';
import { AgreementLine, LanguageButton, useBrand } from './auth-common.tsx';
import { ServiceLink } from './service-link.tsx';

export default function LoginPage() {
  const { t } = useTranslation();
  const { search } = useAppLocation();
  const brand = useBrand();
  const login = useLogin();
  const showProblem = useShowProblem();
  const { form, set, field } = useForm({ username: '', password: '', agree: false });

  const submit = async () => {
    if (showProblem(validateLogin(form))) return;
    try {
      await login.mutateAsync({ username: form.username.trim(), password: form.password });
      toast(t('auth.login_success'), undefined, { acrossNavigation: true });
      const back = redirectTarget(search);
      if (back) nav.navigate(back);
      else nav.switchTab(paths.home);
    } catch (error) {
      toastError(error, t('login_failed'));
    }
  };

  return (
    <AuthLayout
      brand={brand}
      title={t('auth.welcome')}
      subtitle={t('auth.login_subtitle')}
      top={<LanguageButton />}
    >
      <SubmitForm onSubmit={() => void submit()}>
        <Field
          {...field('username')}
          icon={<UserIcon />}
          placeholder={t('auth.account')}
          autoComplete="username"
        />
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
        <Button block color="primary" size="large" type="submit" loading={login.isPending} className="submit">
          {t('auth.login_now')}
        </Button>
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
