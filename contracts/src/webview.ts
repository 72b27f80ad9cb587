/**
 * The webview frames only the administrator's own links (docs/security.md, "Webview allow-list"), so the
 * app cannot be made to show somebody else's page under its address. The server serves the allowed
 * origins in `common/base` (`webview_origins`); the app checks every URL against them with this.
 */

/** The origin (`https://host[:port]`) of an http(s) URL; null for anything else. */
export function httpOrigin(url: string): string | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The distinct origins of those `links` that are http(s) URLs, in their order. */
export const originsOf = (links: ReadonlyArray<string | null | undefined>): string[] => [
  ...new Set(links.flatMap((link) => (link ? (httpOrigin(link) ?? []) : []))),
];

/** Whether the webview may frame `url`: an http(s) URL on the app's own origin or on an allowed one. */
export function webviewAllows(url: string, allowed: readonly string[], self: string): boolean {
  const origin = httpOrigin(url);
  return origin !== null && (origin === httpOrigin(self) || allowed.some((a) => httpOrigin(a) === origin));
}
