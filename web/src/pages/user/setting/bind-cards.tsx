import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page.tsx';
import { BindCardForm } from '../../../features/cash/components/bind-card-form.tsx';
import '../../../features/cash/cash.css';

/** Bind the card (and optionally a USDT address) withdrawals go to; a change asks for the fund password. */
export default function BindCardsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('title.bind_cards')} className="cash-page">
      <BindCardForm />
    </Page>
  );
}
