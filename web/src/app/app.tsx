import { RouterProvider } from 'react-router';
import { Providers } from './providers.tsx';
import { createAppRouter } from './router.tsx';

/** One router for the life of the page: the navigation helper is bound to this instance. */
let router: ReturnType<typeof createAppRouter> | undefined;

export function App() {
  router ??= createAppRouter();
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
