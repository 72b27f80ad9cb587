import { Boundary } from '../components/error-boundary.tsx';
import { installBackGuard } from '../lib/back-guard.ts';
import { HashRouter } from '../lib/location.tsx';
import { nav } from '../lib/navigation.ts';
import { Providers } from './providers.tsx';
import { AppRoutes, NavigatorBinding } from './router.tsx';

// Before the router listens: the browser's back button is blocked while a back-press handler claims it.
installBackGuard(() => nav.blockPop());

export function App() {
  return (
    <Boundary>
      <Providers>
        <HashRouter>
          <NavigatorBinding />
          <AppRoutes />
        </HashRouter>
      </Providers>
    </Boundary>
  );
}
