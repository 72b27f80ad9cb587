import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminTokenHeader, sandboxHeader, sandboxNamePattern } from '@app/contracts';
import { afterAll, beforeAll, inject } from 'vitest';
import { storageKey } from './harness.ts';
import type { Send } from './test-server.ts';

/**
 * A test file's own world on the run's one shared server (global-setup.ts): a sandbox, a whole app with
 * its own database, users, money, scenarios, faults, journal and clock (docs/sandboxes.md). Pages are
 * opened with `?sandbox=NAME` (the app keeps it for the tab and sends it on every call and the socket);
 * the test's own calls carry `X-Sandbox`.
 */
export interface Sandbox {
  name: string;
  /** The shared server's address (the same for every sandbox). */
  baseUrl: string;
  /** The shared server's developer token. */
  adminToken: string;
  /** The app's address in this sandbox, at `hash` (e.g. `route('tabbar/trade/index')`, or `#/…`). */
  url: (hash?: string) => string;
  /** A fetch that names this sandbox (`X-Sandbox`), for the harness's `Send` parameters. */
  send: Send;
  /** `fetch(baseUrl + path)` in this sandbox; `init.headers` are kept. */
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  /** The same with the developer token: `/__admin/…` calls on this sandbox. */
  admin: (path: string, init?: RequestInit) => Promise<Response>;
  /** The app's storage key for `name` in this sandbox (what `localStorage` holds for it). */
  key: (name: string) => string;
  /** Environment for `pnpm admin` acting on this sandbox of the running server (ADMIN_URL, ADMIN_SANDBOX). */
  adminEnv: Record<string, string>;
  /**
   * Moves this sandbox's clock forward by `ms` (docs/sandboxes.md, The clock): the server records the
   * skipped time's prices from the sandbox's own model, then settles, pays and reviews what fell due,
   * before it answers. For a test that would otherwise wait in real time for an order, a review or a
   * chain; the screen then shows the outcome through its usual live updates.
   */
  advance: (ms: number) => Promise<void>;
  /** Stops this sandbox's clock where it stands (`advance` still moves it). */
  freeze: () => Promise<void>;
}

/** `web/e2e/cash.e2e.test.ts` (as `import.meta.url`) and `closed` → `e2e-cash-closed`: a valid sandbox name. */
export function sandboxNameOf(file: string, part?: string): string {
  const stem = basename(file.startsWith('file:') ? fileURLToPath(file) : file).replace(
    /\.e2e\.test\.ts$/,
    '',
  );
  const name = ['e2e', stem, part]
    .filter(Boolean)
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .slice(0, 40);
  if (!sandboxNamePattern.test(name)) throw new Error(`not a sandbox name: ${name}`);
  return name;
}

/** A clock call on one sandbox (`/__admin/clock`); throws with the server's answer when refused. */
async function moveClock(
  admin: Sandbox['admin'],
  name: string,
  body: { action: 'freeze' } | { action: 'advance'; ms: number },
): Promise<void> {
  const res = await admin('/__admin/clock', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`clock ${body.action} in ${name}: ${res.status} ${await res.text()}`);
}

const withHeaders = (init: RequestInit | undefined, more: Record<string, string>): RequestInit => {
  const headers = new Headers(init?.headers);
  for (const [k, v] of Object.entries(more)) headers.set(k, v);
  return { ...init, headers };
};

/**
 * An API call in `world` as the app makes it: form-encoded POST when there is a body, else GET, with the
 * user's token if given. Returns the answer's `data`; a refusal (code ≠ 0) throws, naming the call.
 */
export async function callApi<T = Record<string, unknown>>(
  world: Sandbox,
  path: string,
  options: { token?: string; body?: Record<string, string> } = {},
): Promise<T> {
  const res = await world.fetch(`/api/v1/${path}`, {
    method: options.body ? 'POST' : 'GET',
    headers: options.token ? { authorization: `Bearer ${options.token}` } : undefined,
    body: options.body ? new URLSearchParams(options.body) : undefined,
  });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  if (json.code !== 0) throw new Error(`${path} failed: ${json.code} ${json.msg}`);
  return json.data;
}

/** A sandbox of the shared server, named `name`, without opening it (see `openSandbox`). */
export function sandboxOf(name: string): Sandbox {
  const { baseUrl, adminToken } = inject('sharedServer');
  const inWorld = (init?: RequestInit) => withHeaders(init, { [sandboxHeader]: name });
  const admin: Sandbox['admin'] = (path, init) =>
    fetch(`${baseUrl}${path}`, withHeaders(inWorld(init), { [adminTokenHeader]: adminToken }));
  return {
    name,
    baseUrl,
    adminToken,
    url: (hash = '') => `${baseUrl}/?sandbox=${name}${hash}`,
    send: (url, init) => fetch(url, inWorld(init)),
    fetch: (path, init) => fetch(`${baseUrl}${path}`, inWorld(init)),
    admin,
    key: (key) => storageKey(key, name),
    adminEnv: { ADMIN_URL: baseUrl, ADMIN_TOKEN: adminToken, ADMIN_SANDBOX: name },
    advance: (ms) => moveClock(admin, name, { action: 'advance', ms }),
    freeze: () => moveClock(admin, name, { action: 'freeze' }),
  };
}

/** Asks the shared server's registry to create or delete a sandbox (the developer API). */
async function registry(action: 'create' | 'delete', name: string): Promise<void> {
  const { baseUrl, adminToken } = inject('sharedServer');
  const res = await fetch(`${baseUrl}/__admin/sandboxes`, {
    method: 'POST',
    headers: { [adminTokenHeader]: adminToken, 'content-type': 'application/json' },
    body: JSON.stringify({ action, name }),
  });
  if (!res.ok) throw new Error(`sandbox ${action} ${name}: ${res.status} ${await res.text()}`);
}

/**
 * Opens a fresh sandbox from the demo seed (deleting one left by an earlier attempt first) and gives it
 * with `close`, which deletes it. For a test that needs a world of its own; most files use `useSandbox`.
 */
export async function openSandbox(name: string): Promise<Sandbox & { close: () => Promise<void> }> {
  await registry('delete', name).catch(() => undefined);
  await registry('create', name);
  return { ...sandboxOf(name), close: () => registry('delete', name) };
}

/**
 * The file's own sandbox (named after the file, plus `part` if given), opened fresh in `beforeAll` and
 * deleted in `afterAll`. Call inside the file's `describe`; read it inside hooks and tests.
 */
export function useSandbox(file: string, part?: string): () => Sandbox {
  const name = sandboxNameOf(file, part);
  let open: Awaited<ReturnType<typeof openSandbox>> | undefined;
  beforeAll(async () => {
    open = await openSandbox(name);
  });
  afterAll(async () => {
    await open?.close();
  });
  return () => {
    if (!open) throw new Error(`sandbox ${name} is not open yet`);
    return open;
  };
}
