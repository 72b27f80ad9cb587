import { type UsdtNetwork, usdtNetworks } from '@app/contracts';
import { Button, Input, List, Selector, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page.tsx';
import { useCashBind, useCashInfo, useFundPasswordSet } from '../../../features/wallet/cash-api.ts';
import { PinPad } from '../../../features/wallet/components/pin-pad.tsx';
import '../../../features/wallet/cash.css';
import { toast, toastError } from '../../../lib/feedback.ts';
import { nav } from '../../../lib/navigation.ts';

interface Fields {
  bank_name: string;
  card_number: string;
  holder_name: string;
  usdt_address: string;
  usdt_network: UsdtNetwork;
}
const blank: Fields = {
  bank_name: '',
  card_number: '',
  holder_name: '',
  usdt_address: '',
  usdt_network: usdtNetworks[0],
};

/** Bind the card (and optionally a USDT address) withdrawals go to; a change asks for the fund password. */
export default function BindCardsPage() {
  const { t } = useTranslation();
  const info = useCashInfo();
  const mpwd = useFundPasswordSet();
  const bind = useCashBind();
  const [fields, setFields] = useState<Fields>(blank);
  const [pinOpen, setPinOpen] = useState(false);
  const [pinError, setPinError] = useState<string>();
  const set = (name: keyof Fields) => (value: string) => setFields((f) => ({ ...f, [name]: value }));
  const bound = info.data ?? null;

  const send = async (mpassword?: string) => {
    try {
      const { usdt_address, ...card } = fields;
      await bind.mutateAsync({
        ...card,
        ...(usdt_address.trim() ? { usdt_address: usdt_address.trim() } : {}),
        mpassword,
      });
      setPinOpen(false);
      void toast(t('cash.card_saved'), undefined, { acrossNavigation: true });
      nav.back();
    } catch (error) {
      setPinError((error as Error).message);
      toastError(error, t('unexpected_error'));
    }
  };
  const save = () => {
    if (!fields.bank_name.trim()) return void toast(t('please_enter', { name: t('cash.account_bank') }));
    if (!/^\d{12,19}$/.test(fields.card_number)) return void toast(t('card_number_format'));
    if (!fields.holder_name.trim()) return void toast(t('please_enter', { name: t('cash.holder_name') }));
    if (!bound) return void send();
    if (!mpwd.data?.used) return void toast(t('fund_password_not_set'));
    setPinError(undefined);
    setPinOpen(true);
  };

  if (info.isPending) {
    return (
      <Page title={t('title.bind_cards')}>
        <Skeleton.Paragraph lineCount={6} animated />
      </Page>
    );
  }
  return (
    <Page title={t('title.bind_cards')} className="cash-page">
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
          <List.Item title={t('cash.account_bank')}>
            <Input
              value={fields.bank_name}
              onChange={set('bank_name')}
              maxLength={64}
              clearable
              data-testid="bind-bank"
            />
          </List.Item>
          <List.Item title={t('cash.card_number')}>
            <Input
              value={fields.card_number}
              onChange={(v) => set('card_number')(v.replace(/\D/g, ''))}
              inputMode="numeric"
              maxLength={19}
              clearable
              data-testid="bind-card"
            />
          </List.Item>
          <List.Item title={t('cash.holder_name')}>
            <Input
              value={fields.holder_name}
              onChange={set('holder_name')}
              maxLength={64}
              clearable
              data-testid="bind-holder"
            />
          </List.Item>
          <List.Item title={t('cash.usdt_network')}>
            <Selector
              columns={2}
              value={[fields.usdt_network]}
              onChange={(v) => v[0] && set('usdt_network')(v[0])}
              options={usdtNetworks.map((network) => ({ label: network, value: network }))}
            />
          </List.Item>
          <List.Item
            title={t('cash.usdt_address_optional')}
            description={t(`cash.address_hint_${fields.usdt_network}`)}
          >
            <Input
              value={fields.usdt_address}
              onChange={set('usdt_address')}
              maxLength={64}
              clearable
              data-testid="bind-address"
            />
          </List.Item>
        </List>
        <Button block color="primary" size="large" loading={bind.isPending} onClick={save}>
          {t('cash.bind')}
        </Button>
      </div>
      <PinPad
        visible={pinOpen}
        title={t('cash.pay_password')}
        summary={<p className="cash-pin-summary">{t('mpassword_to_change_card')}</p>}
        error={pinError}
        onClose={() => setPinOpen(false)}
        onFill={(pin) => void send(pin)}
      />
    </Page>
  );
}
