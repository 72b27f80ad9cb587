import { Button } from 'antd-mobile';
import { LockOutline, MailOutline, UserOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths.ts';
import { Field } from '../../components/field.tsx';
import { Page } from '../../components/page.tsx';
import { useFindpwd, useFindpwdCode } from '../../features/account/api.ts';
import { useShowProblem } from '../../features/account/use-problem.ts';
import { validateFindpwd } from '../../features/account/validate.ts';
import { toast, toastError } from '../../lib/feedback.ts';
import { nav } from '../../lib/navigation.ts';

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
  const [form, setForm] = useState({ username: '', code: '', password: '', repassword: '' });
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));

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
      <form
        className="form-card"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p className="form-hint">{t('auth.findpwd_subtitle')}</p>
        <Field
          name="username"
          icon={<UserOutline />}
          value={form.username}
          onChange={(username) => set({ username })}
          placeholder={t('auth.account')}
        />
        <Field
          name="code"
          icon={<MailOutline />}
          value={form.code}
          onChange={(code) => set({ code })}
          placeholder={t('auth.code')}
          inputMode="numeric"
          maxLength={6}
          extra={codeButton}
        />
        <Field
          name="password"
          type="password"
          icon={<LockOutline />}
          value={form.password}
          onChange={(password) => set({ password })}
          placeholder={t('auth.new_password')}
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
      </form>
    </Page>
  );
}
