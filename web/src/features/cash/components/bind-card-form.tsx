import { usdtNetworks } from '@app/contracts';
import { Button, Input, List, Selector, Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type CardFields, useBindCardForm } from '../use-bind-card-form.ts';
import { PinPad } from './pin-pad.tsx';

type TextField = Exclude<keyof CardFields, 'usdt_network'>;

/** The bound card (masked), and the form that binds one or changes it (with the fund password). */
export function BindCardForm() {
  const { t } = useTranslation();
  const form = useBindCardForm();
  const { bound, fields } = form;
  if (form.loading) return <Skeleton.Paragraph lineCount={6} animated />;
  const field = (name: TextField, label: string, extra: { numeric?: true; description?: ReactNode } = {}) => (
    <List.Item title={<label htmlFor={`bind-${name}`}>{label}</label>} description={extra.description}>
      <Input
        id={`bind-${name}`}
        value={fields[name]}
        // Taken as typed: the contract's schema says what a card number is, on save.
        onChange={form.set(name)}
        {...(extra.numeric ? { inputMode: 'numeric' as const } : {})}
        clearable
      />
    </List.Item>
  );
  return (
    <div className="cash-panel">
      {bound ? (
        <section className="cash-card cash-bound" data-testid="bound-card">
          <h3 className="cash-card-title">{t('cash.bound_card')}</h3>
          <div className="cash-bound-number">{bound.card_number}</div>
          <div className="cash-label">
            {bound.bank_name} · {bound.holder_name}
          </div>
          {bound.usdt_address ? (
            <div className="cash-label">
              {bound.usdt_network} {bound.usdt_address}
            </div>
          ) : null}
        </section>
      ) : null}
      <List className="cash-form" header={t(bound ? 'cash.change_card' : 'cash.new_card')}>
        {field('bank_name', t('cash.account_bank'))}
        {field('card_number', t('cash.card_number'), { numeric: true })}
        {field('holder_name', t('cash.holder_name'))}
        <List.Item title={t('cash.usdt_network')}>
          <Selector
            columns={2}
            value={[fields.usdt_network]}
            onChange={(v) => v[0] && form.set('usdt_network')(v[0])}
            options={usdtNetworks.map((network) => ({ label: network, value: network }))}
          />
        </List.Item>
        {field('usdt_address', t('cash.usdt_address_optional'), {
          description: t(`cash.address_hint_${fields.usdt_network}`),
        })}
      </List>
      {form.problem ? (
        <p className="cash-refusal" role="alert">
          {form.problem}
        </p>
      ) : null}
      <Button block color="primary" size="large" loading={form.saving} onClick={form.save}>
        {t('cash.bind')}
      </Button>
      <PinPad
        visible={form.pin.open}
        title={t('cash.pay_password')}
        summary={<p className="cash-pin-summary">{t('mpassword_to_change_card')}</p>}
        error={form.pin.error}
        onClose={form.pin.close}
        onFill={(pin) => void form.pin.fill(pin)}
      />
    </div>
  );
}
