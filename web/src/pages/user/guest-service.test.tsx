import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import { appHistory, navigateTo } from '../../lib/location.tsx';
import { createNavigator, setNavigator } from '../../lib/navigation.ts';
import { maintenance, renderPage } from '../../test/render-page.tsx';
import FindpwdPage from './findpwd.tsx';
import LoginPage from './login.tsx';

describe('a guest reaches customer service from login and find password', () => {
  beforeAll(async () => {
    await initI18n('en-US');
    // The app's navigator as the router binds it (app/router.tsx), on the hash history.
    setNavigator(
      createNavigator({
        navigate: (to, options) => (typeof to === 'number' ? appHistory().go(to) : navigateTo(to, options)),
        current: () => appHistory().location.pathname,
        canGoBack: () => false,
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  for (const [name, page] of [
    ['login', <LoginPage key="login" />],
    ['find password', <FindpwdPage key="findpwd" />],
  ] as const) {
    it(`from ${name}, "Customer service" opens index/customer`, async () => {
      renderPage(page, maintenance, '/app/pages/user/login');
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Customer service' })));
      expect(appHistory().location.pathname).toBe('/app/pages/index/customer');
    });
  }
});
