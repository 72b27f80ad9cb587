import { type Asset, api, type Data, type ledgerKinds } from '@app/contracts';
import { ErrorCode } from '@app/contracts/errors';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useCall, useCallMutation } from '../../lib/call-hooks.ts';
import { prependRecord } from '../../lib/paged-cache.ts';
import { usePagedQuery } from '../../lib/paged-query.ts';
import { queryKey } from '../../lib/query-keys.ts';
import { VALIDATE_RESPONSES } from '../../lib/validate-responses.ts';

export type LedgerKind = (typeof ledgerKinds)[number];
export type ExchangeQuote = Data<typeof api.user.exchangeConfig>;

/**
 * After an exchange: its record goes to the top of the cached exchange list, the balances come by their
 * push (app/push-bridge.ts); the ledger lists are what neither tells (two entries, rows unknown).
 */
function writeExchange(queryClient: QueryClient, record: Data<typeof api.user.exchange>): void {
  prependRecord(queryClient, queryKey(api.user.exchangeList), record);
  for (const call of [api.user.assetsRecent, api.user.markList])
    void queryClient.invalidateQueries({ queryKey: queryKey(call) });
}

/** `api.user.exchangeConfig`: the live terms as a quote; the page refetches it when it lapses. */
export function useExchangeQuote() {
  return useCall(api.user.exchangeConfig);
}

/** `api.user.exchange`: never deduplicated by the request layer; the idempotency key makes it once. */
export function useExchange() {
  const queryClient = useQueryClient();
  return useCallMutation(api.user.exchange, {
    dedupe: false,
    onSuccess: (record) => writeExchange(queryClient, record),
    // An expired quote is refused with a fresh one: shown at once, its countdown restarting.
    onError: (error) => {
      if (error.code !== ErrorCode.conflict) return;
      const fresh = VALIDATE_RESPONSES
        ? api.user.exchange.refusalData.data.safeParse(error.data)
        : {
            success: error.data != null,
            data: error.data as z.output<typeof api.user.exchange.refusalData.data>,
          };
      if (fresh.success) queryClient.setQueryData(queryKey(api.user.exchangeConfig), fresh.data);
      else void queryClient.invalidateQueries({ queryKey: queryKey(api.user.exchangeConfig) });
    },
  });
}

/** `api.user.exchangeList` (a POST, as the upstream has it), a page at a time. */
export function useExchangeList() {
  return usePagedQuery(api.user.exchangeList);
}

/** `api.user.markList` (financial records) filtered by asset and kind, a page at a time. */
export function useMarkList(filter: { asset?: Asset | undefined; kind?: LedgerKind | undefined }) {
  return usePagedQuery(api.user.markList, {
    ...(filter.asset ? { asset: filter.asset } : {}),
    ...(filter.kind ? { kind: filter.kind } : {}),
  });
}

/** `api.user.assetsRecent`: the asset overview's recent details. */
export function useAssetsRecent() {
  return usePagedQuery(api.user.assetsRecent);
}
