import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { copyText } from '../clipboard.ts';

/** A labelled value with a Copy button (the spec's clipboard toast follows). */
export function CopyRow(props: { label: string; value: string; name: string; mono?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="copy-row" data-copy={props.name}>
      <div className="copy-text">
        <span className="copy-label">{props.label}</span>
        <span className={props.mono ? 'copy-value mono' : 'copy-value'}>{props.value}</span>
      </div>
      <Button size="small" color="primary" fill="outline" onClick={() => void copyText(props.value)}>
        {t('support.copy')}
      </Button>
    </div>
  );
}
