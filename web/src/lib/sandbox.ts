import { sandboxHeader, sandboxNamePattern, sandboxQueryParam } from '@app/contracts/sandbox-names';

const isSandboxName = (name: string | null): name is string => !!name && sandboxNamePattern.test(name);

/** Where a tab keeps the sandbox it was opened in: this tab only, so other tabs stay in their own world. */
export const sandboxKey = 'sandbox';

const tabStore = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
};

/**
 * The sandbox of this tab: `?sandbox=NAME` on the address (kept for the tab), else the one the tab kept.
 * A malformed name in the address is ignored (the tab stays where it was) rather than sent to the server.
 */
export function tabSandbox(search: string, store: Storage | undefined = tabStore()): string | null {
  const asked = new URLSearchParams(search).get(sandboxQueryParam);
  if (isSandboxName(asked)) {
    store?.setItem(sandboxKey, asked);
    return asked;
  }
  const kept = store?.getItem(sandboxKey) ?? null;
  return isSandboxName(kept) ? kept : null;
}

/** Read once when the app starts: a tab never changes world without a reload. */
export const sandbox: string | null = tabSandbox(globalThis.location?.search ?? '');

/** `init` with the tab's `X-Sandbox` header added (unchanged in the default world). */
export function withSandbox(init: RequestInit = {}, name: string | null = sandbox): RequestInit {
  if (!name) return init;
  const headers = new Headers(init.headers);
  headers.set(sandboxHeader, name);
  return { ...init, headers };
}

/** A socket address with `sandbox=NAME` added (unchanged in the default world). */
export function sandboxUrl(address: string, name: string | null = sandbox): string {
  if (!name) return address;
  const url = new URL(address);
  url.searchParams.set(sandboxQueryParam, name);
  return url.toString();
}

/** A local-storage key of this world: a sandbox tab's session and caches never touch the default world's. */
export const worldKey = (key: string, name: string | null = sandbox): string =>
  name ? `sandbox:${name}:${key}` : key;
