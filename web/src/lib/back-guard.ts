/**
 * Blocks the browser's back button while `shouldBlock` says so (an open sheet closes instead). Installed
 * before the router, so its popstate listener runs first and can keep the router from seeing the event;
 * the URL is then put back with one step forward, whose own popstate is swallowed too.
 */
export function installBackGuard(shouldBlock: () => boolean): () => void {
  let restoring = false;
  const onPop = (event: PopStateEvent) => {
    if (restoring) {
      restoring = false;
      event.stopImmediatePropagation();
      return;
    }
    if (!shouldBlock()) return;
    event.stopImmediatePropagation();
    restoring = true;
    window.history.go(1);
  };
  window.addEventListener('popstate', onPop);
  return () => window.removeEventListener('popstate', onPop);
}
