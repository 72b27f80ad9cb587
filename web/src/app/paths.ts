/** Every route of spec section 2, at its path. */
const p = (rest: string) => `/app/pages/${rest}`;

export const tabPaths = {
  home: p('tabbar/index/index'),
  markets: p('tabbar/markets/index'),
  trade: p('tabbar/trade/index'),
  customer: p('tabbar/customer/index'),
  asset: p('tabbar/asset/index'),
  mine: p('tabbar/mine/index'),
} as const;
export type TabName = keyof typeof tabPaths;
/** The spec's order: Home, Markets, Trade, Customer, Asset, Mine. */
export const tabOrder: readonly TabName[] = ['home', 'markets', 'trade', 'customer', 'asset', 'mine'];

export const paths = {
  splash: '/',
  ...tabPaths,
  customerService: p('index/customer'),
  languageDialog: p('index/languageDialog'),
  noticeDialog: p('index/noticeDialog'),
  productDetail: p('product/detail'),
  productListDialog: p('product/productListDialog'),
  orderDialog: p('trade/orderDialog'),
  setting: p('user/setting/index'),
  realnameAuth: p('user/setting/realnameAuth'),
  pwd: p('user/setting/pwd'),
  mpwd: p('user/setting/mpwd'),
  theme: p('user/setting/theme'),
  colorPicker: p('user/setting/dialog/colorPickerDialog'),
  bindCards: p('user/setting/bindCards'),
  findpwd: p('user/findpwd'),
  register: p('user/register'),
  login: p('user/login'),
  share: p('user/share'),
  orders: p('user/order/index'),
  recharge: p('user/recharge/index'),
  rechargeList: p('user/recharge/list'),
  withdraw: p('user/withdraw/index'),
  withdrawList: p('user/withdraw/list'),
  exchange: p('user/exchange/index'),
  exchangeList: p('user/exchange/list'),
  earn: p('user/earn/index'),
  earnList: p('user/earn/list'),
  earnDetail: p('user/earn/detail'),
  earnOrder: p('user/earn/order'),
  mark: p('user/mark/index'),
  userCustomer: p('user/customer'),
  noticeView: p('common/notice/view'),
  /** The announcement list: the spec shows no route for it; named like its neighbour. */
  noticeList: p('common/notice/index'),
  webview: p('webview/index'),
  limitPage: p('common/limitPage'),
  /** Not in the spec: the developer panel of dev and demo servers (opened from Setting). */
  devPanel: p('dev/panel'),
} as const;

/**
 * Who may open what without a session (spec section 6): login, customer service and webview, plus the
 * screens without which no one could get in (splash, register, find password) and the restriction notice.
 */
export const guestPaths: ReadonlySet<string> = new Set([
  paths.splash,
  paths.login,
  paths.register,
  paths.findpwd,
  paths.customerService,
  paths.webview,
  paths.limitPage,
]);
