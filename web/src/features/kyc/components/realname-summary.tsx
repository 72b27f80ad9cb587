import type { RealnameView } from '@app/contracts';
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { PhotoSide } from './photo-side.tsx';

/** What is under review or approved: read only (the photos still open in the zoomable preview). */
export function RealnameSummary({ view }: { view: RealnameView }) {
  const { t } = useTranslation();
  return (
    <>
      <List className="kyc-fields">
        <List.Item extra={view.name}>{t('kyc.name')}</List.Item>
        <List.Item extra={view.idcard}>{t('kyc.idcard')}</List.Item>
      </List>
      <div className="kyc-sides">
        <PhotoSide side="front" label={t('kyc.front')} value={view.front} />
        <PhotoSide side="back" label={t('kyc.back')} value={view.contrary} />
      </div>
    </>
  );
}
