import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page.tsx';
import { useRealname } from '../../../features/kyc/api.ts';
import { RealnameForm } from '../../../features/kyc/components/realname-form.tsx';
import { RealnameSummary } from '../../../features/kyc/components/realname-summary.tsx';
import { StatusCard } from '../../../features/kyc/components/status-card.tsx';
import '../../../features/kyc/kyc.css';

/**
 * user/setting/realnameAuth: the state, then the form (Uncertified, or Declined to resubmit) or what was
 * submitted (Under review, Approved). A `realname` push moves it along without a reload.
 */
export default function RealnameAuthPage() {
  const { t } = useTranslation();
  const realname = useRealname();
  const view = realname.data;
  return (
    <Page title={t('title.realname')} className="kyc-page">
      {realname.isError && !view ? (
        <ErrorBlock status="default" title={t('loading_failed')} description="">
          <Button color="primary" onClick={() => void realname.refetch()}>
            {t('loading_failed')}
          </Button>
        </ErrorBlock>
      ) : !view ? (
        <Skeleton.Paragraph lineCount={8} animated />
      ) : (
        <>
          <StatusCard view={view} />
          {view.status === 0 || view.status === 3 ? (
            // A new decision (a push) remounts the form with what was submitted.
            <RealnameForm key={`${view.status}-${view.submitted_at ?? 0}`} view={view} />
          ) : (
            <RealnameSummary view={view} />
          )}
        </>
      )}
    </Page>
  );
}
