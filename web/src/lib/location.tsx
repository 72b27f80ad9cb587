import { createHashHistory, type HashHistory, type Location } from 'history';
import { createContext, type ReactNode, startTransition, useContext, useLayoutEffect, useState } from 'react';
import { Router } from 'wouter';

/**
 * Hash routes (`#/app/pages/...`): `history`'s hash history keeps the entries (each entry's state is
 * `{ usr, key, idx }`, so `idx` tells whether there is an earlier page of the app to go back to) and
 * wouter matches the paths. Both together are about 4 KB gzip where React Router was about 12.
 */
export type AppLocation = Pick<Location, 'pathname' | 'search' | 'state' | 'key'>;

/**
 * An entry the app did not make (a hash typed into the address bar, or set by a test) has no index:
 * it counts as a first page, as under React Router (whose next push then had index 1). Without this,
 * `history` would number the pages after it NaN, and back from them would go home instead of back.
 */
function numberForeignEntry() {
  const state: unknown = window.history.state;
  if (typeof (state as { idx?: unknown } | null)?.idx === 'number') return;
  window.history.replaceState({ usr: null, key: 'default', ...(state as object | null), idx: 0 }, '');
}

let history: HashHistory | undefined;
/**
 * The app's one history, made on first use: after the back guard's popstate listener (app.tsx), so the
 * guard can keep a blocked back press from reaching it.
 */
export const appHistory = (): HashHistory => {
  if (!history) {
    window.addEventListener('popstate', numberForeignEntry);
    history = createHashHistory();
  }
  return history;
};

export function navigateTo(to: string, options: { replace?: boolean; state?: unknown } = {}): void {
  if (options.replace) appHistory().replace(to, options.state);
  else appHistory().push(to, options.state);
}

const LocationContext = createContext<AppLocation | null>(null);

/** The location the calling route renders: the address bar's, or the page under an overlay (see router). */
export function useAppLocation(): AppLocation {
  const location = useContext(LocationContext);
  if (!location) throw new Error('useAppLocation outside HashRouter');
  return location;
}

/** Renders `children` as if the address bar said `location` (the page under an overlay route). */
export function LocationProvider({ location, children }: { location: AppLocation; children: ReactNode }) {
  return <LocationContext.Provider value={location}>{children}</LocationContext.Provider>;
}

type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;
/** wouter's location hook: the path of the location in context, so routes under an overlay match theirs. */
const useRoutePath = (): [string, Navigate] => [useAppLocation().pathname, navigateTo];

/**
 * The router. A navigation re-renders as a transition, so the page on screen stays until the next one's
 * chunk has loaded (no empty frame), as React Router's HashRouter did.
 */
export function HashRouter({ children }: { children: ReactNode }) {
  const history = appHistory();
  const [location, setLocation] = useState<AppLocation>(history.location);
  useLayoutEffect(() => {
    const stop = history.listen((update) => startTransition(() => setLocation(update.location)));
    // A child's layout effect (a redirect) may have navigated before this listener existed.
    setLocation(history.location);
    return stop;
  }, [history]);
  return (
    <LocationContext.Provider value={location}>
      <Router hook={useRoutePath}>{children}</Router>
    </LocationContext.Provider>
  );
}
