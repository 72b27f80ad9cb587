/** Milliseconds left until `expiresAt` at `now`, never negative. */
export const remainingMs = (expiresAt: number, now: number): number => Math.max(0, expiresAt - now);

/** "00:29", "04:59", "1:02:03": whole seconds, rounded up so 0 shows only once the time is up. */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
