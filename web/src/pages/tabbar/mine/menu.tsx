import { List } from 'antd-mobile';
import {
  BankcardOutline,
  BillOutline,
  GiftOutline,
  LockOutline,
  MessageOutline,
  PayCircleOutline,
  SoundOutline,
  UnorderedListOutline,
  UserContactOutline,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { paths, tabPaths } from '../../../app/paths.ts';
import { RealnameTag } from '../../../features/kyc/components/realname-tag.tsx';
import { nav } from '../../../lib/navigation.ts';

/** Every part of the account, grouped: money, identity and security, help and news. */
export function HubMenu({
  realname,
  mpwdSet,
}: {
  realname: number | undefined;
  mpwdSet: boolean | undefined;
}) {
  const { t } = useTranslation();
  const go = (path: string) => () => nav.navigate(path);
  return (
    <>
      <List header={t('hub.funds')} className="menu-list" data-testid="hub-funds">
        <List.Item prefix={<PayCircleOutline />} onClick={go(tabPaths.asset)}>
          {t('tab.asset')}
        </List.Item>
        <List.Item prefix={<UnorderedListOutline />} onClick={go(paths.orders)}>
          {t('title.orders')}
        </List.Item>
        <List.Item prefix={<BillOutline />} onClick={go(paths.mark)}>
          {t('title.mark')}
        </List.Item>
        <List.Item prefix={<BankcardOutline />} onClick={go(paths.bindCards)}>
          {t('title.bind_cards')}
        </List.Item>
      </List>
      <List header={t('hub.account')} className="menu-list" data-testid="hub-account">
        <List.Item
          prefix={<UserContactOutline />}
          extra={<RealnameTag status={realname} />}
          onClick={go(paths.realnameAuth)}
          data-entry="realname"
        >
          {t('hub.realname')}
        </List.Item>
        <List.Item
          prefix={<LockOutline />}
          extra={mpwdSet === undefined ? null : t(mpwdSet ? 'setting.set' : 'setting.not_set')}
          onClick={go(paths.mpwd)}
        >
          {t('setting.fund_password')}
        </List.Item>
      </List>
      <List header={t('hub.support')} className="menu-list" data-testid="hub-support">
        <List.Item prefix={<GiftOutline />} onClick={go(paths.share)}>
          {t('hub.share')}
        </List.Item>
        <List.Item prefix={<MessageOutline />} onClick={go(paths.userCustomer)}>
          {t('title.customer')}
        </List.Item>
        <List.Item prefix={<SoundOutline />} onClick={go(paths.noticeList)}>
          {t('hub.notices')}
        </List.Item>
      </List>
    </>
  );
}
