import type { Order } from '@app/contracts';
import { useTicker, useTickerFeed } from '../../../lib/market/ticker-feed.ts';
import { OrderCard } from './order-card.tsx';

/** An order card whose "now price" follows its symbol's live ticker while the order is open. */
export function LiveOrderCard(props: { order: Order; onOpen: () => void }) {
  useTickerFeed();
  const ticker = useTicker(props.order.symbol);
  const now = props.order.status === 'trading' ? ticker?.last : undefined;
  return <OrderCard order={props.order} now={now} onOpen={props.onOpen} />;
}
