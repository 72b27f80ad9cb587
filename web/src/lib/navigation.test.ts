import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createNavigator,
  type NavTarget,
  overlayBackground,
  RELAUNCH_DELAY_MS,
  redirectTarget,
  resolveRedirect,
} from './navigation.ts';

function setup(current = '/app/pages/user/setting/index', canGoBack = true) {
  const target = {
    navigate: vi.fn(),
    current: () => current,
    canGoBack: () => canGoBack,
  } satisfies NavTarget;
  return { target, nav: createNavigator(target) };
}

describe('navigation helper', () => {
  afterEach(() => vi.useRealTimers());

  it('navigates to a page and treats any path containing tabbar/ as a tab switch', () => {
    const { target, nav } = setup();
    nav.navigate('/app/pages/user/setting/pwd');
    expect(target.navigate).toHaveBeenLastCalledWith('/app/pages/user/setting/pwd');
    nav.navigate('/app/pages/tabbar/mine/index?x=1');
    expect(target.navigate).toHaveBeenLastCalledWith('/app/pages/tabbar/mine/index', { replace: false });
  });

  it('replaces the history entry when switching from one tab to another', () => {
    const { target, nav } = setup('/app/pages/tabbar/index/index');
    nav.switchTab('/app/pages/tabbar/mine/index');
    expect(target.navigate).toHaveBeenLastCalledWith('/app/pages/tabbar/mine/index', { replace: true });
  });

  it('opens an overlay route over the current page, which the router keeps underneath', () => {
    const { target, nav } = setup('/app/pages/tabbar/index/index');
    nav.overlay('/app/pages/index/noticeDialog?id=1');
    expect(target.navigate).toHaveBeenLastCalledWith('/app/pages/index/noticeDialog?id=1', {
      state: { background: '/app/pages/tabbar/index/index' },
    });
    expect(overlayBackground({ background: '/app/pages/tabbar/index/index' })).toBe(
      '/app/pages/tabbar/index/index',
    );
    for (const junk of [null, undefined, {}, { background: 'https://evil.example' }, { background: 3 }]) {
      expect(overlayBackground(junk)).toBeUndefined();
    }
  });

  it('redirects by replacing the current entry', () => {
    const { target, nav } = setup();
    nav.redirect('/app/pages/user/login');
    expect(target.navigate).toHaveBeenLastCalledWith('/app/pages/user/login', { replace: true });
  });

  it('relaunches after 300 ms', async () => {
    vi.useFakeTimers();
    const { target, nav } = setup();
    const done = nav.relaunch('/app/pages/user/login');
    vi.advanceTimersByTime(RELAUNCH_DELAY_MS - 1);
    expect(target.navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await done;
    expect(target.navigate).toHaveBeenCalledWith('/app/pages/user/login', { replace: true });
  });

  it('expands r=? to the URL-encoded current page', () => {
    const { target, nav } = setup('/app/pages/user/setting/pwd?a=1');
    nav.navigate('/app/pages/user/login?r=?');
    expect(target.navigate).toHaveBeenLastCalledWith(
      `/app/pages/user/login?r=${encodeURIComponent('/app/pages/user/setting/pwd?a=1')}`,
    );
    expect(resolveRedirect('/x?r=?&b=2', '/c')).toBe('/x?r=%2Fc&b=2');
    expect(resolveRedirect('/x?r=%2Fd', '/c')).toBe('/x?r=%2Fd');
  });

  it('accepts only in-app paths as redirect targets', () => {
    expect(redirectTarget('?r=%2Fapp%2Fpages%2Fuser%2Fsetting%2Fpwd')).toBe('/app/pages/user/setting/pwd');
    expect(redirectTarget('?r=https%3A%2F%2Fevil.example')).toBeUndefined();
    expect(redirectTarget('?r=%2F%2Fevil.example')).toBeUndefined();
  });

  it('goes back, or to the home tab when there is nothing to go back to', () => {
    const a = setup();
    a.nav.back();
    expect(a.target.navigate).toHaveBeenLastCalledWith(-1);
    const b = setup('/app/pages/user/setting/index', false);
    b.nav.back();
    expect(b.target.navigate).toHaveBeenLastCalledWith('/app/pages/tabbar/index/index', { replace: true });
  });

  it('blocks back while a back-press handler claims it', () => {
    const { target, nav } = setup();
    const release = nav.onBackPress(() => true);
    expect(nav.back()).toBe(false);
    expect(target.navigate).not.toHaveBeenCalled();
    expect(nav.blockPop()).toBe(true);
    release();
    expect(nav.back()).toBe(true);
    expect(nav.blockPop()).toBe(false);
  });

  it('does not offer the pop caused by its own back() to the handlers again', () => {
    const { nav } = setup();
    const handler = vi.fn(() => false);
    nav.onBackPress(handler);
    nav.back();
    expect(nav.blockPop()).toBe(false);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('opens a webview with the URL encoded and refuses external links that are not http(s)', () => {
    const { target, nav } = setup();
    nav.webview('https://example.com/a?b=1');
    expect(target.navigate).toHaveBeenLastCalledWith(
      `/app/pages/webview/index?url=${encodeURIComponent('https://example.com/a?b=1')}`,
    );
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    expect(nav.openExternal('javascript:alert(1)')).toBe(false);
    expect(nav.openExternal('https://example.com')).toBe(true);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('after a form succeeds, returns to the in-app page its link named as where the user came from', () => {
    const { target, nav } = setup('/app/pages/trade/orderDialog', false);
    nav.finish('/app/pages/product/detail?symbol=ETHUSDT');
    expect(target.navigate).toHaveBeenLastCalledWith('/app/pages/product/detail?symbol=ETHUSDT', {
      replace: true,
    });
  });

  it('after a form succeeds without a safe origin, goes one step back (home when there is no history)', () => {
    const { target, nav } = setup('/app/pages/trade/orderDialog', false);
    nav.finish('https://evil.example/');
    expect(target.navigate).toHaveBeenLastCalledWith('/app/pages/tabbar/index/index', { replace: true });
    const withHistory = setup('/app/pages/trade/orderDialog', true);
    withHistory.nav.finish(undefined);
    expect(withHistory.target.navigate).toHaveBeenLastCalledWith(-1);
  });
});
