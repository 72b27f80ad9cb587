import { Button } from 'antd-mobile';
import { LockOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { EmptyState } from '../../../components/blocks.tsx';
import { nav } from '../../../lib/navigation.ts';

export type Missing = 'card' | 'address' | 'mpwd';

/** What has to come first: a bound card (or address) and a fund password, with the way there. */
export function Requirement(props: { missing: Missing }) {
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
          <Button color="primary" onClick={() => nav.navigate(card ? paths.bindCards : paths.mpwd)}>
            {t(card ? 'cash.go_bind' : 'cash.go_mpwd')}
          </Button>
        }
      />
    </div>
  );
}
