import { Button, Popup } from 'antd-mobile';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplay, formatMoney } from '../../../lib/format.ts';
import type { ExchangeFormState } from '../use-exchange-form.ts';

/** The quote's numbers (sold, fee, received, rate) to confirm before a large exchange is placed. */
export function ExchangeConfirm({ form }: { form: ExchangeFormState }) {
  const { t } = useTranslation();
  const { from, to, pair, preview } = form;
  const code = (a: typeof from) => t(`money.asset_${a}`);
  const rows: Array<[string, string, string]> =
    preview && pair
      ? [
          ['sold', t('money.sold'), `${formatMoney(form.amount, from)} ${code(from)}`],
          ['fee', t('money.fee'), `${formatDisplay(preview.fee, 'fee', from)} ${code(from)}`],
          ['received', t('money.received'), `${formatMoney(preview.received, to)} ${code(to)}`],
          ['rate', t('money.rate'), `1 ${code(from)} = ${pair.rate} ${code(to)}`],
        ]
      : [];
  return (
    <Popup visible={form.confirm.open} onMaskClick={form.confirm.cancel} bodyClassName="exchange-confirm">
      <section role="dialog" aria-labelledby="exchange-confirm-title" className="exchange-confirm-body">
        <h3 id="exchange-confirm-title">{t('money.confirm_title')}</h3>
        <p>{t('money.confirm_note')}</p>
        <dl className="exchange-terms">
          {rows.map(([id, label, value]) => (
            <Fragment key={id}>
              <dt>{label}</dt>
              <dd data-testid={`confirm-${id}`}>{value}</dd>
            </Fragment>
          ))}
        </dl>
        <div className="exchange-confirm-actions">
          <Button block onClick={form.confirm.cancel}>
            {t('cancel')}
          </Button>
          <Button block color="primary" onClick={form.confirm.place}>
            {t('money.confirm_place')}
          </Button>
        </div>
      </section>
    </Popup>
  );
}
