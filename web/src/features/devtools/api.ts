import {
  type AdminCall,
  type AdminState,
  adminApi,
  adminPrefix,
  adminTokenHeader,
  type ScenarioName,
} from '@app/contracts/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { API_BASE } from '../../lib/api.ts';
import { queryKey } from '../../lib/query-keys.ts';
import { withSandbox } from '../../lib/sandbox.ts';

/**
 * The developer token this tab sends (the server's ADMIN_TOKEN, or under DEVTOOLS=local the `admin-token`
 * file beside its database). Kept for this tab only: it can reset the whole database.
 */
const tokenKey = 'devtools_admin_token';
const tabStore = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
};
export const savedToken = (): string => tabStore()?.getItem(tokenKey) ?? '';
export const saveToken = (token: string): void => tabStore()?.setItem(tokenKey, token.trim());

/** The developer API sits beside the API base: `/api/v1/` → `/__admin/`. */
export const adminBase = () =>
  new URL(`../..${adminPrefix}`, new URL(API_BASE, globalThis.location.href)).toString();

export class AdminError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

type BodyOf<C extends AdminCall> = C['body'] extends z.ZodType ? z.input<C['body']> : undefined;

/** One call of `/__admin` (contracts/src/admin.ts), its answer checked against the contract. */
export async function adminCall<C extends AdminCall>(
  call: C,
  body?: BodyOf<C>,
): Promise<z.output<C['data']>> {
  // In a sandbox tab the panel acts on that sandbox (X-Sandbox), as the app's own calls do.
  const res = await fetch(
    `${adminBase()}${call.path}`,
    withSandbox({
      method: call.method,
      // No content type without a body: the server refuses an empty JSON body.
      headers: {
        [adminTokenHeader]: savedToken(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  const json = (await res.json().catch(() => ({}))) as { error?: string };
  if (!res.ok) throw new AdminError(res.status, json.error ?? `HTTP ${res.status}`);
  return call.data.parse(json) as z.output<C['data']>;
}

const keyOf = (call: AdminCall) => queryKey({ path: `${adminPrefix}${call.path}`, auth: false });

export function useAdminState() {
  return useQuery({
    queryKey: keyOf(adminApi.state),
    queryFn: () => adminCall(adminApi.state),
    retry: false,
  });
}

/** The last 100 requests and frames with their verdicts; fetched and polled every 2 s while `live`. */
export function useJournal(live: boolean) {
  return useQuery({
    queryKey: keyOf(adminApi.journal),
    queryFn: () => adminCall(adminApi.journal),
    enabled: live,
    refetchInterval: 2000,
    retry: false,
  });
}

export function useSetScenario() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: ScenarioName; on: boolean; user?: string }) =>
      adminCall(adminApi.scenario, input),
    onSuccess: (state: AdminState) => qc.setQueryData(keyOf(adminApi.state), state),
  });
}

export function useResetDemo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => adminCall(adminApi.reset),
    // Every account may be gone: drop every cached answer.
    onSuccess: () => qc.invalidateQueries(),
  });
}
