import type { ComponentType } from 'react';
import type { TranslationKey } from '../lib/i18n.ts';
import { lazyPage } from './lazy-page.tsx';
import { paths, tabPaths } from './paths.ts';

/** One route: a lazily loaded page (its own chunk) and, for placeholders, the title to show. */
export interface PageRoute {
  path: string;
  Page: ComponentType<{ titleKey?: TranslationKey }> & { preload?: () => void };
  titleKey?: TranslationKey;
}

const page = (load: () => Promise<{ default: ComponentType<{ titleKey?: TranslationKey }> }>) =>
  lazyPage(load);
const Placeholder = page(() => import('../pages/placeholder.tsx'));

/** Pages whose feature arrives in a later issue: a clear placeholder titled by its i18n key. */
const later: Array<[path: string, titleKey: TranslationKey]> = [
  [paths.customerService, 'title.customer'],
  [paths.noticeDialog, 'title.notice_dialog'],
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
];

export const tabRoutes: PageRoute[] = [
  { path: tabPaths.home, Page: page(() => import('../pages/tabbar/index/index.tsx')) },
  { path: tabPaths.markets, Page: page(() => import('../pages/tabbar/markets/index.tsx')) },
  { path: tabPaths.trade, Page: page(() => import('../pages/tabbar/trade/index.tsx')) },
  { path: tabPaths.customer, Page: page(() => import('../pages/tabbar/customer/index.tsx')) },
  { path: tabPaths.asset, Page: page(() => import('../pages/tabbar/asset/index.tsx')) },
  { path: tabPaths.mine, Page: page(() => import('../pages/tabbar/mine/index.tsx')) },
];

export const pageRoutes: PageRoute[] = [
  { path: paths.splash, Page: page(() => import('../pages/splash.tsx')) },
  { path: paths.login, Page: page(() => import('../pages/user/login.tsx')) },
  { path: paths.register, Page: page(() => import('../pages/user/register.tsx')) },
  { path: paths.findpwd, Page: page(() => import('../pages/user/findpwd.tsx')) },
  { path: paths.languageDialog, Page: page(() => import('../pages/index/language-dialog.tsx')) },
  { path: paths.setting, Page: page(() => import('../pages/user/setting/index.tsx')) },
  { path: paths.pwd, Page: page(() => import('../pages/user/setting/pwd.tsx')) },
  { path: paths.mpwd, Page: page(() => import('../pages/user/setting/mpwd.tsx')) },
  { path: paths.theme, Page: page(() => import('../pages/user/setting/theme.tsx')) },
  {
    path: paths.colorPicker,
    Page: page(() => import('../pages/user/setting/dialog/color-picker-dialog.tsx')),
  },
  { path: paths.limitPage, Page: page(() => import('../pages/common/limit-page.tsx')) },
  { path: paths.webview, Page: page(() => import('../pages/webview/index.tsx')) },
  { path: paths.productDetail, Page: page(() => import('../pages/product/detail.tsx')) },
  { path: paths.productListDialog, Page: page(() => import('../pages/product/product-list-dialog.tsx')) },
  { path: paths.noticeView, Page: page(() => import('../pages/common/notice/view.tsx')) },
  { path: paths.orderDialog, Page: page(() => import('../pages/trade/order-dialog.tsx')) },
  { path: paths.orders, Page: page(() => import('../pages/user/order/index.tsx')) },
  ...later.map(([path, titleKey]) => ({ path, Page: Placeholder, titleKey })),
];

/**
 * Starts loading the chunk of the page in the address bar (hash route), so it downloads while start-up
 * fetches the config and the language instead of after the first render.
 */
export function preloadRoute(hash: string): void {
  const path = hash.replace(/^#/, '').split('?')[0] || '/';
  const found = [...tabRoutes, ...pageRoutes].find((r) => r.path === path);
  found?.Page.preload?.();
}
