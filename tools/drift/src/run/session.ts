import type { Endpoint } from '@app/contracts';
import type { Options } from '../args.ts';
import { callUpstream, type Transport } from './client.ts';

/**
 * The run's session: the token calls carry, replaced by a refreshed one when an answer brings it, and a
 * fresh login when the session ends mid-run (only with credentials).
 */
export function sessionOf(opts: Options, login: Endpoint, transport: Transport) {
  let token: string | undefined;
  let worked = false;
  const credentials = { username: opts.username, password: opts.password };
  return {
    token: () => token,
    refreshed: (t: string) => {
      if (t !== token) worked = false;
      token = t;
    },
    tokenWorked: (now?: true) => {
      if (now) worked = true;
      return worked;
    },
    relogin: async (): Promise<boolean> => {
      if (!credentials.username || !credentials.password) return false;
      const again = await callUpstream(
        opts.base,
        login,
        { body: credentials },
        undefined,
        opts.timeoutMs,
        transport,
      );
      let t: unknown;
      try {
        t = (JSON.parse(again.body) as { data?: { token?: unknown } } | null)?.data?.token;
      } catch {
        return false;
      }
      if (typeof t !== 'string') return false;
      token = t;
      worked = false;
      return true;
    },
  };
}
