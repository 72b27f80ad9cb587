/**
 * Navigation helper (spec section 2): navigate, redirect, switch tab, relaunch (300 ms), back, webview and
 * external link. Any path containing 'tabbar/' is a tab switch; 'r=?' stands for the current page.
 */
export const RELAUNCH_DELAY_MS = 300;
export const WEBVIEW_PATH = '/app/pages/webview/index';
export const LOGIN_PATH = '/app/pages/user/login';
export const HOME_TAB = '/app/pages/tabbar/index/index';

export interface NavTarget {
  navigate(to: string | number, options?: { replace?: boolean; state?: unknown }): unknown;
  /** The current route: pathname plus search. */
  current(): string;
  /** Whether there is an earlier page in this app's history to go back to. */
  canGoBack(): boolean;
}

export const isTabPath = (url: string) => url.includes('tabbar/');

/** The page under an overlay route (see `nav.overlay`), from the history entry's state. */
export function overlayBackground(state: unknown): string | undefined {
  const background = (state as { background?: unknown } | null)?.background;
  return typeof background === 'string' && background.startsWith('/') ? background : undefined;
}
export const isHttpUrl = (url: string) => /^https?:\/\/[^\s]+$/i.test(url.trim());

/** Replaces `r=?` with the URL-encoded current page. */
export function resolveRedirect(url: string, current: string): string {
  return url.replace(/([?&])r=\?(?=&|$)/, `$1r=${encodeURIComponent(current)}`);
}

/** The target of an `r=` parameter, if it is an in-app path. */
export function redirectTarget(search: string): string | undefined {
  const r = new URLSearchParams(search).get('r');
  return r?.startsWith('/') && !r.startsWith('//') ? r : undefined;
}

type BackHandler = () => boolean;

export function createNavigator(target: NavTarget, homeTab = HOME_TAB) {
  const backHandlers: BackHandler[] = [];
  const to = (url: string) => resolveRedirect(url, target.current());
  /** Set while our own back() goes back, so the pop it causes is not offered to the handlers again. */
  let ownPop = false;
  const claimed = () => [...backHandlers].reverse().some((handler) => handler());

  const safeReturn = /^\/app\/pages\/[\w/-]+(\?[\w=&%.-]*)?$/;
  const nav = {
    navigate(url: string) {
      if (isTabPath(url)) return nav.switchTab(url);
      target.navigate(to(url));
    },
    redirect(url: string) {
      target.navigate(to(url), { replace: true });
    },
    /** Opens a dialog route over the current page, which stays mounted underneath (back closes it). */
    overlay(url: string) {
      target.navigate(to(url), { state: { background: target.current() } });
    },
    switchTab(url: string) {
      target.navigate(url.split('?')[0] ?? url, { replace: isTabPath(target.current()) });
    },
    relaunch(url: string): Promise<void> {
      return new Promise((resolve) =>
        setTimeout(() => {
          target.navigate(to(url), { replace: true });
          resolve();
        }, RELAUNCH_DELAY_MS),
      );
    },
    /** Returns false when a back-press handler claimed the press. */
    back(delta = 1): boolean {
      if (claimed()) return false;
      if (target.canGoBack()) {
        ownPop = true;
        target.navigate(-delta);
      } else target.navigate(homeTab, { replace: true });
      return true;
    },
    /**
     * After a form succeeds: to `from` when the link that opened it said where the user came from (an
     * in-app path, e.g. `?from=%2Fapp%2Fpages%2Fproduct%2Fdetail%3Fsymbol%3DETHUSDT`), replacing the form;
     * otherwise one step back (home when the form was the first page opened).
     */
    finish(from?: string): void {
      if (from && safeReturn.test(from)) nav.redirect(from);
      else nav.back();
    },
    /** For the browser's own back (a history pop): true when a back-press handler claims it. */
    blockPop(): boolean {
      if (ownPop) {
        ownPop = false;
        return false;
      }
      return claimed();
    },
    /** A handler that returns true blocks back navigation (e.g. an open sheet closes instead). */
    onBackPress(handler: BackHandler): () => void {
      backHandlers.push(handler);
      return () => {
        const i = backHandlers.indexOf(handler);
        if (i >= 0) backHandlers.splice(i, 1);
      };
    },
    webview(url: string) {
      target.navigate(`${WEBVIEW_PATH}?url=${encodeURIComponent(url)}`);
    },
    /** Opens an http(s) link outside the app; anything else is refused. */
    openExternal(url: string): boolean {
      if (!isHttpUrl(url)) return false;
      window.open(url, '_blank', 'noopener,noreferrer');
      return true;
    },
  };
  return nav;
}
export type Navigator = ReturnType<typeof createNavigator>;

let active: Navigator | undefined;
export const setNavigator = (n: Navigator) => {
  active = n;
};
/** The app's navigator, bound to the router at start-up. */
export const nav = new Proxy({} as Navigator, {
  get: (_t, key: keyof Navigator) => {
    if (!active) throw new Error('navigator used before the router started');
    return active[key];
  },
});

/** Where a `redirect` message sends the app: a hash route inside it, or a full http(s) address. */
export function followRedirect(url: string, open: (href: string) => void = (h) => window.location.assign(h)) {
  const target = url.trim();
  if (target.startsWith('#/')) return nav.redirect(target.slice(1));
  if (target.startsWith('/app/')) return nav.redirect(target);
  if (isHttpUrl(target)) open(target);
}
