import { QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH, nav } from '../lib/navigation.ts';
import { createQueryClient, followAppOnline } from '../lib/query-client.ts';
import { followOtherTabs } from '../lib/session.ts';
import { antdEnglish, antdLocale } from './antd-locale.ts';

export const queryClient = createQueryClient();
followAppOnline();
// A logout in another tab logs this one out too: nothing of the account stays on screen or in the cache.
followOtherTabs(() => {
  queryClient.clear();
  void nav.relaunch(LOGIN_PATH);
});

/** antd-mobile's own texts follow the UI language; each locale loads on demand. */
function AntdLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const [locale, setLocale] = useState(antdEnglish);
  useEffect(() => {
    let live = true;
    void antdLocale(i18n.language).then((l) => live && setLocale(l));
    return () => {
      live = false;
    };
  }, [i18n.language]);
  return <ConfigProvider locale={locale}>{children}</ConfigProvider>;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AntdLocale>{children}</AntdLocale>
    </QueryClientProvider>
  );
}
