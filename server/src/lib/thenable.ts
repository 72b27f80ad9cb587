/** A promise, or anything awaitable (drizzle's queries not yet run are). */
export const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === 'function';
