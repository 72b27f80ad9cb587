import { type Database, recordChange, type Tx } from '../../db/client.ts';
import { tickMs } from '../market/intervals.ts';
import { type Tick, tickRepository } from '../market/tick.repository.ts';
import { post } from '../wallet/ledger.ts';
import { toOrder } from './order-view.ts';
import { orderRepository } from './trade.repository.ts';
import { outcome, settlement } from './trade.rules.ts';
import type { OrderRow } from './trade.schema.ts';

export interface SettlerDeps {
  database: Database;
  clock: () => number;
  log?: { error: (obj: object, msg?: string) => void };
}

export interface SettlerOptions {
  /** The longest the loop sleeps between looks for due orders (it wakes sooner at the next expiry,
   * and `kick()`, on each recorded tick, wakes it at once). */
  intervalMs?: number;
  /** Orders settled per immediate transaction. */
  batch?: number;
}

interface Priced {
  order: OrderRow;
  close: Tick;
}

/**
 * Settles every timed order exactly once, at its expiry, against the recorded price series only
 * (DESIGN section 5). An order is settled once its expiry instant has been priced: the tick of
 * that second, or a later one, is recorded (ticks only sit on the whole-second grid, `tickMs`); its
 * close is the price in effect at expiry: the last tick at or before it.
 * Exactly-once: the order is closed by an update guarded on status = 'trading' in the same
 * transaction as its ledger posting, so retries, concurrent runs, other processes and restarts
 * can never pay twice; a crash before commit leaves the order open for the next run.
 */
export function settler(deps: SettlerDeps, options: SettlerOptions = {}) {
  const { database } = deps;
  const intervalMs = options.intervalMs ?? 250;
  const batch = options.batch ?? 500;

  /** Due orders whose expiry instant has been priced, each with its close tick. */
  function priced(symbol: string, now: number): Priced[] {
    const latest = tickRepository.latest(database.db, symbol);
    if (!latest) return [];
    // Ticks sit on the tick grid: with the tick at T recorded, every instant before T + tickMs is priced.
    const pricedUntil = latest.time + tickMs - 1;
    const due = orderRepository.due(database.db, symbol, Math.min(now, pricedUntil), batch);
    const first = due[0];
    if (!first) return [];
    // The ticks spanning these expiries, read once: due orders expire within a few ticks of each other.
    const window = closeWindow(symbol, first.expiresAt, due.at(-1)?.expiresAt ?? first.expiresAt);
    const out: Priced[] = [];
    let i = 0;
    for (const order of due) {
      while (i + 1 < window.length && (window[i + 1]?.time ?? Number.POSITIVE_INFINITY) <= order.expiresAt)
        i++;
      const close = window[i];
      if (close && close.time <= order.expiresAt) out.push({ order, close });
    }
    return out;
  }

  /** The tick in effect at `from` and every tick after it up to `to`, oldest first. */
  function closeWindow(symbol: string, from: number, to: number): Tick[] {
    const start = tickRepository.atOrBefore(database.db, symbol, from);
    if (!start) return [];
    return [start, ...orderRepository.ticksAfter(database.db, symbol, start.time, to)];
  }

  function settleOne(tx: Tx, { order, close }: Priced, now: number): OrderRow | null {
    const result = outcome(order.direction, order.strike, close.price);
    const { payout, profit } = settlement(result, order.stake, order.ratio);
    const closed = orderRepository.closeIfTrading(tx, order.id, {
      close: close.price,
      closeTime: close.time,
      result,
      profit,
      payout,
      settledAt: now,
    });
    if (!closed) return null;
    const kind = result === 'loss' ? 'trade_stake' : 'trade_payout';
    const posting = { userId: order.userId, asset: 'usdt' as const, available: payout, locked: -order.stake };
    post(tx, { ...posting, kind, ref: order.number }, now);
    recordChange(tx, { userId: order.userId, ch: 'order', data: toOrder(closed) });
    return closed;
  }

  /**
   * One transaction for the batch. Should anything in it fail, each order is retried in a
   * transaction of its own, so one bad order is logged and left open without holding up the rest.
   */
  function settleBatch(items: Priced[], now: number): OrderRow[] {
    const settleAll = (list: Priced[]) =>
      database.write((tx) => list.map((item) => settleOne(tx, item, now)));
    let closed: (OrderRow | null)[];
    try {
      closed = settleAll(items);
    } catch {
      closed = items.map((item) => {
        try {
          return settleAll([item])[0] ?? null;
        } catch (err) {
          deps.log?.error({ err, order: item.order.id }, 'settlement failed; order left open');
          return null;
        }
      });
    }
    return closed.filter((row) => row !== null);
  }

  /** Settles everything due at `now` that can be priced; returns how many orders this call closed. */
  async function runOnce(now = deps.clock()): Promise<number> {
    let total = 0;
    for (const symbol of orderRepository.dueSymbols(database.db, now)) {
      for (;;) {
        const items = priced(symbol, now);
        if (items.length === 0) break;
        const settled = settleBatch(items, now);
        total += settled.length;
        if (items.length < batch || settled.length === 0) break;
      }
    }
    return total;
  }

  /**
   * How long the loop may sleep after a run that started at `ranAt`: until the next open order
   * expires, and never more than `intervalMs`. Orders already due at `ranAt` and still open wait for
   * their second's tick, whose `kick()` wakes the loop, so a stalled price never spins it.
   */
  async function sleepFor(ranAt: number): Promise<number> {
    const next = orderRepository.nextExpiry(database.db, ranAt);
    if (next === null) return intervalMs;
    return Math.max(0, Math.min(next - deps.clock(), intervalMs));
  }

  return { runOnce, ...loop(runOnce, sleepFor, deps) };
}
export type Settler = ReturnType<typeof settler>;

/** After a failed run, the loop tries again this much later. */
const retryMs = 1000;

/**
 * The timer around `runOnce`: never two runs at once; `kick()` runs as soon as the current one ends.
 * Between runs it sleeps until the next expiry (`sleepFor`), so an order whose second is already
 * priced settles at its expiry, not at the next poll.
 */
function loop(
  runOnce: (now: number) => Promise<number>,
  sleepFor: (ranAt: number) => Promise<number>,
  deps: SettlerDeps,
) {
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> | null = null;
  let again = false;

  function run(): void {
    clearTimeout(timer);
    if (!started) return;
    if (current) {
      again = true;
      return;
    }
    const ranAt = deps.clock();
    current = runOnce(ranAt)
      .then(() => sleepFor(ranAt))
      .catch((err) => {
        deps.log?.error({ err }, 'settlement run failed');
        return retryMs;
      })
      .then((delay) => {
        current = null;
        if (!started) return;
        if (again) {
          again = false;
          run();
        } else timer = setTimeout(run, delay);
      });
  }

  return {
    /** Settles what expired while the server was down, then keeps settling. */
    async start(): Promise<void> {
      if (started) return;
      started = true;
      run();
      await current;
    },
    /** A tick was recorded: look now rather than at the next interval. */
    kick: run,
    async stop(): Promise<void> {
      started = false;
      clearTimeout(timer);
      await current;
    },
  };
}
