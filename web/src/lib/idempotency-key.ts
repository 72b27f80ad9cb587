/** 32 hex digits from the platform's CSPRNG (also where `crypto.randomUUID` is missing: plain http). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
