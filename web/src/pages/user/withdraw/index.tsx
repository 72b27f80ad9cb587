import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { Page } from '../../../components/page.tsx';
import { WithdrawForm } from '../../../features/cash/components/withdraw-form.tsx';
import '../../../features/cash/cash.css';
import { RecordsButton } from '../../../features/cash/components/records-button.tsx';
import { nav } from '../../../lib/navigation.ts';

/** Where each missing step is taken. */
const stepPath = { card: paths.bindCards, address: paths.bindCards, mpwd: paths.mpwd } as const;

/** Withdraw: the form, every check before the fund password, and the records one tap away. */
export default function WithdrawPage() {
  const { t } = useTranslation();
  const records = <RecordsButton onClick={() => nav.navigate(paths.withdrawList)} />;
  return (
    <Page title={t('title.withdraw')} right={records} className="cash-page">
      <WithdrawForm
        onSubmitted={() => nav.redirect(paths.withdrawList)}
        onContact={() => nav.navigate(paths.customerService)}
        onGo={(missing) => nav.navigate(stepPath[missing])}
      />
    </Page>
  );
}
