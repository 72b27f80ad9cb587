import type { DelayDistribution } from '@app/contracts';

/** FNV-1a: a stable 32-bit number for a string. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small, fast, seedable generator of numbers in [0, 1). */
export function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * One independent stream per key (a route rule, the socket), all derived from one seed: the n-th request
 * matching a rule draws the same numbers whatever else ran meanwhile, so a failure replays with its seed.
 */
export function seededStreams(seed: number) {
  const streams = new Map<string, () => number>();
  return (key: string): (() => number) => {
    let s = streams.get(key);
    if (!s) {
      s = generator(hash32(`${seed}:${key}`));
      streams.set(key, s);
    }
    return s;
  };
}

/** A delay in whole milliseconds drawn from the distribution (never negative). */
export function sampleDelay(d: DelayDistribution, next: () => number): number {
  switch (d.dist) {
    case 'fixed':
      return d.ms;
    case 'uniform':
      return Math.round(Math.min(d.min, d.max) + next() * Math.abs(d.max - d.min));
    case 'normal':
      return Math.max(0, Math.round(d.mean + d.sd * gaussian(next)));
    case 'lognormal':
      return Math.round(d.median * Math.exp(d.sigma * gaussian(next)));
  }
}

/** Box–Muller: a standard normal number from two uniform ones. */
function gaussian(next: () => number): number {
  const u = 1 - next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
}

/**
 * `[METHOD ]glob` against a request: `*` alone matches everything, `*` matches within a path segment and
 * `**` across segments (`GET /api/v1/market/**`, `/api/v1/user/*`).
 */
export function routeMatcher(pattern: string): (method: string, path: string) => boolean {
  const m = /^([A-Z]+)\s+(.+)$/.exec(pattern.trim());
  const method = m?.[1];
  const glob = (m?.[2] ?? pattern).trim();
  if (glob === '*' || glob === '**') return (verb) => !method || verb === method;
  const source = glob
    .split(/(\*\*|\*)/)
    .map((part) =>
      part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  const re = new RegExp(`^${source}$`);
  return (verb, path) => (!method || verb === method) && re.test(path);
}
