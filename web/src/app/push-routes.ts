import type { Channel, ServerMessage } from '@app/contracts';
import { api } from '@app/contracts';
import {
  type PrivateChannel,
  privateChannelMessages,
  privateChannelOf,
  type UserMessageCh,
} from '@app/contracts/channels';
import type { QueryClient } from '@tanstack/react-query';
import { writeRecord } from '../features/cash/record-writes.ts';
import { onRealnameMessage } from '../features/kyc/sync.ts';
import { catchUp, onOrderMessage } from '../features/trade/settlement-sync.ts';
import { refreshBalance, writeBalance } from '../lib/balance-push.ts';

type Push<C extends UserMessageCh> = Extract<ServerMessage, { ch: C }>['data'];

/** Where each private push goes in the query cache: one writer per message the contracts route to a user. */
const writers: { [C in UserMessageCh]: (queryClient: QueryClient, data: Push<C>) => void } = {
  order: onOrderMessage,
  balance: writeBalance,
  realname: onRealnameMessage,
  recharge: (queryClient, record) => writeRecord(queryClient, api.user.rechargeList, record),
  withdraw: (queryClient, record) => writeRecord(queryClient, api.user.withdrawList, record),
};

/** The part of the app's socket (lib/socket/socket-manager.ts) the bridge uses, so tests can hand it a fake. */
export interface PushSource {
  start(): void;
  subscribe(channel: Channel, handler: (message: ServerMessage) => void): () => void;
  onReconnect(listener: () => void): () => void;
}

/** Writes one server message into the cache when it is a private push; anything else is not ours. */
export function writePush(queryClient: QueryClient, message: ServerMessage): void {
  if (!privateChannelOf(message.ch)) return;
  const write = writers[message.ch as UserMessageCh] as (queryClient: QueryClient, data: unknown) => void;
  write(queryClient, message.data);
}

/**
 * Catches up by REST what pushes may have missed: what settled since the last look, and (after a
 * reconnect) the balances.
 */
function catchUpAll(queryClient: QueryClient, balances: boolean): void {
  void catchUp(queryClient).catch(() => undefined);
  if (balances) refreshBalance(queryClient);
}

/**
 * Holds every private channel and writes each push into the cache. Catches up once on connecting (results
 * settled while the app was closed) and after each reconnect, which includes the return to the foreground
 * of a socket that went silent (app/live.ts). Returns the release.
 */
export function connectBridge(queryClient: QueryClient, source: PushSource): () => void {
  source.start();
  const names = Object.keys(privateChannelMessages) as PrivateChannel[];
  const offs = names.map((name) => source.subscribe(name, (m) => writePush(queryClient, m)));
  offs.push(source.onReconnect(() => catchUpAll(queryClient, true)));
  catchUpAll(queryClient, false);
  return () => {
    for (const off of offs) off();
  };
}
