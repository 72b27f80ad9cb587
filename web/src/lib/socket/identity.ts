import type { ClientMessage } from '@app/contracts';
import { privateChannels } from '@app/contracts/channels';

/** Who is on the socket: the session's uid and token (none for a guest). */
export interface Identity {
  uid: number | null;
  token?: string | undefined;
}

export const isPrivate = (channel: string): boolean => privateChannels.has(channel);

/** A public channel may always be asked for; a private one once a token went with `online`. */
export const mayAsk = (channel: string, identity: Identity): boolean =>
  !isPrivate(channel) || Boolean(identity.token);

/**
 * `online` with the identity, then `sub` for each channel held that it may ask for. The server handles
 * one socket's messages in order (server/src/live/live.plugin.ts), so the subscriptions find the socket
 * already identified: private ones made before a login resume instead of being refused.
 */
export function identification(identity: Identity, channels: Iterable<string>): ClientMessage[] {
  const { uid, token } = identity;
  const subs = [...channels].filter((channel) => mayAsk(channel, identity));
  return [
    { ch: 'online', data: { uid, ...(token ? { token } : {}) } },
    ...subs.map((channel) => ({ ch: 'sub' as const, data: { channel } })),
  ];
}
