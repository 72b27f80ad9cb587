import { HashRouter } from 'react-router';
import { installBackGuard } from '../lib/back-guard.ts';
import { nav } from '../lib/navigation.ts';
import { Providers } from './providers.tsx';
import { AppRoutes, NavigatorBinding } from './router.tsx';

// Before the router listens: the browser's back button is blocked while a back-press handler claims it.
installBackGuard(() => nav.blockPop());

export function App() {
  return (
    <Providers>
      <HashRouter>
        <NavigatorBinding />
        <AppRoutes />
      </HashRouter>
    </Providers>
  );
}
