import { type ComponentType, use } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * A lazily loaded page, like `React.lazy`, except that a failed load is forgotten: React.lazy keeps the
 * rejection forever, so a chunk that failed once on a flaky network (or after a deploy changed the hashes)
 * would stay a white screen until a full reload. Here the error boundary's retry renders again, which loads
 * the chunk again.
 */
export type LazyPage<P> = ComponentType<P> & {
  /** Starts loading the chunk now (start-up calls it for the route in the address bar). */
  preload: () => void;
};

export function lazyPage<P extends object>(load: Loader<P>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const request = () => {
    pending ??= load().then(
      (m) => {
        loaded = m.default;
        return m.default;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: called once per route at module level, like React.lazy
  function LazyPage(props: P) {
    const Page = loaded ?? use(request());
    return <Page {...props} />;
  }
  return Object.assign(LazyPage, { preload: () => void request().catch(() => undefined) });
}
