import { type Asset, assetScale } from '@app/contracts';
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { AmountInput } from './amount-input.tsx';

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
