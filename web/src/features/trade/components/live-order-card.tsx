import type { Order } from '@app/contracts';
import { useLivePrice } from '../live-price.ts';
import { OrderCard } from './order-card.tsx';

/** An order card whose "now price" follows its symbol's live ticker while the order is open. */
export function LiveOrderCard(props: { order: Order; onOpen: () => void }) {
  const live = useLivePrice(props.order.status === 'trading' ? props.order.symbol : undefined);
  return <OrderCard order={props.order} now={live.ticker?.last} onOpen={props.onOpen} />;
}
