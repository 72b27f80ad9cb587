import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { spreadHeadLinks } from '../lib/head-links.ts';
import { lazyPage } from '../lib/lazy-page.tsx';
import { paths, tabPaths } from './paths.ts';
import { queryClient } from './providers.tsx';

/** One route: a lazily loaded page, its own chunk. Every route of the spec has its page. */
export interface PageRoute {
  path: string;
  Page: ComponentType & { preload?: () => Promise<void> };
  /** The page's first data, asked for at start-up beside its chunk (a small chunk of its own). */
  data?: () => Promise<{ prefetch: (client: QueryClient) => void }>;
}

const page = (load: () => Promise<{ default: ComponentType }>) => lazyPage(load);
const NoticeDialog = page(() => import('../pages/index/notice-dialog.tsx'));

export const tabRoutes: PageRoute[] = [
  { path: tabPaths.home, Page: page(() => import('../pages/tabbar/index/index.tsx')) },
  { path: tabPaths.markets, Page: page(() => import('../pages/tabbar/markets/index.tsx')) },
  {
    path: tabPaths.trade,
    Page: page(() => import('../pages/tabbar/trade/index.tsx')),
    data: () => import('../pages/tabbar/trade/data.ts'),
  },
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
  // support: customer service, share and notices
  { path: paths.customerService, Page: page(() => import('../pages/index/customer.tsx')) },
  { path: paths.userCustomer, Page: page(() => import('../pages/user/customer.tsx')) },
  { path: paths.share, Page: page(() => import('../pages/user/share.tsx')) },
  { path: paths.noticeList, Page: page(() => import('../pages/common/notice/list.tsx')) },
  { path: paths.noticeDialog, Page: NoticeDialog },
  { path: paths.orderDialog, Page: page(() => import('../pages/trade/order-dialog.tsx')) },
  { path: paths.orders, Page: page(() => import('../pages/user/order/index.tsx')) },
  { path: paths.earn, Page: page(() => import('../pages/user/earn/index.tsx')) },
  { path: paths.earnList, Page: page(() => import('../pages/user/earn/list.tsx')) },
  { path: paths.earnDetail, Page: page(() => import('../pages/user/earn/detail.tsx')) },
  { path: paths.earnOrder, Page: page(() => import('../pages/user/earn/order.tsx')) },
  { path: paths.exchange, Page: page(() => import('../pages/user/exchange/index.tsx')) },
  { path: paths.exchangeList, Page: page(() => import('../pages/user/exchange/list.tsx')) },
  { path: paths.mark, Page: page(() => import('../pages/user/mark/index.tsx')) },
  { path: paths.realnameAuth, Page: page(() => import('../pages/user/setting/realname-auth.tsx')) },
  { path: paths.bindCards, Page: page(() => import('../pages/user/setting/bind-cards.tsx')) },
  { path: paths.recharge, Page: page(() => import('../pages/user/recharge/index.tsx')) },
  { path: paths.rechargeList, Page: page(() => import('../pages/user/recharge/list.tsx')) },
  { path: paths.withdraw, Page: page(() => import('../pages/user/withdraw/index.tsx')) },
  { path: paths.withdrawList, Page: page(() => import('../pages/user/withdraw/list.tsx')) },
  { path: paths.devPanel, Page: page(() => import('../pages/dev/panel.tsx')) },
];

/** Dialog routes that may open over the current page (nav.overlay); loaded directly, they stand alone. */
export const overlayRoutes: PageRoute[] = [{ path: paths.noticeDialog, Page: NoticeDialog }];

const routeAt = (hash: string): PageRoute | undefined => {
  const path = hash.replace(/^#/, '').split('?')[0] || '/';
  return [...tabRoutes, ...pageRoutes].find((r) => r.path === path);
};

/**
 * Starts loading the chunk of the page in the address bar (hash route) and of its first data's module, so
 * they download while start-up fetches the config and the language instead of after the first render.
 * The links Vite's preload helper adds for their chunks go in a few per task (lib/head-links.ts). Settles
 * when the page's chunk has loaded or failed.
 */
export async function preloadRoute(hash: string): Promise<void> {
  const route = routeAt(hash);
  await spreadHeadLinks(() => {
    // Its data module too, beside the page's chunks: asked for only once the language is known, its
    // chunk was one more round trip before the page's first data (prefetchRouteData).
    void route?.data?.().catch(() => undefined);
    return route?.Page.preload?.();
  });
}

/**
 * Asks for the first data of the page in the address bar while its chunk downloads (once the language is
 * known: answers are in the reader's language). A failure is left to the page's own queries.
 */
export function prefetchRouteData(hash: string): void {
  void routeAt(hash)
    ?.data?.()
    .then(
      (m) => m.prefetch(queryClient),
      () => undefined,
    );
}
