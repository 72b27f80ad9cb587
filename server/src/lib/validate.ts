import { enUS, type MessageKey } from '@app/contracts';
import type { z } from 'zod';
import { fail } from './errors.ts';

const isMessageKey = (m: string): m is MessageKey => Object.hasOwn(enUS, m);

/** Parses input at the edge; the first problem becomes a clear, translatable message naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw fail.invalid('unexpected_error');
  const field = String(issue.path[0] ?? 'id');
  // A contract's own check may name more than the field (tx_hash_format names the network).
  const extra = issue.code === 'custom' ? issue.params : undefined;
  if (isMessageKey(issue.message)) throw fail.invalid(issue.message, { name: field, ...extra });
  const value =
    input && typeof input === 'object' && Object.hasOwn(input, field)
      ? (input as Record<string, unknown>)[field]
      : undefined;
  const missing = value === undefined || value === '';
  throw fail.invalid(missing ? 'please_enter' : 'invalid_field', { name: field });
}
