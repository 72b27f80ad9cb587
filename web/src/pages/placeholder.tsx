import { Button } from 'antd-mobile';
import { ClockCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/blocks.tsx';
import { Page } from '../components/page.tsx';
import type { TranslationKey } from '../lib/i18n.ts';
import { nav } from '../lib/navigation.ts';

/** A route whose feature arrives in a later issue: titled, explained, and with a way back. */
export default function PlaceholderPage({ titleKey = 'common.coming_soon' }: { titleKey?: TranslationKey }) {
  const { t } = useTranslation();
  return (
    <Page title={t(titleKey)}>
      <EmptyState
        icon={<ClockCircleOutline />}
        title={t('common.coming_soon')}
        body={t('common.coming_soon_desc')}
        action={
          <Button color="primary" fill="outline" onClick={() => void nav.back()}>
            {t('common.go_back')}
          </Button>
        }
      />
    </Page>
  );
}
