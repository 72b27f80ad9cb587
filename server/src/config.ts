import { defaultLanguage, language } from '@app/contracts';
import { z } from 'zod';

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

/** A setting that is unset when missing or empty (compose passes an unset variable as an empty one). */
const unsetIfEmpty = z
  .string()
  .optional()
  .transform((v) => v || undefined);

const recordingName = /^[A-Za-z0-9_-]{1,40}$/;

/** Everything the server reads from its environment, parsed once at start. */
const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: z.string().default('file:./data/app.db'),
    WEB_DIST: z.string().optional(),
    DEMO_MODE: flag.default(true),
    DEMO_USDT: z.string().default('10000'),
    DEMO_MONEY: z.string().default('50000'),
    DEFAULT_LANGUAGE: language.default(defaultLanguage),
    PUBLIC_URL: z.string().default(''),
    /**
     * The API base the served SPA calls, written into its runtime config (`/config.js`,
     * plugins/runtime-config.ts): unset, the SPA's own default (this server's `/api/v1/`). An absolute
     * URL re-points a built image at another API without rebuilding it.
     */
    WEB_API_BASE: unsetIfEmpty.refine((v) => v === undefined || /^(https?:\/\/[^/]+)?\/.*\/$/.test(v), {
      error: 'WEB_API_BASE is a path or an http(s) URL ending in /, e.g. https://api.example.com/api/v1/',
    }),
    /**
     * HTTPS: a PEM certificate (with its chain) and its private key. Given both, the server speaks HTTP/2
     * over TLS, with HTTP/1.1 kept for the websocket and older clients; given neither, plain HTTP/1.1.
     */
    TLS_CERT_FILE: unsetIfEmpty,
    TLS_KEY_FILE: unsetIfEmpty,
    /**
     * Proxies whose X-Forwarded-* headers are believed (fastify's trustProxy): unset, none are, so a
     * client cannot pick its own address for the rate limits. `true`, a hop count, or addresses/CIDRs.
     */
    TRUST_PROXY: z
      .string()
      .default('')
      .transform((v): boolean | number | string =>
        v === '' || v === 'false' ? false : v === 'true' ? true : /^\d+$/.test(v) ? Number(v) : v,
      ),
    /** Return the recovery code in `user/findpwdCode` (local development only; `pnpm start` turns it on). */
    RECOVERY_CODE_IN_RESPONSE: flag.default(false),
    TOKEN_TTL_HOURS: z.coerce
      .number()
      .positive()
      .default(24 * 7),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED: flag.default(true),
    /** Simulation seed; unset, a secret one is generated on first start and kept in the database. */
    MARKET_SEED: z.string().min(1).optional(),
    /** Comma-separated subset of the simulated pairs (e.g. BTC,ETH); unset, all of them. */
    MARKET_SYMBOLS: z.string().optional(),
    /** Raw 1 s ticks are kept this long (candles longer; see docs/product.md, Live markets). */
    TICK_RETENTION_HOURS: z.coerce.number().positive().default(24),
    /**
     * Turns on the developer API (`/__admin/…`), scenarios and faults, and makes it require this token in
     * `X-Admin-Token`. Unset, they are off unless DEVTOOLS=local (modules/devtools/admin-gate.ts).
     */
    ADMIN_TOKEN: unsetIfEmpty.refine((v) => v === undefined || v.length >= 12, {
      error: 'ADMIN_TOKEN needs at least 12 characters',
    }),
    /**
     * `local`: the local-development opt-in (`pnpm start`/`pnpm dev` set it). Without ADMIN_TOKEN the server
     * makes a random token, keeps it in `admin-token` beside the database (mode 0600, where `pnpm admin`
     * reads it) and answers direct callers on this machine only. Never "the request came from loopback".
     */
    DEVTOOLS: z.enum(['off', 'local']).default('off'),
    /**
     * The checking proxy (modules/proxy, docs/proxy.md): the origin of a real upstream. Set, `/api/v1/*` and
     * `/ws` are forwarded there and every answer and frame is checked against the contracts; the local
     * money modules are not used.
     */
    UPSTREAM_URL: unsetIfEmpty.refine((v) => v === undefined || /^https?:\/\/[^/?#]+\/?$/.test(v), {
      error: 'UPSTREAM_URL is an http(s) origin, e.g. https://api.example.com',
    }),
    /** The upstream's websocket; unset, `/ws` at UPSTREAM_URL (ws:// or wss://). */
    UPSTREAM_WS_URL: unsetIfEmpty.refine((v) => v === undefined || /^wss?:\/\/[^/?#]+\//.test(v), {
      error: 'UPSTREAM_WS_URL is a ws(s) URL, e.g. wss://api.example.com/ws',
    }),
    /** Record what passes through the proxy into this named recording (needs UPSTREAM_URL). */
    RECORD: unsetIfEmpty.refine((v) => v === undefined || recordingName.test(v), {
      error: 'RECORD is a recording name: letters, digits, - and _ (at most 40)',
    }),
    /** Serve this named recording offline, the reference server's own answers for the rest. */
    REPLAY: unsetIfEmpty.refine((v) => v === undefined || recordingName.test(v), {
      error: 'REPLAY is a recording name: letters, digits, - and _ (at most 40)',
    }),
    /** Where recordings are kept; unset, a `recordings` folder beside the database file. */
    RECORDINGS_DIR: unsetIfEmpty,
    /** The proxy writes its findings summary (the same as `/__admin/proxy`) to this JSON file on close. */
    PROXY_REPORT: unsetIfEmpty,
    /** Where `pnpm admin snapshot save` writes; unset, a `snapshots` folder beside the database file. */
    SNAPSHOT_DIR: z.string().optional(),
    /**
     * Sandboxes (docs/sandboxes.md): private worlds selected by `X-Sandbox` or `?sandbox=`. On whenever the
     * developer API is; `SANDBOXES=1` turns them on without it (a demo host: visitors use them by name,
     * managing them still needs the developer token).
     */
    SANDBOXES: flag.default(false),
    /** At most this many sandboxes at once, and their databases and snapshots at most this many MiB. */
    SANDBOX_MAX: z.coerce.number().int().positive().default(20),
    SANDBOX_MAX_MB: z.coerce.number().positive().default(512),
    /** A sandbox nobody used for this long (no request, no open socket) is closed and forgotten. */
    SANDBOX_IDLE_MINUTES: z.coerce.number().positive().default(30),
    /** Unset: sandbox databases live in memory. Set: one file per sandbox in this folder. */
    SANDBOX_DIR: unsetIfEmpty,
    /** Extra origins allowed to open the websocket, comma-separated; the server's own host always is. */
    WS_ALLOWED_ORIGINS: z.string().default(''),
    /**
     * Length of an Earn day in seconds: accrual, dividend times and maturity all count in these days.
     * 86400 in production; a demo sets a few seconds to show interest without waiting a day.
     */
    EARN_DAY_SECONDS: z.coerce.number().int().positive().default(86_400),
    /**
     * Uploads (modules/upload, docs/security.md): an image of more pixels than this is refused before
     * its pixels are decoded (a decompression bomb: a small file that would decode to gigabytes).
     */
    UPLOAD_MAX_PIXELS: z.coerce.number().int().positive().default(25_000_000),
    /** What one account may keep: files, and their bytes in all (each file is at most 5 MiB, contracts). */
    UPLOAD_MAX_FILES: z.coerce.number().int().positive().default(50),
    UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(50 * 1024 * 1024),
    /** Images one account may send within the window, counted when they reach the decoder. */
    UPLOAD_RATE: z.coerce.number().int().positive().default(10),
    UPLOAD_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
    /** A websocket client with more than this many bytes waiting to be sent is dropped. */
    WS_SLOW_CLIENT_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(512 * 1024),
    /**
     * Open websockets per client address (the one fastify sees: behind a proxy, set TRUST_PROXY, or
     * every client shares the proxy's). One more is refused at the upgrade with HTTP 429. Generous,
     * since a carrier's NAT puts many phones behind one address; `pnpm bench:live` raises it.
     */
    WS_MAX_PER_ADDRESS: z.coerce.number().int().positive().default(256),
    /** Sockets one login (its tabs and windows) may bind with `online`; one more is closed with 1008. */
    WS_MAX_PER_SESSION: z.coerce.number().int().positive().default(16),
  })
  .refine((env) => env.DEVTOOLS !== 'local' || env.ADMIN_TOKEN || !env.DATABASE_URL.includes(':memory:'), {
    error:
      'DEVTOOLS=local keeps its token beside the database file; with an in-memory database set ADMIN_TOKEN',
    path: ['DEVTOOLS'],
  })
  .refine((env) => !env.RECORD || env.UPSTREAM_URL, {
    error: 'RECORD records what an upstream answers: set UPSTREAM_URL too',
    path: ['RECORD'],
  })
  .refine((env) => !env.REPLAY || (!env.UPSTREAM_URL && !env.RECORD), {
    error: 'REPLAY serves a recording offline: unset UPSTREAM_URL and RECORD',
    path: ['REPLAY'],
  })
  .refine((env) => (env.TLS_CERT_FILE === undefined) === (env.TLS_KEY_FILE === undefined), {
    error: 'TLS_CERT_FILE and TLS_KEY_FILE go together: set both for HTTPS, or neither',
    path: ['TLS_KEY_FILE'],
  });

export type Config = z.infer<typeof envSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

/** Config for tests: in-memory database, quiet logs, demo on. */
export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...loadConfig({}),
  DATABASE_URL: ':memory:',
  LOG_LEVEL: 'silent',
  ...overrides,
});
