import { ErrorCode, liveConstants } from '@app/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveClient, LiveHub } from './hub.ts';

/** Close reasons (at most 123 bytes, so English only; the `error` before them is translated). */
export const overCapReason = {
  address: 'too many sockets from this address',
  session: 'too many sockets for this session',
} as const;

/** Open sockets per client address (WS_MAX_PER_ADDRESS). */
export function addressCounts() {
  const open = new Map<string, number>();
  const count = (address: string): number => open.get(address) ?? 0;
  return {
    count,
    add: (address: string): void => void open.set(address, count(address) + 1),
    remove(address: string): void {
      const left = count(address) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    },
  };
}
export type AddressCounts = ReturnType<typeof addressCounts>;

/** Before the upgrade: an address at its cap is answered HTTP 429 with a translated message. */
export function refuseFullAddress(counts: AddressCounts, max: number) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (counts.count(req.ip) < max) return;
    const msg = req.t('too_many_sockets');
    await reply.code(429).send({ code: ErrorCode.rateLimited, msg, data: null });
  };
}

/** Tells the client why (`error`, translated) and closes it with 1008 and the reason. */
export function closeOverCap(live: LiveHub, client: LiveClient, which: keyof typeof overCapReason): void {
  live.send(client, {
    ch: 'error',
    data: { code: ErrorCode.rateLimited, msg: client.t('too_many_sockets') },
  });
  live.remove(client);
  client.socket.close(liveConstants.overCapCloseCode, overCapReason[which]);
}
