import { type Asset, assetScale } from '@app/contracts';
import { Button, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { AmountInput } from './amount-input.tsx';
import { ScreenshotUploader } from './screenshot-uploader.tsx';

/** A recharge form's amount row: the configured range, and the asset's own scale for decimals. */
export function RechargeAmount(props: {
  asset: Asset;
  range: { min: string; max: string };
  value: string;
  onChange: (value: string) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <List.Item title={t('cash.amount')} description={t('cash.range', props.range)}>
      <AmountInput
        value={props.value}
        onChange={props.onChange}
        decimals={assetScale[props.asset]}
        placeholder={t('enter_amount')}
        label={t('cash.amount')}
        {...(props.testId ? { testId: props.testId } : {})}
      />
    </List.Item>
  );
}

/** The screenshot row, required or optional as `label` says. */
export function ScreenshotItem(props: { label: string; onChange: (id: string | undefined) => void }) {
  return (
    <List.Item title={props.label}>
      <ScreenshotUploader onChange={props.onChange} />
    </List.Item>
  );
}

/** A recharge form's submit button, below its list. */
export function RechargeSubmit(props: { pending: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button block color="primary" size="large" loading={props.pending} onClick={props.onClick}>
      {t('common.submit')}
    </Button>
  );
}
