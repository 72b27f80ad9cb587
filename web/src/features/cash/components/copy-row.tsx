import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback.ts';

/** Copies text with the spec's clipboard toasts ("Copied" / "Copy failed"). */
export async function copyText(text: string, t: (key: 'copy_success' | 'copy_failure') => string) {
  try {
    await navigator.clipboard.writeText(text);
    void toast(t('copy_success'));
  } catch {
    void toast(t('copy_failure'));
  }
}

/** A labelled value with its own copy button. */
export function CopyRow(props: { label: ReactNode; value: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="cash-copy-row">
      <div className="cash-copy-text">
        <span className="cash-label">{props.label}</span>
        <span className="cash-value" data-testid={props.testId}>
          {props.value}
        </span>
      </div>
      <Button size="mini" color="primary" fill="outline" onClick={() => void copyText(props.value, t)}>
        {t('cash.copy')}
      </Button>
    </div>
  );
}
