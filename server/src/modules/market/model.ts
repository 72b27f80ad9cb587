import { priceScale, volumeScale } from './market.schema.ts';
import type { SymbolSpec } from './symbols.ts';

/**
 * The price model: a mean-reverting geometric random walk (Ornstein–Uhlenbeck in log price) with a weak
 * pull towards the symbol's anchor, so prices stay realistic for years. The noise of a step is a pure
 * function of (seed, symbol, step size, step index): no hidden PRNG state, so a series is reproducible
 * from its seed and its recorded last price, whatever order symbols or restarts happen in.
 * It knows nothing of orders, users or outcomes, by design (DESIGN section 5).
 */

const secondsPerDay = 86_400;
/** Half-life of a deviation from the anchor: long enough to look like a free random walk day to day. */
const reversionHalfLifeDays = 45;
const kappa = Math.LN2 / (reversionHalfLifeDays * secondsPerDay);
const priceUnit = 10 ** priceScale;
const volumeUnit = 10 ** volumeScale;

/** A symbol prepared for stepping: constants derived once. */
export interface Walker {
  spec: SymbolSpec;
  key: number;
  anchorLog: number;
  sigma: number;
  tickMinor: bigint;
  tickScale: number;
  baseQtyPerSecond: number;
}

function fmix(h: number): number {
  let x = h >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

/** 32-bit FNV-1a of a string, mixed: turns a seed or a symbol name into a key. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return fmix(h);
}

/** A uniform in (0, 1) from a counter: a different lane gives an independent draw. */
function uniform(key: number, stepMs: number, index: number, lane: number): number {
  const h = fmix(fmix(fmix(key ^ Math.imul(stepMs, 0x27d4eb2f)) ^ index) ^ Math.imul(lane + 1, 0x9e3779b9));
  return (h + 0.5) / 4_294_967_296;
}

/** Two independent standard normals (Box–Muller). */
export function normals(key: number, stepMs: number, index: number): [number, number] {
  const r = Math.sqrt(-2 * Math.log(uniform(key, stepMs, index, 0)));
  const theta = 2 * Math.PI * uniform(key, stepMs, index, 1);
  return [r * Math.cos(theta), r * Math.sin(theta)];
}

export function walker(spec: SymbolSpec, seed: string): Walker {
  const anchor = Number(spec.price);
  return {
    spec,
    key: hashString(`${seed}\u0000${spec.symbol}`),
    anchorLog: Math.log(anchor),
    sigma: spec.dailyVol / Math.sqrt(secondsPerDay),
    tickMinor: 10n ** BigInt(priceScale - spec.decimals),
    tickScale: 10 ** spec.decimals,
    baseQtyPerSecond: spec.dailyTurnover / anchor / secondsPerDay,
  };
}

/** The anchor price in minor units, where a series with no history starts. */
export const anchorMinor = (w: Walker): bigint =>
  BigInt(Math.round(Number(w.spec.price) * w.tickScale)) * w.tickMinor;

export interface Step {
  price: bigint;
  volume: bigint;
}

/**
 * One step of `stepMs` ending at `time` (a multiple of `stepMs`), from the previous recorded price.
 * The price is rounded to the symbol's tick and is never below one tick.
 */
export function step(w: Walker, prev: bigint, time: number, stepMs: number): Step {
  const dt = stepMs / 1000;
  const [z, zv] = normals(w.key, stepMs, Math.floor(time / stepMs));
  const x = Math.log(Number(prev) / priceUnit);
  const next = x + kappa * dt * (w.anchorLog - x) + w.sigma * Math.sqrt(dt) * z;
  const ticks = Math.max(1, Math.round(Math.exp(next) * w.tickScale));
  // Busier when the price moves more, log-normal otherwise; mean about one typical step's volume.
  const activity = Math.exp(0.5 * zv - 0.125) * (0.7 + 0.3 * Math.abs(z));
  const volume = Math.round(w.baseQtyPerSecond * dt * activity * volumeUnit);
  return { price: BigInt(ticks) * w.tickMinor, volume: BigInt(volume) };
}

/** Turnover in USDT at `volumeScale`: price × volume. */
export const turnoverOf = (price: bigint, volume: bigint): bigint => (price * volume) / BigInt(priceUnit);
