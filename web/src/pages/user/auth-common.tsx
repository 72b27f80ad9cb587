import { useTranslation } from 'react-i18next';
import { Agreement } from '../../features/account/components/auth-layout.tsx';
import { useBase } from '../../features/config/api.ts';
import { isHttpUrl, nav } from '../../lib/navigation.ts';

export const BRAND_FALLBACK = 'TradeApp';

/** The agreement line with its two documents opened in the webview. */
export function AgreementLine(props: { checked: boolean; onChange: (v: boolean) => void }) {
  const { t } = useTranslation();
  const { data: config } = useBase();
  const open = (url: string | undefined) => {
    if (url && isHttpUrl(url)) nav.webview(url);
    else if (url) nav.webview(new URL(url, window.location.origin).href);
  };
  return (
    <Agreement
      checked={props.checked}
      onChange={props.onChange}
      labels={{
        prefix: t('auth.agree_prefix'),
        agreement: t('auth.user_agreement'),
        and: t('auth.and'),
        privacy: t('auth.privacy_policy'),
      }}
      onOpenAgreement={() => open(config?.agreement_url)}
      onOpenPrivacy={() => open(config?.privacy_url)}
    />
  );
}

export function useBrand(): string {
  return useBase().data?.site_name || BRAND_FALLBACK;
}
