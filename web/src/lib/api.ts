import { toast } from './feedback.ts';
import { currentLanguage, translate as t } from './i18n.ts';
import { followRedirect, LOGIN_PATH, nav } from './navigation.ts';
import { trackedFetch } from './online.ts';
import { createRequestClient } from './request.ts';
import { apiBase } from './runtime-config.ts';
import { withSandbox } from './sandbox.ts';
import { cachedConfig } from './server-config.ts';
import { clearSession, endRelaunch, getToken, setToken } from './session.ts';

/**
 * Where the API lives: the runtime config's `apiBase` (config.js, set where the app is served), else the
 * build's VITE_API_BASE, else '/api/v1/' on the same host (lib/runtime-config.ts).
 */
export const API_BASE: string = apiBase;
export const REQUEST_TIMEOUT_MS = 60_000;
export const OFFLINE_TOAST_MS = 3_000;

let signingOut = false;

/** Code 401 (spec section 8): clear the user, show the message for 3 s, then relaunch to login. */
function onUnauthorized(message: string | undefined) {
  if (signingOut) return;
  signingOut = true;
  clearSession({ relaunchPending: true });
  toast(message || t('offline'), OFFLINE_TOAST_MS);
  setTimeout(() => {
    void nav.relaunch(LOGIN_PATH).finally(() => {
      signingOut = false;
      endRelaunch();
    });
  }, OFFLINE_TOAST_MS);
}

export const client = createRequestClient({
  base: API_BASE,
  // A tab opened with ?sandbox=NAME sends X-Sandbox on every call (lib/sandbox.ts).
  fetch: (input, init) => trackedFetch(input, withSandbox(init)),
  timeoutMs: REQUEST_TIMEOUT_MS,
  getToken,
  setToken,
  getLanguage: currentLanguage,
  onUnauthorized,
  // A restricted account goes to the configured limit page, as the socket's `redirect` sends it.
  onRestricted: () => followRedirect(cachedConfig()?.config.limit_redirect_url ?? ''),
  translate: (key) => t(key),
});

/** `request(api.user.login, { body })` resolves to the call's `data`, parsed by its schema. */
export const request = client.request;
/** `upload(api.common.uploader, file)` resolves to the upload's `data`. */
export const upload = client.upload;
export { RequestError } from './request.ts';
