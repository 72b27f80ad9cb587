import { Button } from 'antd-mobile';
import { LockOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/blocks.tsx';
import type { Missing } from '../use-withdraw-form.ts';

/** What has to come first: a bound card (or address) and a fund password, with the way there. */
export function WithdrawRequirement(props: { missing: Missing; onGo: (missing: Missing) => void }) {
  const { t } = useTranslation();
  const card = props.missing !== 'mpwd';
  return (
    <div className="cash-requirement" data-testid="withdraw-requirement">
      <EmptyState
        icon={<LockOutline />}
        title={t(
          card ? (props.missing === 'card' ? 'cash.need_card' : 'cash.need_address') : 'cash.need_mpwd',
        )}
        body={t(card ? 'cash.need_card_desc' : 'cash.need_mpwd_desc')}
        action={
          <Button color="primary" onClick={() => props.onGo(props.missing)}>
            {t(card ? 'cash.go_bind' : 'cash.go_mpwd')}
          </Button>
        }
      />
    </div>
  );
}
