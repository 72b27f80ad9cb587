import { isTabPath } from '../lib/navigation.ts';
import { guestPaths, paths, tabPaths } from './paths.ts';

/** Forms that make no sense with a session: back onto them from a tab lands on Home instead. */
const signInPaths: ReadonlySet<string> = new Set([paths.login, paths.register]);

export type GuardDecision = { allow: true } | { allow: false; to: string };

/**
 * Spec section 6: without a session a tab switch goes to login, and any other page not open to guests
 * lands on login with `r=` (URL-encoded) so login returns there.
 */
export function guard(pathname: string, search: string, loggedIn: boolean): GuardDecision {
  if (loggedIn && signInPaths.has(pathname)) return { allow: false, to: tabPaths.home };
  if (loggedIn || guestPaths.has(pathname)) return { allow: true };
  if (isTabPath(pathname)) return { allow: false, to: paths.login };
  return { allow: false, to: `${paths.login}?r=${encodeURIComponent(pathname + search)}` };
}
