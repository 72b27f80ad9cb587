import type { Database, Tx } from '../../db/client.ts';
import type { Notify } from '../../lib/notify.ts';
import { type Tick, tickRepository } from '../market/tick.repository.ts';
import { post, readBalance } from '../wallet/ledger.ts';
import { toOrder } from './order-view.ts';
import { orderRepository } from './trade.repository.ts';
import { outcome, settlement } from './trade.rules.ts';
import type { OrderRow } from './trade.schema.ts';

export interface SettlerDeps {
  database: Database;
  clock: () => number;
  notify: Notify;
  log?: { error: (obj: object, msg?: string) => void };
}

export interface SettlerOptions {
  /** How often the loop looks for due orders; `kick()` (on each recorded tick) makes it sooner. */
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
 * (DESIGN section 5). An order is settled when a tick at or after its expiry exists (the instant
 * has been priced); its close is the price in effect at expiry: the last tick at or before it.
 * Exactly-once: the order is closed by an update guarded on status = 'trading' in the same
 * transaction as its ledger posting, so retries, concurrent runs, other processes and restarts
 * can never pay twice; a crash before commit leaves the order open for the next run.
 */
export function settler(deps: SettlerDeps, options: SettlerOptions = {}) {
  const { database } = deps;
  const intervalMs = options.intervalMs ?? 100;
  const batch = options.batch ?? 500;

  /** Due orders whose expiry instant has been priced, each with its close tick. */
  async function priced(symbol: string, now: number): Promise<Priced[]> {
    const latest = await tickRepository.latest(database.db, symbol);
    if (!latest) return [];
    const due = await orderRepository.due(database.db, symbol, Math.min(now, latest.time), batch);
    const first = due[0];
    if (!first) return [];
    // The ticks spanning these expiries, read once: due orders expire within a few ticks of each other.
    const window = await closeWindow(symbol, first.expiresAt, due.at(-1)?.expiresAt ?? first.expiresAt);
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
  async function closeWindow(symbol: string, from: number, to: number): Promise<Tick[]> {
    const start = await tickRepository.atOrBefore(database.db, symbol, from);
    if (!start) return [];
    return [start, ...(await orderRepository.ticksAfter(database.db, symbol, start.time, to))];
  }

  async function settleOne(tx: Tx, { order, close }: Priced, now: number): Promise<OrderRow | null> {
    const result = outcome(order.direction, order.strike, close.price);
    const { payout, profit } = settlement(result, order.stake, order.ratio);
    const closed = await orderRepository.closeIfTrading(tx, order.id, {
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
    await post(tx, { ...posting, kind, ref: order.number }, now);
    return closed;
  }

  /** One transaction for the batch, a savepoint per order: one bad order never holds up the rest. */
  function settleBatch(items: Priced[], now: number): Promise<OrderRow[]> {
    return database.write(async (tx) => {
      const done: OrderRow[] = [];
      for (const item of items) {
        try {
          const closed = await tx.transaction((sp) => settleOne(sp, item, now));
          if (closed) done.push(closed);
        } catch (err) {
          deps.log?.error({ err, order: item.order.id }, 'settlement failed; order left open');
        }
      }
      return done;
    });
  }

  async function announce(settled: OrderRow[]): Promise<void> {
    try {
      for (const row of settled) deps.notify(row.userId, { ch: 'order', data: toOrder(row) });
      for (const userId of new Set(settled.map((r) => r.userId))) {
        deps.notify(userId, { ch: 'balance', data: await readBalance(database.db, userId) });
      }
    } catch (err) {
      deps.log?.error({ err }, 'settlement notification failed');
    }
  }

  /** Settles everything due at `now` that can be priced; returns how many orders this call closed. */
  async function runOnce(now = deps.clock()): Promise<number> {
    let total = 0;
    for (const symbol of await orderRepository.dueSymbols(database.db, now)) {
      for (;;) {
        const items = await priced(symbol, now);
        if (items.length === 0) break;
        const settled = await settleBatch(items, now);
        total += settled.length;
        await announce(settled);
        if (items.length < batch || settled.length === 0) break;
      }
    }
    return total;
  }

  return { runOnce, ...loop(runOnce, intervalMs, deps) };
}
export type Settler = ReturnType<typeof settler>;

/** The timer around `runOnce`: never two runs at once; `kick()` runs as soon as the current one ends. */
function loop(runOnce: () => Promise<number>, intervalMs: number, deps: SettlerDeps) {
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
    current = runOnce()
      .catch((err) => deps.log?.error({ err }, 'settlement run failed'))
      .finally(() => {
        current = null;
        if (!started) return;
        if (again) {
          again = false;
          run();
        } else timer = setTimeout(run, intervalMs);
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
