import { isTabPath } from '../lib/navigation.ts';
import { guestPaths, paths } from './paths.ts';

export type GuardDecision = { allow: true } | { allow: false; to: string };

/**
 * Spec section 6: without a session a tab switch goes to login, and any other page not open to guests
 * lands on login with `r=` (URL-encoded) so login returns there.
 */
export function guard(pathname: string, search: string, loggedIn: boolean): GuardDecision {
  if (loggedIn || guestPaths.has(pathname)) return { allow: true };
  if (isTabPath(pathname)) return { allow: false, to: paths.login };
  return { allow: false, to: `${paths.login}?r=${encodeURIComponent(pathname + search)}` };
}
