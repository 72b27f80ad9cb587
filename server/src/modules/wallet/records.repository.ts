import type { Asset } from '@app/contracts';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Reader } from '../../db/client.ts';
import type { LedgerKind } from './ledger.ts';
import { toRecord } from './record-shape.ts';
import { ledger } from './wallet.schema.ts';

export interface RecordFilter {
  userId: number;
  asset?: Asset | undefined;
  kind?: LedgerKind | undefined;
}

/** The event an entry belongs to: its first entry's id (`ledger.eventId`, null on that first entry). */
const eventOf = sql<number>`coalesce(${ledger.eventId}, ${ledger.id})`.mapWith(Number);

/**
 * Financial records are the ledger read as business events: one record per event, newest first, with
 * every entry of the event inside it. A filter picks the events that have an entry of that asset or kind.
 */
export const recordsRepository = {
  page(db: Reader, f: RecordFilter, page: number, limit: number) {
    const where = and(
      eq(ledger.userId, f.userId),
      f.asset ? eq(ledger.asset, f.asset) : undefined,
      f.kind ? eq(ledger.kind, f.kind) : undefined,
    );
    const events = db
      .selectDistinct({ event: eventOf })
      .from(ledger)
      .where(where)
      .orderBy(desc(eventOf))
      .limit(limit)
      .offset((page - 1) * limit)
      .all()
      .map((r) => r.event);
    const total = db
      .select({ n: sql<number>`count(distinct ${eventOf})`.mapWith(Number) })
      .from(ledger)
      .where(where)
      .get();
    return { list: entriesOf(db, f.userId, events), page, limit, total: total?.n ?? 0 };
  },
};

/** The records of `events` (ids, newest first), each with all of its entries. */
function entriesOf(db: Reader, userId: number, events: number[]) {
  if (events.length === 0) return [];
  const rows = db
    .select()
    .from(ledger)
    .where(and(eq(ledger.userId, userId), or(inArray(ledger.id, events), inArray(ledger.eventId, events))))
    .orderBy(asc(ledger.id))
    .all();
  const byEvent = new Map<number, (typeof rows)[number][]>();
  for (const row of rows) {
    const event = row.eventId ?? row.id;
    byEvent.set(event, [...(byEvent.get(event) ?? []), row]);
  }
  return events.map((event) => toRecord(byEvent.get(event) ?? []));
}
