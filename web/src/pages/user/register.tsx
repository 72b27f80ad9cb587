import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths.ts';
import { Field, PasswordField, SubmitForm } from '../../components/field.tsx';
import { GiftIcon, UserIcon } from '../../components/form-icons.tsx';
import { useRegister } from '../../features/account/api.ts';
import { AuthLayout } from '../../features/account/components/auth-layout.tsx';
import { useShowProblem } from '../../features/account/use-problem.ts';
import { validateRegister } from '../../features/account/validate.ts';
import { toast, toastError } from '../../lib/feedback.ts';
import { storedInvite } from '../../lib/invite.ts';
import { nav } from '../../lib/navigation.ts';
import { useForm } from '../../lib/use-form.ts';
import { AgreementLine, LanguageButton, useBrand } from './auth-common.tsx';

export default function RegisterPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const register = useRegister();
  const showProblem = useShowProblem();
  const { form, set, field } = useForm(() => ({
    username: '',
    password: '',
    repassword: '',
    invite_code: storedInvite(),
    agree: false,
  }));

  const submit = async () => {
    if (showProblem(validateRegister(form))) return;
    try {
      const { agree: _agree, invite_code, ...rest } = form;
      await register.mutateAsync({
        ...rest,
        username: rest.username.trim(),
        invite_code: invite_code.trim() || undefined,
        agree: '1',
      });
      toast(t('auth.register_success'), undefined, { acrossNavigation: true });
      nav.switchTab(paths.home);
    } catch (error) {
      toastError(error, t('unexpected_error'));
    }
  };

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
        <Button
          block
          color="primary"
          size="large"
          type="submit"
          loading={register.isPending}
          className="submit"
        >
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
