import { z } from 'zod';

import { assets, decimalPattern } from './money-math.ts';

// The zod-free half (assets, scales, minor units) lives in money-math.ts, so a client that trusts the
// server's answers can compute without loading zod.
export * from './money-math.ts';

export const asset = z.enum(assets);

/** A decimal number carried as a string on the wire, never a JS number. */
export const decimal = z
  .string()
  .trim()
  .regex(decimalPattern, { error: 'invalid_decimal' })
  .meta({ description: 'Decimal number as a string', example: '100.50' });

/** A positive amount entered by a user. */
export const amount = decimal.refine((v) => !v.startsWith('-') && /[1-9]/.test(v), {
  error: 'invalid_amount',
});

/** Epoch milliseconds; the server's clock is authoritative. */
export const epochMs = z.number().int().nonnegative().meta({ description: 'Epoch milliseconds' });
