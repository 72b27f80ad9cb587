import { Button } from 'antd-mobile';
import { StopOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths.ts';
import { EmptyState } from '../../components/blocks.tsx';
import { Page } from '../../components/page.tsx';
import { nav } from '../../lib/navigation.ts';

export default function LimitPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('title.limit')}>
      <EmptyState
        icon={<StopOutline />}
        title={t('access_restricted')}
        body={t('limit.body')}
        action={
          <Button color="primary" onClick={() => nav.navigate(paths.customerService)}>
            {t('limit.contact')}
          </Button>
        }
      />
    </Page>
  );
}
