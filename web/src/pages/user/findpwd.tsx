import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths.ts';
import { Field, PasswordField, SubmitForm } from '../../components/field.tsx';
import { MailIcon, UserIcon } from '../../components/form-icons.tsx';
import { Page } from '../../components/page.tsx';
import { useFindpwd, useFindpwdCode } from '../../features/account/api.ts';
import { useShowProblem } from '../../features/account/use-problem.ts';
import { validateFindpwd } from '../../features/account/validate.ts';
import { toast, toastError } from '../../lib/feedback.ts';
import { nav } from '../../lib/navigation.ts';
import { useForm } from '../../lib/use-form.ts';
import { ServiceLink } from './service-link.tsx';

const RESEND_SECONDS = 60;

function useCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, () => setLeft(RESEND_SECONDS)] as const;
}

export default function FindpwdPage() {
  const { t } = useTranslation();
  const sendCode = useFindpwdCode();
  const findpwd = useFindpwd();
  const showProblem = useShowProblem();
  const [left, restart] = useCountdown();
  const { form, set, field } = useForm({ username: '', code: '', password: '', repassword: '' });

  const requestCode = async () => {
    if (!form.username.trim()) return showProblem({ key: 'enter_account' });
    try {
      const result = await sendCode.mutateAsync({ username: form.username.trim() });
      restart();
      if (result.demo_code) {
        set({ code: result.demo_code });
        toast(t('auth.demo_code', { code: result.demo_code }));
      } else toast(t('auth.code_sent'));
    } catch (error) {
      toastError(error, t('unexpected_error'));
    }
  };

  const submit = async () => {
    if (showProblem(validateFindpwd(form))) return;
    try {
      await findpwd.mutateAsync({ ...form, username: form.username.trim() });
      toast(t('auth.reset_success'), undefined, { acrossNavigation: true });
      nav.redirect(paths.login);
    } catch (error) {
      toastError(error, t('unexpected_error'));
    }
  };

  const codeButton = (
    <button
      type="button"
      className="field-action"
      disabled={left > 0 || sendCode.isPending}
      onClick={() => void requestCode()}
    >
      {left > 0 ? `${left}s` : t('auth.send_code')}
    </button>
  );

  return (
    <Page title={t('title.findpwd')}>
      <SubmitForm className="form-card" onSubmit={() => void submit()}>
        <p className="form-hint">{t('auth.findpwd_subtitle')}</p>
        <Field {...field('username')} icon={<UserIcon />} placeholder={t('auth.account')} />
        <Field
          {...field('code')}
          icon={<MailIcon />}
          placeholder={t('auth.code')}
          inputMode="numeric"
          maxLength={6}
          extra={codeButton}
        />
        <PasswordField
          {...field('password')}
          placeholder={t('auth.new_password')}
          autoComplete="new-password"
        />
        <PasswordField
          {...field('repassword')}
          placeholder={t('auth.repassword')}
          autoComplete="new-password"
        />
        <Button
          block
          color="primary"
          size="large"
          type="submit"
          loading={findpwd.isPending}
          className="submit"
        >
          {t('auth.reset')}
        </Button>
      </SubmitForm>
      <p className="auth-switch">
        <ServiceLink />
      </p>
    </Page>
  );
}
