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
import { paths, tabPaths } from '../../../app/paths.ts';

/** The Mine tab's menu, in order: groups (their header is `hub.<group>`), each entry's icon, label and page. */
export const menuGroups = {
  funds: [
    { Icon: PayCircleOutline, label: 'tab.asset', path: tabPaths.asset },
    { Icon: UnorderedListOutline, label: 'title.orders', path: paths.orders },
    { Icon: BillOutline, label: 'title.mark', path: paths.mark },
    { Icon: BankcardOutline, label: 'title.bind_cards', path: paths.bindCards },
  ],
  account: [
    { Icon: UserContactOutline, label: 'hub.realname', path: paths.realnameAuth },
    { Icon: LockOutline, label: 'setting.fund_password', path: paths.mpwd },
  ],
  support: [
    { Icon: GiftOutline, label: 'hub.share', path: paths.share },
    { Icon: MessageOutline, label: 'title.customer', path: paths.userCustomer },
    { Icon: SoundOutline, label: 'hub.notices', path: paths.noticeList },
  ],
} as const;
