import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page.tsx';
import { useIsUsedMpwd, useMpassword } from '../../../features/account/api.ts';
import { useCheckedSubmit } from '../../../features/account/use-checked-submit.ts';
import { validateMpassword } from '../../../features/account/validate.ts';
import { nav } from '../../../lib/navigation.ts';
import { PasswordForm, type PasswordValues } from './password-form.tsx';

/** The fund (payment) password. Its title is "Fund password" (the spec's "Switch theme" is a slip). */
export default function MpwdPage() {
  const { t } = useTranslation();
  const used = useIsUsedMpwd();
  const change = useMpassword();
  const isSet = used.data?.used ?? false;
  const submit = useCheckedSubmit({
    check: (values: PasswordValues) => validateMpassword(values, isSet),
    send: (values: PasswordValues) =>
      change.mutateAsync({ ...values, oldpassword: isSet ? values.oldpassword : undefined }),
    success: t('mpwd.success'),
    onDone: () => nav.back(),
  });
  return (
    <Page title={t('title.mpwd')}>
      {used.isPending ? (
        <Skeleton.Paragraph lineCount={4} animated />
      ) : (
        <PasswordForm
          withOld={isSet}
          numeric
          pending={change.isPending}
          texts="mpwd"
          submit={t('common.save')}
          onSubmit={(values) => void submit(values)}
        />
      )}
    </Page>
  );
}
