import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { paths, tabPaths } from './paths.ts';

type PageModule = { default: ComponentType };
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** Pages whose feature arrives in a later issue: a clear placeholder titled by its i18n key. */
const later: Array<[path: string, titleKey: string]> = [
  [paths.customerService, 'title.customer'],
  [paths.noticeDialog, 'title.notice_dialog'],
  [paths.productDetail, 'title.product_detail'],
  [paths.productListDialog, 'title.product_list'],
  [paths.realnameAuth, 'title.realname'],
  [paths.bindCards, 'title.bind_cards'],
  [paths.share, 'title.share'],
  [paths.recharge, 'title.recharge'],
  [paths.rechargeList, 'title.recharge_list'],
  [paths.withdraw, 'title.withdraw'],
  [paths.withdrawList, 'title.withdraw_list'],
  [paths.exchange, 'title.exchange'],
  [paths.exchangeList, 'title.exchange_list'],
  [paths.earn, 'title.earn'],
  [paths.earnList, 'title.earn_list'],
  [paths.earnDetail, 'title.earn_detail'],
  [paths.earnOrder, 'title.earn_order'],
  [paths.mark, 'title.mark'],
  [paths.userCustomer, 'title.user_customer'],
  [paths.noticeView, 'title.notice'],
];

export const tabRoutes: RouteObject[] = [
  { path: tabPaths.home, ...page(() => import('../pages/tabbar/index/index.tsx')) },
  { path: tabPaths.markets, ...page(() => import('../pages/tabbar/markets/index.tsx')) },
  { path: tabPaths.trade, ...page(() => import('../pages/tabbar/trade/index.tsx')) },
  { path: tabPaths.customer, ...page(() => import('../pages/tabbar/customer/index.tsx')) },
  { path: tabPaths.asset, ...page(() => import('../pages/tabbar/asset/index.tsx')) },
  { path: tabPaths.mine, ...page(() => import('../pages/tabbar/mine/index.tsx')) },
];

export const pageRoutes: RouteObject[] = [
  { path: paths.splash, ...page(() => import('../pages/splash.tsx')) },
  { path: paths.login, ...page(() => import('../pages/user/login.tsx')) },
  { path: paths.register, ...page(() => import('../pages/user/register.tsx')) },
  { path: paths.findpwd, ...page(() => import('../pages/user/findpwd.tsx')) },
  { path: paths.languageDialog, ...page(() => import('../pages/index/language-dialog.tsx')) },
  { path: paths.setting, ...page(() => import('../pages/user/setting/index.tsx')) },
  { path: paths.pwd, ...page(() => import('../pages/user/setting/pwd.tsx')) },
  { path: paths.mpwd, ...page(() => import('../pages/user/setting/mpwd.tsx')) },
  { path: paths.theme, ...page(() => import('../pages/user/setting/theme.tsx')) },
  { path: paths.colorPicker, ...page(() => import('../pages/user/setting/dialog/color-picker-dialog.tsx')) },
  { path: paths.limitPage, ...page(() => import('../pages/common/limit-page.tsx')) },
  { path: paths.webview, ...page(() => import('../pages/webview/index.tsx')) },
  { path: paths.orderDialog, ...page(() => import('../pages/trade/order-dialog.tsx')) },
  { path: paths.orders, ...page(() => import('../pages/user/order/index.tsx')) },
  ...later.map(([path, titleKey]) => ({
    path,
    handle: { titleKey },
    ...page(() => import('../pages/placeholder.tsx')),
  })),
];
