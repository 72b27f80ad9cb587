import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page.tsx';
import { usePassword } from '../../../features/account/api.ts';
import { useShowProblem } from '../../../features/account/use-problem.ts';
import { validatePassword } from '../../../features/account/validate.ts';
import { toast, toastError } from '../../../lib/feedback.ts';
import { nav } from '../../../lib/navigation.ts';
import { PasswordForm, type PasswordValues } from './password-form.tsx';

export default function PwdPage() {
  const { t } = useTranslation();
  const change = usePassword();
  const showProblem = useShowProblem();
  const submit = async (values: PasswordValues) => {
    if (showProblem(validatePassword(values))) return;
    try {
      await change.mutateAsync(values);
      toast(t('pwd.success'), undefined, { acrossNavigation: true });
      nav.back();
    } catch (error) {
      toastError(error, t('unexpected_error'));
    }
  };
  return (
    <Page title={t('title.pwd')}>
      <PasswordForm
        withOld
        pending={change.isPending}
        labels={{
          old: t('pwd.old'),
          new: t('pwd.new'),
          confirm: t('pwd.confirm'),
          hint: t('pwd.hint'),
          submit: t('common.submit'),
        }}
        onSubmit={(values) => void submit(values)}
      />
    </Page>
  );
}
