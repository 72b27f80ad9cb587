import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';
import { LanguageList } from '../../features/preferences/components/language-list.tsx';
import { nav } from '../../lib/navigation.ts';

export default function LanguageDialogPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('title.language')}>
      <LanguageList onChosen={() => nav.back()} />
    </Page>
  );
}
