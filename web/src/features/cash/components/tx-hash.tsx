import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { copyText } from './copy-row.tsx';

/** A withdrawal's transaction hash, shortened to its ends (the whole in the title), with a copy button. */
export function TxHash({ hash }: { hash: string }) {
  const { t } = useTranslation();
  return (
    <span className="cash-tx-hash">
      <code title={hash} data-testid="withdraw-tx-hash">
        {`${hash.slice(0, 10)}…${hash.slice(-8)}`}
      </code>
      <Button
        size="mini"
        color="primary"
        fill="none"
        aria-label={t('cash.copy_tx_hash')}
        onClick={() => void copyText(hash, t)}
      >
        {t('cash.copy')}
      </Button>
    </span>
  );
}
