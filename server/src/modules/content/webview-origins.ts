import { originsOf } from '@app/contracts';
import type { AdminConfig } from '../settings/admin-config.ts';

/**
 * What the app's webview may frame besides its own pages (docs/security.md, "Webview allow-list"): the
 * administrator's list when set, else the origins of the links the administrator configured for the
 * webview's use (customer-service channels, the agreement and the privacy policy when on another site).
 */
export function webviewOrigins(admin: AdminConfig): string[] {
  if (admin.webview_origins) return originsOf(admin.webview_origins);
  const links = admin.customer_service.channels.map((c) => c.link);
  return originsOf([...links, admin.agreement_url, admin.privacy_url]);
}
