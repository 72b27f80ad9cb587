import {
  autoReviewSetting,
  exchangeSettings,
  httpOrigin,
  latencySetting,
  rechargeLimits,
  rechargeOrdered,
  usdtConfirmationsSetting,
  withdrawSettings,
} from '@app/contracts';
import { z } from 'zod';

const channel = z.object({
  key: z.string(),
  name: z.string(),
  link: z.string().nullable(),
  /** Where the app opens the link: its embedded webview, or the phone's browser / messaging app. */
  open: z.enum(['webview', 'external']).default('external'),
  qrcode: z.string().nullable(),
});

/**
 * Everything an administrator configures (no screens): edited with `pnpm admin`, read by the server. The
 * money settings keep the rules of contracts/src/admin-settings.ts.
 */
export const adminConfigSchema = z.object({
  site_name: z.string().default('Coinly'),
  customer_service: z.object({ channels: z.array(channel), qrcode: z.string().nullable() }).default({
    channels: [
      {
        key: 'telegram',
        name: 'Telegram',
        link: 'https://t.me/coinly_support',
        open: 'external',
        qrcode: '/static/qr-telegram.svg',
      },
      {
        key: 'whatsapp',
        name: 'WhatsApp',
        link: 'https://wa.me/10000000000',
        open: 'external',
        qrcode: null,
      },
      {
        key: 'line',
        name: 'LINE',
        link: 'https://line.me/R/ti/p/@coinly',
        // LINE refuses to be framed (and its links hand over to the LINE app): in the webview it was blank.
        open: 'external',
        qrcode: '/static/qr-line.svg',
      },
    ],
    qrcode: '/static/qr-service.svg',
  }),
  recharge_open: z.boolean().default(true),
  withdraw_open: z.boolean().default(true),
  limit_redirect_url: z.string().default('#/app/pages/common/limitPage'),
  agreement_url: z.string().default('/static/agreement.html'),
  privacy_url: z.string().default('/static/privacy.html'),
  /**
   * Origins the webview may frame besides the app's own; null derives them from the links above
   * (server/src/modules/content/webview-origins.ts, docs/security.md "Webview allow-list").
   */
  webview_origins: z
    .array(
      z.string().refine((v) => httpOrigin(v) !== null, { error: 'an http(s) origin, e.g. https://line.me' }),
    )
    .nullable()
    .default(null),
  recharge: z
    .object({
      usdt_address: z.string(),
      usdt_network: z.string(),
      confirmations: z.string(),
      /** A USDT recharge is credited when its transaction reaches this many confirmations. */
      confirmations_required: usdtConfirmationsSetting,
      bank_name: z.string(),
      bank_card: z.string(),
      bank_holder: z.string(),
      ...rechargeLimits,
    })
    .superRefine(rechargeOrdered)
    .default({
      usdt_address: 'TJPZp3h26cfFoz7mzyxNofcNR7GGenKf8V',
      usdt_network: 'TRC20',
      confirmations: '3-6',
      confirmations_required: 3,
      usdt_min: '10',
      usdt_max: '100000',
      bank_name: 'Demo Bank',
      bank_card: '6222020000001234567',
      bank_holder: 'Coinly Ltd',
      money_min: '100',
      money_max: '500000',
    }),
  withdraw: withdrawSettings.default({
    min: '10',
    max: '50000',
    fee: '1',
    min_fee: '0.1',
    day_limit: 3,
    start_time: '00:00',
    end_time: '23:59',
  }),
  exchange: exchangeSettings.default({
    fee: '0.5',
    min_fee: '0.1',
    max: '100000',
    usdt_money_rate: '7.20',
    confirm_over: '1000',
  }),
  /** Extra delay added to every API answer, to try the app on a slow network. */
  latency_ms: latencySetting.default(0),
  /** Demo mode: pending recharges, withdrawals and verifications are decided after this many seconds. */
  auto_review_seconds: autoReviewSetting.default(20),
});
export type AdminConfig = z.infer<typeof adminConfigSchema>;

type Key = keyof AdminConfig;

/**
 * The stored configuration as the server uses it: a key that breaks today's rules (written by an older
 * version, or by hand) is replaced by its default and named in `invalid`, so one bad setting can never
 * make the calls that read it answer 5xx.
 */
export function readAdminConfig(raw: unknown): { config: AdminConfig; invalid: Key[] } {
  const whole = adminConfigSchema.safeParse(raw ?? {});
  if (whole.success) return { config: whole.data, invalid: [] };
  const given = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const invalid: Key[] = [];
  const config: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(adminConfigSchema.shape)) {
    const one = schema.safeParse(given[key]);
    if (!one.success) invalid.push(key as Key);
    config[key] = one.success ? one.data : schema.parse(undefined);
  }
  return { config: config as AdminConfig, invalid };
}

/** A refusal an administrator can act on: `withdraw.fee: must be between 0 and 100 (a percent)`. */
export function settingProblem(error: import('zod').ZodError): string {
  const issue = error.issues[0];
  return `${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`;
}
