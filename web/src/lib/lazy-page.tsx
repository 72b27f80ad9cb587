import { type ComponentType, use } from 'react';

type Module<P> = { default: ComponentType<P> };
type Loader<P> = () => Promise<Module<P>>;
type Importer = (url: string) => Promise<unknown>;

/**
 * The address of the script a failed `import()` names. Chromium and Firefox put it at the end of the
 * message ("Failed to fetch dynamically imported module: https://…/assets/x.js"); Safari names none.
 */
export function failedScript(error: unknown): string | null {
  const message = error instanceof Error ? error.message : '';
  return /(https?:\/\/\S+?\.m?js)(\?\S*)?$/.exec(message.trim())?.[1] ?? null;
}

/** Whether an error is a chunk that could not be loaded (worth trying again later), not a bug. */
export function isChunkFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return (
    failedScript(error) !== null ||
    /dynamically imported module|module script failed|Unable to preload CSS/i.test(message)
  );
}

/** Forgets the failures of the lazy pages that failed, so their next render loads them again. */
const failed = new Set<() => void>();

/** Called by the error boundary's retry (a tap, the back-off, the browser back online, another route). */
export function retryFailedChunks(): void {
  for (const forget of failed) forget();
  failed.clear();
}

export type LazyPage<P> = ComponentType<P> & {
  /**
   * Starts loading the chunk now (start-up calls it for the route in the address bar); settles when it has
   * loaded or failed (a failure is left to the error boundary when the page renders).
   */
  preload: () => Promise<void>;
};

/**
 * A lazily loaded page, like `React.lazy`, except that a failed load is retried for real when the error
 * boundary's retry renders it again. Two things stand in the way, and both are handled:
 * - React.lazy keeps the rejection forever (a white screen until a full reload);
 * - the browser keeps it too: Chromium remembers a module whose fetch failed and fails every later
 *   `import()` of the same address at once, even when the network is back. The retry therefore imports
 *   the address the error named with a query that makes it new.
 * (When even that keeps failing, a deploy removed the old chunk: the boundary's retry then reloads.)
 * A failure is kept until the boundary retries (`retryFailedChunks`): clearing it at once made React render
 * the page again, import again and fail again, about 50 times a second (issue #26).
 */
export function lazyPage<P extends object>(
  load: Loader<P>,
  reimport: Importer = (url) => import(/* @vite-ignore */ url),
): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  let failedUrl: string | null = null;
  let failures = 0;

  const attempt = (): Promise<Module<P>> => {
    if (failures === 0 || !failedUrl) return load();
    const url = new URL(failedUrl);
    url.searchParams.set('retry', String(failures));
    return reimport(url.href) as Promise<Module<P>>;
  };

  const request = () => {
    pending ??= attempt().then(
      (m) => {
        loaded = m.default;
        return m.default;
      },
      (error: unknown) => {
        failedUrl ??= failedScript(error);
        failures += 1;
        failed.add(() => {
          pending = undefined;
        });
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
  return Object.assign(LazyPage, {
    preload: () =>
      request().then(
        () => undefined,
        () => undefined,
      ),
  });
}
