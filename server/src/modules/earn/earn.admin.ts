import { assetScale, dividendTime, fromPercent, toMinor } from '@app/contracts';
import type { Database } from '../../db/client.ts';
import { earnRepository, type NewEarnProduct } from './earn.repository.ts';
import { toProduct } from './earn.rules.ts';

export const earnAdminHelp = `  earn list                      print the Earn products
  earn edit <id> <field> <value> change one field of a product; orders already placed keep their terms
                                 (fields: ${[
                                   'name',
                                   'daily_rate',
                                   'cycle_days',
                                   'min',
                                   'max',
                                   'dividend_time',
                                   'custodian',
                                   'breach_rate',
                                   'open',
                                   'sort',
                                 ].join(', ')}; rates in percent)`;

const usdt = (v: string) => {
  const minor = toMinor(v, assetScale.usdt);
  if (minor <= 0n) throw new RangeError('must be positive');
  return minor;
};
const percent = (v: string) => {
  const rate = fromPercent(v);
  if (rate < 0n) throw new RangeError('must not be negative');
  return rate;
};
const days = (v: string) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > 3650)
    throw new RangeError('must be a whole number of days, 1-3650');
  return n;
};
const text = (v: string) => {
  if (v.trim() === '' || v.length > 64) throw new RangeError('must be 1-64 characters');
  return v.trim();
};

/** Each editable field: its column and how the console's text becomes the stored value. */
const fields = new Map<string, (v: string) => Partial<NewEarnProduct>>([
  ['name', (v) => ({ name: text(v) })],
  ['custodian', (v) => ({ custodian: text(v) })],
  ['daily_rate', (v) => ({ dailyRate: percent(v) })],
  ['breach_rate', (v) => ({ breachRate: percent(v) })],
  ['cycle_days', (v) => ({ cycleDays: days(v) })],
  ['min', (v) => ({ min: usdt(v) })],
  ['max', (v) => ({ max: usdt(v) })],
  ['sort', (v) => ({ sort: days(v) })],
  ['dividend_time', (v) => ({ dividendTime: dividendTime.parse(v) })],
  [
    'open',
    (v) => {
      if (!['true', 'false', '1', '0'].includes(v)) throw new RangeError('must be true or false');
      return { open: v === 'true' || v === '1' };
    },
  ],
]);

/** `earn list` and `earn edit`; returns what to print, throws with a message on a wrong command. */
export function earnAdmin(database: Database, argv: string[], daySeconds: number, help: string): string {
  const [action, id, field, value] = argv;
  const show = (x: unknown) => JSON.stringify(x, null, 2);
  // The console may run before the server ever started on this database.
  database.write((tx) => earnRepository.seedDefaults(tx));
  if (action === 'list')
    return show(earnRepository.products(database.db).map((p) => toProduct(p, daySeconds)));
  if (action !== 'edit' || !id || !field || value === undefined) throw new Error(help);
  const parse = fields.get(field);
  if (!parse) throw new Error(help);
  let change: Partial<NewEarnProduct>;
  try {
    change = parse(value);
  } catch (error) {
    throw new Error(`Invalid value for ${field}: ${(error as Error).message}`);
  }
  const updated = database.write((tx) => {
    try {
      return earnRepository.updateProduct(tx, Number(id), change);
    } catch {
      // A CHECK failed: min above max, a penalty over 100 %…
      throw new Error(`Refused: ${field} = ${value} breaks the product's limits (min ≤ max, breach ≤ 100 %)`);
    }
  });
  if (!updated) throw new Error(`No Earn product ${id}`);
  return show(toProduct(updated, daySeconds));
}
