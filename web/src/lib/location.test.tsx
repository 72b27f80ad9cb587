import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { appHistory, HashRouter, LocationProvider, navigateTo, useAppLocation } from './location.tsx';

function Where() {
  const { pathname, search } = useAppLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

/** Navigates from a layout effect, which runs before the router's own. */
function RedirectOnMount({ to }: { to: string }) {
  useLayoutEffect(() => navigateTo(to, { replace: true }), [to]);
  return null;
}

describe('hash location', () => {
  it('numbers the entries it pushes and keeps the number on a replace, so back knows whether a page came before', () => {
    appHistory().replace('/a');
    const start = window.history.state.idx as number;
    navigateTo('/b');
    expect(window.history.state.idx).toBe(start + 1);
    navigateTo('/c?x=1', { replace: true, state: { background: '/b' } });
    expect(window.history.state.idx).toBe(start + 1);
    expect(window.location.hash).toBe('#/c?x=1');
    expect(appHistory().location.state).toEqual({ background: '/b' });
  });

  it('counts an entry it did not make (a typed hash) as a first page, so the next page can go back to it', () => {
    appHistory().replace('/app');
    window.history.pushState(null, '', '#/typed');
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    expect(window.history.state.idx).toBe(0);
    expect(appHistory().location.pathname).toBe('/typed');
    navigateTo('/next');
    expect(window.history.state.idx).toBe(1);
  });

  it('renders the route of the address bar and follows navigations', async () => {
    appHistory().replace('/one');
    render(
      <HashRouter>
        <Switch>
          <Route path="/one">first</Route>
          <Route path="/two">second</Route>
        </Switch>
        <Where />
      </HashRouter>,
    );
    expect(screen.getByText('first')).toBeTruthy();
    await act(async () => navigateTo('/two?tab=1'));
    expect(screen.getByText('second')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/two?tab=1');
  });

  it('does not miss a navigation made before the router started listening', async () => {
    appHistory().replace('/start');
    render(
      <HashRouter>
        <RedirectOnMount to="/moved" />
        <Where />
      </HashRouter>,
    );
    await act(async () => {});
    expect(screen.getByTestId('where').textContent).toBe('/moved');
  });

  it('matches routes under a given location against that location (the page under an overlay)', () => {
    appHistory().replace('/overlay');
    render(
      <HashRouter>
        <LocationProvider location={{ pathname: '/page', search: '?a=1', state: null, key: 'under' }}>
          <Switch>
            <Route path="/page">page under</Route>
          </Switch>
          <Where />
        </LocationProvider>
      </HashRouter>,
    );
    expect(screen.getByText('page under')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/page?a=1');
  });
});
