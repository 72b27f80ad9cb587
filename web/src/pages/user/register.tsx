import { Button } from 'antd-mobile';
import { GiftOutline, LockOutline, UserOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths.ts';
import { Field } from '../../components/field.tsx';
import { useRegister } from '../../features/account/api.ts';
import { AuthLayout } from '../../features/account/components/auth-layout.tsx';
import { useShowProblem } from '../../features/account/use-problem.ts';
import { validateRegister } from '../../features/account/validate.ts';
import { toast, toastError } from '../../lib/feedback.ts';
import { storedInvite } from '../../lib/invite.ts';
import { nav } from '../../lib/navigation.ts';
import { AgreementLine, LanguageButton, useBrand } from './auth-common.tsx';

export default function RegisterPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const register = useRegister();
  const showProblem = useShowProblem();
  const [form, setForm] = useState(() => ({
    username: '',
    password: '',
    repassword: '',
    invite_code: storedInvite(),
    agree: false,
  }));
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));

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
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field
          name="username"
          icon={<UserOutline />}
          value={form.username}
          onChange={(username) => set({ username })}
          placeholder={t('auth.account')}
          autoComplete="username"
        />
        <Field
          name="password"
          type="password"
          icon={<LockOutline />}
          value={form.password}
          onChange={(password) => set({ password })}
          placeholder={t('auth.password')}
          autoComplete="new-password"
        />
        <Field
          name="repassword"
          type="password"
          icon={<LockOutline />}
          value={form.repassword}
          onChange={(repassword) => set({ repassword })}
          placeholder={t('auth.repassword')}
          autoComplete="new-password"
        />
        <Field
          name="invite_code"
          icon={<GiftOutline />}
          value={form.invite_code}
          onChange={(invite_code) => set({ invite_code })}
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
      </form>
      <p className="auth-switch">
        {t('auth.have_account')}{' '}
        <button type="button" className="link" onClick={() => nav.redirect(paths.login)}>
          {t('auth.login_now')}
        </button>
      </p>
    </AuthLayout>
  );
}
