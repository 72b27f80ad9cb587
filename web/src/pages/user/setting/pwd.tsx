import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page.tsx';
import { usePassword } from '../../../features/account/api.ts';
import { useCheckedSubmit } from '../../../features/account/use-checked-submit.ts';
import { validatePassword } from '../../../features/account/validate.ts';
import { nav } from '../../../lib/navigation.ts';
import { PasswordForm, type PasswordValues } from './password-form.tsx';

export default function PwdPage() {
  const { t } = useTranslation();
  const change = usePassword();
  const submit = useCheckedSubmit({
    check: validatePassword,
    send: (values: PasswordValues) => change.mutateAsync(values),
    success: t('pwd.success'),
    onDone: () => nav.back(),
  });
  return (
    <Page title={t('title.pwd')}>
      <PasswordForm
        withOld
        pending={change.isPending}
        texts="pwd"
        submit={t('common.submit')}
        onSubmit={(values) => void submit(values)}
      />
    </Page>
  );
}
